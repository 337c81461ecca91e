// Test helpers for the board screen (used by tests only): /messages under the route guard and the
// layout's live board, with an Apollo Client answering by operation name (board/testing).
import { setAdminToken, setUserToken } from "../auth/storage";
import { BoardLiveProvider } from "../board/BoardLiveProvider";
import { board, createTestClient, eventStream, unreadAnswer, type Handler, message } from "../board/testing";
import { renderRoutes } from "../test/renderRoutes";
import { RequireMember } from "../ui/RequireMember";
import { MessagesPage } from "./MessagesPage";

export interface BoardPageOptions {
  token?: string | null;
  admin?: string | null;
  handlers?: Record<string, Handler>;
  messages?: ReturnType<typeof message>[];
  unread?: number;
}

/**
 * Renders /messages (as routes.tsx does) with `messages` as the board (filtered by the type asked
 * for); `stream` pushes live events. /login and /dashboard are stand-in pages.
 */
export function renderBoardPage({ token = "member-token", admin = null, handlers = {}, messages = [], unread }: BoardPageOptions = {}) {
  if (token) setUserToken(token);
  if (admin) setAdminToken(admin);
  const stream = eventStream();
  const t = createTestClient({
    Board: (vars) => ({ data: { board: board(vars.type ? messages.filter((m) => m.type === vars.type) : messages) } }),
    BoardUnread: () => unreadAnswer(unread ?? messages.filter((m) => m.unread).length),
    BoardEvents: () => stream.observable,
    ...handlers,
  });
  const routes = [
    {
      element: <RequireMember />, // as in routes.tsx
      children: [
        {
          path: "/messages",
          element: (
            <BoardLiveProvider retryDelaysMs={[10]} resumeSettleMs={10}>
              <MessagesPage />
            </BoardLiveProvider>
          ),
        },
      ],
    },
    { path: "/login", element: <h1>Welcome Back</h1> },
    { path: "/dashboard", element: <h1>Dashboard page</h1> },
  ];
  const rendered = renderRoutes(routes, "/messages", (ui) => <t.wrapper>{ui}</t.wrapper>);
  return { ...t, ...rendered, stream };
}
