// Test helpers for the Today card (tests only): the card in a router, answering by operation name.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createTestClient, type Handler } from "../board/testing";
import { TodayCard } from "./TodayCard";

export function renderTodayCard(handlers: Record<string, Handler>, onCheckedIn?: () => void) {
  const t = createTestClient(handlers);
  const router = createMemoryRouter([{ path: "/dashboard", element: <TodayCard onCheckedIn={onCheckedIn} /> }], {
    initialEntries: ["/dashboard"],
  });
  const user = userEvent.setup();
  render(
    <t.wrapper>
      <main>
        <RouterProvider router={router} />
      </main>
    </t.wrapper>,
  );
  return { ...t, user };
}

/** The card's region. */
export const todayCard = () => screen.getByRole("region", { name: "Today" });
