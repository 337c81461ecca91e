import { InMemoryCache } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { NextGroupFieldsFragment } from "../gql/graphql";
import { formatCalendarDate } from "../lib/dates";
import { nextGroup } from "./fixtures";
import { NextGroupBanner } from "./NextGroupBanner";
import { CancelNextGroupMutation, JoinNextGroupMutation, NextGroupFields } from "./queries";

/** Renders the next group from the Apollo cache, as the dashboard does. */
function Harness({ id }: { id: string }) {
  const result = useFragment({ fragment: NextGroupFields, from: { __typename: "NextGroup", id } });
  if (!result.complete) return null;
  return <NextGroupBanner nextGroup={result.data as NextGroupFieldsFragment} />;
}

function renderBanner(start: NextGroupFieldsFragment, mocks: MockLink.MockedResponse[] = []) {
  const cache = new InMemoryCache();
  cache.writeFragment({ fragment: NextGroupFields, data: start });
  const user = userEvent.setup();
  render(
    <MockedProvider mocks={mocks} cache={cache}>
      <MemoryRouter>
        <Harness id={start.id} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { user };
}

const count = () => screen.getByTestId("next-group-count");

describe("NextGroupBanner", () => {
  it("shows the group and 'Join Next Group'; joining shows the server's count and Cancel", async () => {
    const { user } = renderBanner(nextGroup({ memberCount: 4 }), [
      {
        request: { query: JoinNextGroupMutation, variables: { id: "11" } },
        result: { data: { joinGroup: nextGroup({ memberCount: 5, alreadyJoined: true, canJoin: false }) } },
      },
      {
        request: { query: CancelNextGroupMutation, variables: { id: "11" } },
        result: { data: { cancelGroup: nextGroup({ memberCount: 4, alreadyJoined: false, canJoin: true }) } },
      },
    ]);
    expect(screen.getByRole("heading", { name: "April 2027 Group" })).toBeInTheDocument();
    expect(screen.getByText(formatCalendarDate("2027-04-01"))).toBeInTheDocument();
    expect(screen.getByText(formatCalendarDate("2027-04-15"))).toBeInTheDocument();
    expect(count()).toHaveTextContent("4/50 joined");

    await user.click(screen.getByRole("button", { name: "Join Next Group" }));
    expect(await screen.findByText("Scheduled for next group")).toBeInTheDocument();
    expect(count()).toHaveTextContent("5/50 joined");
    const cancel = screen.getByRole("button", { name: /^Cancel/ });
    expect(cancel).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Join Next Group" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("You are scheduled for April 2027 Group.");

    await user.click(cancel);
    expect(await screen.findByRole("button", { name: "Join Next Group" })).toHaveFocus();
    expect(count()).toHaveTextContent("4/50 joined");
    expect(screen.queryByText("Scheduled for next group")).not.toBeInTheDocument();
  });

  it("when already joined: 'Scheduled for next group' and Cancel", () => {
    renderBanner(nextGroup({ alreadyJoined: true, canJoin: false, memberCount: 9 }));
    expect(screen.getByText("Scheduled for next group")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel my place in April 2027 Group" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Join Next Group" })).not.toBeInTheDocument();
    expect(count()).toHaveTextContent("9/50 joined");
  });

  it("otherwise: 'Registration closed or group full' and no buttons", () => {
    renderBanner(nextGroup({ alreadyJoined: false, canJoin: false, memberCount: 50 }));
    expect(screen.getByText("Registration closed or group full")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(count()).toHaveTextContent("50/50 joined");
  });

  it("shows the server's reason when joining fails", async () => {
    const { user } = renderBanner(nextGroup(), [
      {
        request: { query: JoinNextGroupMutation, variables: { id: "11" } },
        result: { errors: [{ message: "April 2027 Group is full.", extensions: { code: "conflict" } }] },
      },
    ]);
    await user.click(screen.getByRole("button", { name: "Join Next Group" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("April 2027 Group is full.");
    expect(screen.getByRole("button", { name: "Join Next Group" })).toBeEnabled();
    expect(count()).toHaveTextContent("4/50 joined");
  });
});
