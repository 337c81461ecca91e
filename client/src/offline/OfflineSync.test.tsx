import { render, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { setUserToken } from "../auth/storage";
import { createTestClient } from "../board/testing";
import { today } from "../dashboard/fixtures";
import { TodayCard } from "../dashboard/TodayCard";
import { todayCard } from "../dashboard/todayTesting";
import type { CheckInAnswer } from "../gql/graphql";
import { OfflineSync } from "./OfflineSync";
import { QUEUE_CHANNEL } from "./sync";

describe("OfflineSync", () => {
  it("shows a check-in that another tab sent from the queue: this tab asks for the card again", async () => {
    setUserToken("member-token");
    let answer: CheckInAnswer | null = null;
    const t = createTestClient({ Today: () => ({ data: { today: today({ answer }) } }) });
    const screen = (
      <>
        <OfflineSync />
        <main>
          <TodayCard />
        </main>
      </>
    );
    const router = createMemoryRouter([{ path: "/dashboard", element: screen }], { initialEntries: ["/dashboard"] });
    render(
      <t.wrapper>
        <RouterProvider router={router} />
      </t.wrapper>,
    );
    expect(await within(todayCard()).findByText("You have not checked in today.")).toBeInTheDocument();

    // the other tab's flush sent the check-in queued offline, then told the tabs what it changed
    answer = "READ";
    const otherTab = new BroadcastChannel(QUEUE_CHANNEL);
    try {
      otherTab.postMessage({ refetch: ["Today"] });
      expect(await within(todayCard()).findByText("Checked in: you read today.")).toBeInTheDocument();
    } finally {
      otherTab.close();
    }
    expect(t.calls.filter((c) => c.operationName === "Today")).toHaveLength(2);
  });
});
