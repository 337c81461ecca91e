import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setAdminToken, setUserToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import type { AdminMessagesRowFragment } from "../../gql/graphql";
import { gqlError as shellGqlError, renderAdmin } from "../shell/testing";
import { GroupsTab } from "./GroupsTab";
import { april, axeViolations, fakeServer, january, renderWithServer } from "./testing";
import type { Handler } from "../../board/testing";

function setup(handlers: Record<string, Handler> = {}) {
  const server = fakeServer({ groups: [january, april], handlers });
  return renderWithServer(<GroupsTab />, server.handlers);
}

function posted(input: Record<string, unknown>): { data: { createGroupMessage: AdminMessagesRowFragment } } {
  return {
    data: {
      createGroupMessage: {
        __typename: "AdminMessage",
        id: "31",
        groupId: String(input.groupId),
        groupName: january.name,
        source: "ADMIN",
        type: "ANNOUNCEMENT",
        priority: "NORMAL",
        title: String(input.title),
        content: String(input.content),
        authorName: "Ada Admin",
        createdAt: "2031-01-05T10:00:00Z",
        updatedAt: "2031-01-05T10:00:00Z",
        openReportCount: 0,
        hidden: false,
        reports: [],
      },
    },
  };
}

const modal = () => screen.getByRole("dialog", { name: `Post message to ${january.name}` });

async function openAndFill(user: ReturnType<typeof setup>["user"], title = "Welcome", content = "Glad you are here.") {
  await user.click(await screen.findByRole("button", { name: `Post message to ${january.name}` }));
  if (title) await user.type(within(modal()).getByLabelText("Title"), title);
  if (content) await user.type(within(modal()).getByLabelText("Content"), content);
  await user.click(within(modal()).getByRole("button", { name: "Post message" }));
}

describe("Groups tab: Post message", { timeout: 30_000 }, () => {
  it("needs a title and content, says beside each what is missing and sends nothing", async () => {
    const t = setup();
    await openAndFill(t.user, "", "");
    const title = within(modal()).getByLabelText("Title");
    const content = within(modal()).getByLabelText("Content");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription("A title is required.");
    expect(content).toHaveAccessibleDescription(expect.stringContaining("Write a message before posting."));
    expect(title).toHaveFocus();
    expect(t.named("AdminMessagesCreate")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await t.user.click(within(modal()).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Post message to ${january.name}` })).toHaveFocus();
    expect(t.named("AdminMessagesCreate")).toHaveLength(0);
  });

  it("posts an announcement of normal priority to that group, closes and says so", async () => {
    const t = setup({ AdminMessagesCreate: (v) => posted(v.input as Record<string, unknown>) });
    await openAndFill(t.user, "  Welcome  ", " Glad you are here. ");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("AdminMessagesCreate")[0].variables).toEqual({
      input: { groupId: january.id, type: "ANNOUNCEMENT", priority: "NORMAL", title: "Welcome", content: "Glad you are here." },
    });
    expect(t.named("AdminMessagesCreate")[0].auth).toBe("admin");
    expect(screen.getByRole("status")).toHaveTextContent(`Message posted to ${january.name}.`);
  });

  it.each([
    ["the server's message", () => shellGqlError("This group is closed: nothing can be posted to it.", "invalid"), "This group is closed: nothing can be posted to it."],
    ["'Failed to post message' when the server gave no words", () => shellGqlError("", "internal"), "Failed to post message"],
    ["'Failed to post message. Please try again.' when no answer came", () => new TypeError("Failed to fetch"), "Failed to post message. Please try again."],
  ])("a failed post says %s, and the modal stays open", async (_case, answer, text) => {
    const t = setup({ AdminMessagesCreate: answer });
    await openAndFill(t.user);
    const alert = await within(modal()).findByRole("alert");
    expect(alert.textContent).toBe(text);
    expect(within(modal()).getByLabelText("Title")).toHaveValue("Welcome");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a server error about the content beside the content", async () => {
    const t = setup({
      AdminMessagesCreate: () => shellGqlError("A message can be at most 4000 characters (this one has 4001).", "invalid", "content"),
    });
    await openAndFill(t.user);
    const content = within(modal()).getByLabelText("Content");
    await waitFor(() => expect(content).toHaveAttribute("aria-invalid", "true"));
    expect(content).toHaveAccessibleDescription(expect.stringContaining("A message can be at most 4000 characters (this one has 4001)."));
    expect(within(modal()).queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("Groups tab: Post message when the admin session is refused", { timeout: 30_000 }, () => {
  it.each(["unauthorized", "forbidden"])(
    "a %s answer ends the admin session: the sign-in says 'Your admin session expired. Please sign in again.'",
    async (code) => {
      setAdminToken(testToken("admin"));
      setUserToken("member-token-untouched");
      const { user, named } = renderAdmin("/admin/groups", {
        AdminGroupsTab: () => ({ data: { adminGroups: [january] } }),
        AdminMessagesCreate: () => shellGqlError("Your session has expired. Please log in again.", code),
      });
      await user.click(await screen.findByRole("button", { name: `Post message to ${january.name}` }));
      await user.type(within(modal()).getByLabelText("Title"), "Welcome");
      await user.type(within(modal()).getByLabelText("Content"), "Glad you are here.");
      await user.click(within(modal()).getByRole("button", { name: "Post message" }));

      expect(await screen.findByRole("alert")).toHaveTextContent(/^Your admin session expired\. Please sign in again\.$/);
      expect(screen.getByRole("form", { name: "Admin Sign In" })).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(localStorage.getItem("adminToken")).toBeNull();
      expect(localStorage.getItem("userToken")).toBe("member-token-untouched");
      expect(named("AdminMessagesCreate")).toHaveLength(1);
    },
  );
});
