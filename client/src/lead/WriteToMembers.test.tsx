import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { gqlErrors } from "../admin/shared/testing";
import { axeViolations } from "../test/axe";
import { renderLeadPage } from "./testing";

/** /lead on its Write to members tab. */
async function openWrite(handlers: Parameters<typeof renderLeadPage>[0] = {}) {
  const t = renderLeadPage(handlers);
  await t.user.click(await screen.findByRole("tab", { name: "Write to members" }));
  return t;
}

const form = () => screen.getByRole("form", { name: "Write to members" });
const preview = () => within(form()).getAllByRole("status")[0];
const sentStatus = () => within(form()).getAllByRole("status")[1];
const subject = () => within(form()).getByRole("textbox", { name: "Subject" });
const message = () => within(form()).getByRole("textbox", { name: "Message" });

const sent = (recipients = 12) => ({ data: { leaderSendAnnouncement: { __typename: "Announcement", id: "5", recipients } } });

describe("WriteToMembers", { timeout: 20_000 }, () => {
  it("previews whom it reaches, again when the audience changes", async () => {
    const t = await openWrite();
    const audience = within(form()).getByRole("group", { name: "Audience" });
    expect(within(audience).getAllByRole("radio").map((r) => r.closest("div")!.textContent)).toEqual([
      "Everyone in January 2027 Group",
      "Members at risk in January 2027 Group",
    ]);
    expect(within(audience).getByRole("radio", { name: "Everyone in January 2027 Group" })).toBeChecked();
    await waitFor(() => expect(preview()).toHaveTextContent("Goes to 12 members (1 turned announcements off)."));
    expect(t.named("LeadAnnouncementPreview")[0].variables).toEqual({ input: { audience: "GROUP", groupId: "7" } });
    expect(t.named("LeadAnnouncementPreview")[0].auth).toBeUndefined();

    await t.user.click(within(audience).getByRole("radio", { name: "Members at risk in January 2027 Group" }));
    await waitFor(() => expect(preview()).toHaveTextContent("Goes to 2 members (0 turned announcements off)."));
    expect(t.named("LeadAnnouncementPreview").at(-1)!.variables).toEqual({ input: { audience: "AT_RISK", groupId: "7" } });
    expect(await axeViolations()).toEqual([]);
  });

  it("checks the subject and message before asking, and shows a refusal naming the subject beside it", async () => {
    const t = await openWrite({
      LeadSendAnnouncement: () => gqlErrors({ message: "The subject must be 1 to 200 characters.", code: "invalid", field: "subject" }),
    });
    await waitFor(() => expect(preview()).toHaveTextContent("Goes to 12 members"));
    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    expect(subject()).toHaveAccessibleDescription(/^Write a subject\./);
    expect(message()).toHaveAccessibleDescription(/^Write the message\./);
    await waitFor(() => expect(subject()).toHaveFocus());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await t.user.type(subject(), "Week 3");
    await t.user.type(message(), "Read Exodus 1-4.");
    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    await t.user.click(within(screen.getByRole("dialog", { name: "Send to your group" })).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(subject()).toHaveAttribute("aria-invalid", "true");
    expect(subject()).toHaveAccessibleDescription(/^The subject must be 1 to 200 characters\./);
    expect(message()).not.toHaveAttribute("aria-invalid");
    expect(subject()).toHaveValue("Week 3"); // nothing typed is lost
    await waitFor(() => expect(subject()).toHaveFocus());
  });

  it("asks before sending, naming the count: Cancel sends nothing; Send sends, says so and clears the form", async () => {
    const t = await openWrite({ LeadSendAnnouncement: () => sent() });
    await waitFor(() => expect(preview()).toHaveTextContent("Goes to 12 members"));
    await t.user.type(subject(), " Week 3 starts Monday ");
    await t.user.type(message(), "Read Exodus 1-4.");
    const send = within(form()).getByRole("button", { name: "Send" });
    await t.user.click(send);
    let dialog = screen.getByRole("dialog", { name: "Send to your group" });
    expect(dialog).toHaveAccessibleDescription("Send to 12 members?");
    expect(within(dialog).getByText("Week 3 starts Monday")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await t.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("LeadSendAnnouncement")).toEqual([]);

    await t.user.click(send);
    dialog = screen.getByRole("dialog", { name: "Send to your group" });
    await t.user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sentStatus()).toHaveTextContent("Sent to 12 members. It goes out within the minute."));
    expect(t.named("LeadSendAnnouncement")).toEqual([
      {
        operationName: "LeadSendAnnouncement",
        variables: { input: { audience: "GROUP", groupId: "7", subject: "Week 3 starts Monday", body: "Read Exodus 1-4." } },
        auth: undefined,
      },
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(subject()).toHaveValue("");
    expect(message()).toHaveValue("");
  });

  it("keeps a refusal naming no input in the dialog", async () => {
    const t = await openWrite({
      LeadSendAnnouncement: () =>
        gqlErrors({ message: "Only the group's leaders and the programme's admins can write to its members.", code: "forbidden" }),
    });
    await waitFor(() => expect(preview()).toHaveTextContent("Goes to 12 members"));
    await t.user.type(subject(), "Week 3");
    await t.user.type(message(), "Read Exodus 1-4.");
    await t.user.click(within(form()).getByRole("button", { name: "Send" }));
    const dialog = screen.getByRole("dialog", { name: "Send to your group" });
    await t.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Only the group's leaders and the programme's admins can write to its members.");
    expect(sentStatus()).toBeEmptyDOMElement();
  });
});
