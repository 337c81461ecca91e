import { useContext, useEffect } from "react";
import { onWsReconnect } from "../apollo";
import { BoardLiveContext, type BoardLive } from "../board/BoardLiveContext";
import { BoardLiveProvider } from "../board/BoardLiveProvider";
import { MemberLocale } from "../i18n/MemberLocale";
import { OfflineSync } from "../offline/OfflineSync";
import { AppApolloProvider } from "./AppApolloProvider";

/**
 * The signed-in member's live board (unread count and events), loaded with Apollo once there is
 * a member token. It renders nothing: the layout, which must not wait for Apollo to draw the
 * page, provides what this reports to the navigation badge and the screens.
 */
export default function LiveBoard({ onChange }: { onChange(live: BoardLive): void }) {
  return (
    <AppApolloProvider>
      <OfflineSync />
      <MemberLocale />
      <BoardLiveProvider onReconnect={onWsReconnect}>
        <Report onChange={onChange} />
      </BoardLiveProvider>
    </AppApolloProvider>
  );
}

function Report({ onChange }: { onChange(live: BoardLive): void }) {
  const live = useContext(BoardLiveContext);
  useEffect(() => onChange(live), [live, onChange]);
  return null;
}
