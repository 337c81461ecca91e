import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { gqlErrors } from "../shared/testing";
import { announcement, announcementsPage, renderAnnouncements } from "./testing";

const form = () => screen.getByRole("form", { name: "Write to members" });
const preview = () => within(form()).getAllByRole("status")[0];
const subject = () => within(form()).getByLabelText(/^Subject/);
const message = () => within(form()).getByLabelText(/^Message/);

async function write(
  user: ReturnType<typeof renderAnnouncements>["user"],
  s = "Week 3 starts Monday",
  body = "Read Exodus 1-4.",
) {
  await user.type(subject(), s);
  await user.type(message(), body);
}

const sentRow = announcement({
  id: "2",
  subject: "Week 3 starts Monday",
  queuedAt: null,
  sent: 0,
  failed: 0,
  pending: 0,
});

describe("Write to members", { timeout: 20_000 }, () => {
  it("previews whom it reaches, again when the audience or group changes; a group is asked for its audiences", async () => {
    const t = renderAnnouncements();
    const audience = within(form()).getByRole("group", { name: "Audience" });
    expect(
      within(audience)
        .getAllByRole("radio")
        .map((r) => r.closest("div")!.textContent),
    ).toEqual(["Everyone active", "One group", "One group's members at risk"]);
    expect(within(audience).getByRole("radio", { name: "Everyone active" })).toBeChecked();
    expect(within(form()).queryByLabelText(/^Group/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(preview()).toHaveTextContent("This will reach 123 members (4 turned announcements off and are left out)."),
    );
    expect(t.named("AnnouncementPreview")[0].variables).toEqual({ input: { audience: "EVERYONE", groupId: null } });
    expect(t.named("AnnouncementPreview")[0].auth).toBe("admin");

    await t.user.click(within(audience).getByRole("radio", { name: "One group" }));
    expect(preview()).toHaveTextContent("Choose a group to see how many members this reaches.");
    const group = within(form()).getByLabelText(/^Group/);
    await waitFor(() => expect(within(group).getAllByRole("option")).toHaveLength(3));
    await t.user.selectOptions(group, "7");
    await waitFor(() => expect(preview()).toHaveTextContent("This will reach 12 members."));
    expect(t.named("AnnouncementPreview").at(-1)!.variables).toEqual({ input: { audience: "GROUP", groupId: "7" } });

    await t.user.click(within(audience).getByRole("radio", { name: "One group's members at risk" }));
    await waitFor(() =>
      expect(preview()).toHaveTextContent("This will reach 1 member (1 turned announcements off and is left out)."),
    );
    expect(t.named("AnnouncementPreview").at(-1)!.variables).toEqual({ input: { audience: "AT_RISK", groupId: "7" } });
    expect(await axeViolations()).toEqual([]);
  });

  it("asks before sending: Cancel sends nothing; Send sends, says so, clears the form and refreshes the list", async () => {
    let sent = false;
    const t = renderAnnouncements({
      AnnouncementPage: () => announcementsPage(sent ? [sentRow, announcement()] : [announcement()]),
      AnnouncementSend: () => {
        sent = true;
        return { data: { sendAnnouncement: sentRow } };
      },
    });
    await waitFor(() => expect(preview()).toHaveTextContent("This will reach 123 members"));
    await write(t.user);
    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    let dialog = screen.getByRole("dialog", { name: "Send announcement" });
    expect(dialog).toHaveAccessibleDescription("Send to 123 members?");
    expect(within(dialog).getByText("Week 3 starts Monday")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await t.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("AnnouncementSend")).toHaveLength(0);

    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    dialog = screen.getByRole("dialog", { name: "Send announcement" });
    await t.user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("AnnouncementSend")[0].variables).toEqual({
      input: { audience: "EVERYONE", groupId: null, subject: "Week 3 starts Monday", body: "Read Exodus 1-4." },
    });
    expect(t.named("AnnouncementSend")[0].auth).toBe("admin");
    expect(within(form()).getByText(/^Announcement sent to 123 members\./)).toHaveAttribute("role", "status");
    expect(subject()).toHaveValue("");
    expect(message()).toHaveValue("");
    await waitFor(() => expect(screen.getAllByRole("rowheader")).toHaveLength(2));
    expect(t.named("AnnouncementPage").length).toBeGreaterThanOrEqual(2);
    // the next try starts without the last one's news
    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    expect(within(form()).queryByText(/^Announcement sent/)).not.toBeInTheDocument();
  });

  it("checks before asking: what is missing or too long is said beside its field, and nothing is sent", async () => {
    const t = renderAnnouncements();
    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    expect(subject()).toHaveAccessibleDescription(/^Write a subject\./);
    expect(subject()).toHaveAttribute("aria-invalid", "true");
    expect(subject()).toHaveFocus();
    expect(message()).toHaveAccessibleDescription(/^Write the message\./);

    await write(t.user, "x".repeat(201), "Hello");
    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    expect(subject()).toHaveAccessibleDescription(/^The subject must be 1 to 200 characters\./);
    expect(within(form()).getByText("201 of 200 characters: 1 too many")).toBeInTheDocument();

    await t.user.clear(subject());
    await t.user.type(subject(), "Hello");
    await t.user.click(within(form()).getByRole("radio", { name: "One group" }));
    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    expect(within(form()).getByLabelText(/^Group/)).toHaveAccessibleDescription("Choose the group to write to.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("AnnouncementSend")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the server's refusals beside the fields they name; another refusal stays in the dialog", async () => {
    let answer = gqlErrors(
      { message: "The subject must be 1 to 200 characters.", code: "invalid", field: "subject" },
      { message: "The message must be 1 to 10000 characters (it has 10001).", code: "invalid", field: "body" },
    );
    const t = renderAnnouncements({ AnnouncementSend: () => answer });
    await waitFor(() => expect(preview()).toHaveTextContent("This will reach 123 members"));
    await write(t.user);
    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    await t.user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(subject()).toHaveAccessibleDescription(/^The subject must be 1 to 200 characters\./));
    expect(subject()).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(subject()).toHaveFocus());
    expect(message()).toHaveAccessibleDescription(/^The message must be 1 to 10000 characters \(it has 10001\)\./);
    expect(within(form()).queryByRole("alert")).not.toBeInTheDocument();
    expect(subject()).toHaveValue("Week 3 starts Monday");
    expect(await axeViolations()).toEqual([]);

    answer = gqlErrors({ message: "The database is busy. Please try again in a moment.", code: "unavailable" });
    await t.user.type(subject(), "!");
    await t.user.type(message(), "!");
    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    const dialog = screen.getByRole("dialog", { name: "Send announcement" });
    await t.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The database is busy. Please try again in a moment.",
    );
    expect(subject()).not.toHaveAttribute("aria-invalid");
  });
});
