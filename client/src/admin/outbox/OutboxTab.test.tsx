import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormattedExecutionResult } from "graphql";
import { describe, expect, it } from "vitest";
import { createTestClient, type Handler } from "../../board/testing";
import type { OutboxEmailFieldsFragment } from "../../gql/graphql";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { OUTBOX_PAGE_SIZE, OutboxTab } from "./OutboxTab";
import { pageAnswer, type PageOptions } from "../shared/testing";

const RESET_LINK = "https://journey.example/reset-password?token=Zm9vYmFy_9-x";

function mail(overrides: Partial<OutboxEmailFieldsFragment> = {}): OutboxEmailFieldsFragment {
  return {
    __typename: "OutboxEmail",
    id: "3",
    kind: "password_reset",
    toAddress: "ada@example.com",
    subject: "Reset your Journey 365 password",
    status: "PENDING",
    attempts: 0,
    lastError: null,
    bodyText: `Hello Ada,\n\nSomeone asked to reset your password. Open ${RESET_LINK}.\nThe link works for one hour.\n<script>alert(1)</script>`,
    createdAt: "2026-11-23T15:00:00Z",
    nextAttemptAt: "2026-11-23T15:00:00Z",
    sentAt: null,
    ...overrides,
  };
}

const pending = mail();
const sent = mail({
  id: "2",
  kind: "welcome",
  toAddress: "ruth@example.com",
  subject: "Welcome to Journey 365",
  status: "SENT",
  attempts: 1,
  bodyText: "Welcome, Ruth! Your dashboard: https://journey.example/dashboard",
  createdAt: "2026-11-22T10:00:00Z",
  nextAttemptAt: null,
  sentAt: "2026-11-22T10:00:05Z",
});
const failed = mail({
  id: "1",
  kind: "award_approved",
  toAddress: "sam@example.com",
  subject: "Your award was approved",
  status: "FAILED",
  attempts: 3,
  lastError: "550 5.1.1 mailbox unavailable",
  bodyText: "Congratulations, Sam!",
  createdAt: "2026-11-21T09:00:00Z",
});

function outboxPage(nodes: OutboxEmailFieldsFragment[], options: PageOptions = {}): FormattedExecutionResult {
  return pageAnswer("adminOutbox", "OutboxPage", nodes, options);
}

function renderOutbox(handlers: Record<string, Handler> = {}, configured = false) {
  const t = createTestClient({
    OutboxPage: () => outboxPage([pending, sent, failed]),
    OutboxMailConfigured: () => ({ data: { adminMailConfigured: configured } }),
    ...handlers,
  });
  const user = userEvent.setup();
  render(
    <main>
      <OutboxTab />
    </main>,
    { wrapper: t.adminWrapper },
  );
  return { ...t, user };
}

const MAIL_NOT_SET_UP = "Mail is not set up (no SMTP_URL): mails wait here. Open a mail to read it and follow its links.";
const PRIVATE_LINKS_SHOWN =
  "Because no mail leaves the server, the private links in waiting mails (password resets, donors' manage links) are shown here, to every admin. Once SMTP_URL is set they are only in the mail.";
const PRIVATE_LINKS_HIDDEN =
  "Mail is set up: private links (password resets, donors' manage links) are only in the mail its recipient gets. Here they read [private link: only in the mail].";

const table = () => screen.getByRole("table", { name: "Outbox, newest first" });
const rowOf = (to: string) => screen.getByRole("rowheader", { name: to }).closest("tr")!;

