import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";

/** Renders routes in a memory router at `path`; returns the router to navigate and inspect. */
export function renderRoutes(
  routes: RouteObject[],
  path = "/",
  wrap: (ui: ReactElement) => ReactElement = (ui) => ui,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(wrap(<RouterProvider router={router} />));
  return { router, user, ...result };
}