describe("OutboxTab", { timeout: 20_000 }, () => {
  it("without SMTP: the notice at the top, then the mails newest first with every column and the status in words", async () => {
    const t = renderOutbox();
    expect(await screen.findByText(MAIL_NOT_SET_UP)).toBeInTheDocument();
    expect(MAIL_NOT_SET_UP).toBe(
      "Mail is not set up (no SMTP_URL): mails wait here. Open a mail to read it and follow its links.",
    );
    // the notice comes first, right under the heading
    const heading = screen.getByRole("heading", { level: 2, name: "Outbox" });
    expect(heading.nextElementSibling).toHaveTextContent(MAIL_NOT_SET_UP);

    await screen.findByRole("rowheader", { name: "ada@example.com" });
    expect(within(table()).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "To",
      "Subject",
      "Kind",
      "Status",
      "Attempts",
      "Created",
      "Last error",
      "Actions",
    ]);
    expect(within(table()).getAllByRole("rowheader").map((h) => h.textContent)).toEqual([
      "ada@example.com",
      "ruth@example.com",
      "sam@example.com",
    ]);
    const cells = (to: string) => within(rowOf(to)).getAllByRole("cell").map((c) => c.textContent);
    expect(cells("ada@example.com").slice(0, 4)).toEqual(["Reset your Journey 365 password", "Password reset", "Pending", "0"]);
    expect(cells("ada@example.com")[5]).toBe("None");
    expect(cells("ruth@example.com").slice(0, 4)).toEqual(["Welcome to Journey 365", "Welcome", "Sent", "1"]);
    expect(cells("sam@example.com").slice(0, 6)).toEqual([
      "Your award was approved",
      "Award approved",
      "Failed",
      "3",
      expect.any(String),
      "550 5.1.1 mailbox unavailable",
    ]);
    expect(within(rowOf("ada@example.com")).getByRole("cell", { name: /2026/ }).querySelector("time")).toHaveAttribute(
      "dateTime",
      "2026-11-23T15:00:00Z",
    );
    expect(screen.getByText("3 mails")).toBeInTheDocument();

    // Retry only where it can help: pending and failed, not sent
    expect(within(rowOf("ada@example.com")).getByRole("button", { name: /^Retry/ })).toBeInTheDocument();
    expect(within(rowOf("sam@example.com")).getByRole("button", { name: /^Retry/ })).toBeInTheDocument();
    expect(within(rowOf("ruth@example.com")).queryByRole("button", { name: /^Retry/ })).not.toBeInTheDocument();

    expect(t.named("OutboxPage")[0].variables).toEqual({ status: null, first: OUTBOX_PAGE_SIZE, after: null });
    expect(t.named("OutboxPage")[0].auth).toBe("admin");
    expect(t.named("OutboxMailConfigured")[0].auth).toBe("admin");
    expect(await axeViolations()).toEqual([]);
  });

  it("without SMTP the notice says private links show here for every admin, and only until mail is set up", async () => {
    renderOutbox();
    const notice = (await screen.findByText(MAIL_NOT_SET_UP)).closest("p")!;
    expect(notice).toHaveTextContent(`${MAIL_NOT_SET_UP} ${PRIVATE_LINKS_SHOWN}`);
    expect(PRIVATE_LINKS_SHOWN).toBe(
      "Because no mail leaves the server, the private links in waiting mails (password resets, donors' manage links) are shown here, to every admin. Once SMTP_URL is set they are only in the mail.",
    );
    expect(screen.queryByText(PRIVATE_LINKS_HIDDEN)).not.toBeInTheDocument();
  });

  it("with SMTP set up the notice says private links are only in the mail, and a redacted one is text, not a link", async () => {
    const redacted = mail({ bodyText: "Hello Ada,\n\nOpen this link within one hour:\n\n[private link: only in the mail]\n" });
    const t = renderOutbox({ OutboxPage: () => outboxPage([redacted]) }, true);
    await screen.findByRole("rowheader", { name: "ada@example.com" });
    expect(t.named("OutboxMailConfigured")).toHaveLength(1);
    expect(screen.queryByText(/Mail is not set up/)).not.toBeInTheDocument();
    expect(screen.queryByText(PRIVATE_LINKS_SHOWN)).not.toBeInTheDocument();
    const notice = await screen.findByText(PRIVATE_LINKS_HIDDEN);
    expect(PRIVATE_LINKS_HIDDEN).toBe(
      "Mail is set up: private links (password resets, donors' manage links) are only in the mail its recipient gets. Here they read [private link: only in the mail].",
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Outbox" });
    expect(heading.nextElementSibling).toBe(notice);

    await t.user.click(within(rowOf("ada@example.com")).getByRole("button", { name: /^Read the mail to ada@example.com/ }));
    const dialog = screen.getByRole("dialog", { name: "Reset your Journey 365 password" });
    expect(within(dialog).getByText(/\[private link: only in the mail\]/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("link")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("filters by status (All, Pending, Sent, Failed) and says when none match", async () => {
    const t = renderOutbox({
      OutboxPage: (v) =>
        outboxPage([pending, sent, failed].filter((m) => !v.status || m.status === v.status)),
    });
    await screen.findByRole("rowheader", { name: "ada@example.com" });
    const select = screen.getByLabelText("Status");
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["All", "Pending", "Sent", "Failed"]);

    await t.user.selectOptions(select, "FAILED");
    await waitFor(() => expect(within(table()).getAllByRole("rowheader").map((h) => h.textContent)).toEqual(["sam@example.com"]));
    expect(t.named("OutboxPage").at(-1)!.variables).toEqual({ status: "FAILED", first: OUTBOX_PAGE_SIZE, after: null });
    expect(screen.getByText("1 mail")).toBeInTheDocument();

    await t.user.selectOptions(select, "SENT");
    await screen.findByRole("rowheader", { name: "ruth@example.com" });
    expect(t.named("OutboxPage").at(-1)!.variables.status).toBe("SENT");
  });

  it("says so when a status has no mails", async () => {
    const t = renderOutbox({ OutboxPage: (v) => outboxPage(v.status ? [] : [pending]) });
    await screen.findByRole("rowheader", { name: "ada@example.com" });
    await t.user.selectOptions(screen.getByLabelText("Status"), "FAILED");
    expect(await screen.findByText("No failed mails.")).toBeInTheDocument();
    expect(screen.getByText("0 mails")).toBeInTheDocument();
  });

  it("pages with Previous and Next, sending the page's end cursor", async () => {
    const t = renderOutbox({
      OutboxPage: (v) =>
        v.after
          ? outboxPage([failed], { totalCount: 51 })
          : outboxPage([pending, sent], { totalCount: 51, hasNextPage: true, endCursor: "cursor-2" }),
    });
    await screen.findByRole("rowheader", { name: "ada@example.com" });
    const pager = screen.getByRole("navigation", { name: "Outbox, newest first pages" });
    expect(within(pager).getByText("Page 1 of 2")).toBeInTheDocument();
    await t.user.click(within(pager).getByRole("button", { name: "Next page" }));
    await screen.findByRole("rowheader", { name: "sam@example.com" });
    expect(t.named("OutboxPage").at(-1)!.variables).toEqual({ status: null, first: OUTBOX_PAGE_SIZE, after: "cursor-2" });
    expect(within(pager).getByText("Page 2 of 2")).toBeInTheDocument();
    await t.user.click(within(pager).getByRole("button", { name: "Previous page" }));
    await screen.findByRole("rowheader", { name: "ada@example.com" });
  });

  it("opens a mail to read its text, whose URLs are links (markup stays text); Close returns to the row", async () => {
    const t = renderOutbox();
    await screen.findByRole("rowheader", { name: "ada@example.com" });
    const read = within(rowOf("ada@example.com")).getByRole("button", {
      name: "Read the mail to ada@example.com: Reset your Journey 365 password",
    });
    await t.user.click(read);
    const dialog = screen.getByRole("dialog", { name: "Reset your Journey 365 password" });
    const link = within(dialog).getByRole("link", { name: RESET_LINK });
    expect(link).toHaveAttribute("href", RESET_LINK);
    expect(within(dialog).getByText(/Someone asked to reset your password/)).toBeInTheDocument();
    expect(within(dialog).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(dialog.querySelector("script")).toBeNull();
    expect(within(dialog).getByText("Pending")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await t.user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(read).toHaveFocus();
  });

  it("Retry tries a mail again: the row updates from the answer and the result is announced", async () => {
    let retried = false;
    const t = renderOutbox({
      OutboxPage: () => outboxPage([pending, sent, retried ? { ...failed, status: "SENT", attempts: 4, lastError: null } : failed]),
      OutboxRetry: (v) => {
        retried = true;
        return { data: { retryOutboxEmail: { ...failed, id: v.id as string, status: "SENT", attempts: 4, lastError: null, sentAt: "2026-11-23T16:00:00Z" } } };
      },
    });
    await screen.findByRole("rowheader", { name: "sam@example.com" });
    await t.user.click(within(rowOf("sam@example.com")).getByRole("button", { name: "Retry the mail to sam@example.com: Your award was approved" }));
    await waitFor(() => expect(screen.getByText("The mail to sam@example.com was sent.")).toBeInTheDocument());
    expect(screen.getByText("The mail to sam@example.com was sent.")).toHaveAttribute("role", "status");
    expect(t.named("OutboxRetry")[0].variables).toEqual({ id: "1" });
    expect(t.named("OutboxRetry")[0].auth).toBe("admin");
    await waitFor(() => expect(within(rowOf("sam@example.com")).getByText("Sent")).toBeInTheDocument());
    expect(within(rowOf("sam@example.com")).queryByRole("button", { name: /^Retry/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("Retry of a mail still waiting says it is queued; a refusal is shown in the server's words", async () => {
    let refuse = false;
    const t = renderOutbox({
      OutboxRetry: () =>
        refuse
          ? { data: null, errors: [{ message: "This mail was already sent.", extensions: { code: "conflict" } }] }
          : { data: { retryOutboxEmail: { ...pending, attempts: 0 } } },
    });
    await screen.findByRole("rowheader", { name: "ada@example.com" });
    const retry = within(rowOf("ada@example.com")).getByRole("button", { name: /^Retry/ });
    await t.user.click(retry);
    expect(await screen.findByText("The mail to ada@example.com is queued to be sent again now.")).toBeInTheDocument();

    refuse = true;
    await t.user.click(within(rowOf("ada@example.com")).getByRole("button", { name: /^Retry/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not retry the mail to ada@example.com: This mail was already sent.",
    );
    expect(screen.queryByText(/queued to be sent again/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("a failed load says so in words and tries again", async () => {
    let fail = true;
    const t = renderOutbox({ OutboxPage: () => (fail ? new TypeError("Failed to fetch") : outboxPage([pending])) });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Outbox could not be loaded. We could not reach the server. Check your connection and try again.",
    );
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    fail = false;
    await t.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("rowheader", { name: "ada@example.com" })).toBeInTheDocument();
  });

  it("reads in Spanish: heading, notice, columns, kinds and statuses by their keys, the count, and the dialog", async () => {
    inLanguage("es");
    const t = renderOutbox();
    expect(await screen.findByText("El correo no está configurado (no hay SMTP_URL): los correos esperan aquí. Abra un correo para leerlo y seguir sus enlaces.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Bandeja de salida" })).toBeInTheDocument();
    await screen.findByRole("rowheader", { name: "ada@example.com" });
    const table = screen.getByRole("table", { name: "Bandeja de salida, el más reciente primero" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Para",
      "Asunto",
      "Tipo",
      "Estado",
      "Intentos",
      "Creado",
      "Último error",
      "Acciones",
    ]);
    const cells = (to: string) => within(rowOf(to)).getAllByRole("cell").map((c) => c.textContent);
    expect(cells("ada@example.com").slice(1, 3)).toEqual(["Restablecimiento de contraseña", "Pendiente"]);
    expect(cells("sam@example.com").slice(1, 3)).toEqual(["Reconocimiento aprobado", "Fallido"]);
    expect(screen.getByText("3 correos")).toBeInTheDocument();
    await t.user.click(within(rowOf("ruth@example.com")).getByRole("button", { name: /^Leer el correo para ruth@example.com/ }));
    const dialog = screen.getByRole("dialog", { name: "Welcome to Journey 365" });
    expect(within(dialog).getByRole("heading", { name: "Texto" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
    for (const english of ["Outbox", "Password reset", "Pending", "3 mails", "Retry", "Last error", "Text"]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});
