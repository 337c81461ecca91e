import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { message } from "../board/testing";
import { formatMessageTime, mayReport, MessageItem, messageTitle } from "./MessageItem";

describe("MessageItem", () => {
  it("shows a member message: 'Message from {author}', the Member tag, author, time, type as text", () => {
    render(<MessageItem message={message({ type: "PRAYER", authorName: "Ruth Member" })} />);
    const article = screen.getByRole("article", { name: "Message from Ruth Member" });
    expect(within(article).getByRole("heading", { level: 3 })).toHaveTextContent("Message from Ruth Member");
    expect(within(article).getByText("Member")).toBeInTheDocument();
    expect(within(article).getByText("Prayer Request")).toBeInTheDocument();
    const icon = article.querySelector("svg.message-type-icon")!;
    expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(icon).toHaveAttribute("data-type", "PRAYER");
    expect(within(article).getByText("Ruth Member")).toBeInTheDocument();
    const time = article.querySelector("time")!;
    expect(time).toHaveAttribute("datetime", "2027-01-05T17:30:00Z");
    expect(time).toHaveTextContent(formatMessageTime("2027-01-05T17:30:00Z"));
    expect(time.textContent).toMatch(/2027/);
    expect(within(article).queryByText("NEW")).not.toBeInTheDocument();
  });

  it("shows an admin message with its title, no Member tag, and its priority as text", () => {
    render(
      <MessageItem
        message={message({ source: "ADMIN", title: "Week 2 begins", authorName: "Programme Team", type: "ANNOUNCEMENT", priority: "URGENT" })}
      />,
    );
    const article = screen.getByRole("article", { name: "Week 2 begins" });
    expect(within(article).queryByText("Member")).not.toBeInTheDocument();
    expect(within(article).getByText("Announcement")).toBeInTheDocument();
    expect(within(article).getByText("Urgent")).toBeInTheDocument();
    expect(within(article).getByText("Programme Team")).toBeInTheDocument();
  });

  it("falls back to 'Message from {author}' for an admin message without a title", () => {
    expect(messageTitle({ source: "ADMIN", type: "REMINDER", title: null, authorName: "Team" })).toBe("Message from Team");
    expect(messageTitle({ source: "USER", type: "PRAYER", title: "ignored", authorName: "Ann" })).toBe("Message from Ann");
  });

  it("shows a group leader's announcement with its title and a Group leader tag, not Member", () => {
    render(
      <MessageItem
        message={message({ source: "USER", type: "ANNOUNCEMENT", title: "Week 8", authorName: "Lea Leader", content: "Keep going!" })}
      />,
    );
    const article = screen.getByRole("article", { name: "Week 8" });
    expect(within(article).getByText("Group leader")).toBeInTheDocument();
    expect(within(article).queryByText("Member")).not.toBeInTheDocument();
    expect(within(article).getByText("Lea Leader")).toBeInTheDocument();
  });

  it("tags unread messages NEW", () => {
    render(<MessageItem message={message({ unread: true })} />);
    expect(screen.getByText("NEW")).toBeInTheDocument();
  });

  it("shows the content as text: markup stays literal, line breaks are kept, URLs become safe links", () => {
    const content = "<b>hi</b>\n<script>alert(1)</script>\nhttps://example.org/x javascript:alert(2)";
    const { container } = render(<MessageItem message={message({ content })} />);
    const body = container.querySelector(".message-content")!;
    expect(body.textContent).toBe(content);
    expect(body.querySelector("b, script")).toBeNull();
    const links = within(body as HTMLElement).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://example.org/x");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer nofollow");
  });

  it("shows the delete button only when allowed, and reports the message", async () => {
    const onDelete = vi.fn();
    const m = message();
    const { rerender } = render(<MessageItem message={m} onDelete={onDelete} />);
    expect(screen.queryByRole("button", { name: "Delete message" })).not.toBeInTheDocument();
    rerender(<MessageItem message={m} canDelete onDelete={onDelete} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete message" }));
    expect(onDelete).toHaveBeenCalledWith(m);
  });

  it("shows Report (naming the author) when allowed, and 'Reported' instead once reported", async () => {
    const onReport = vi.fn();
    const m = message({ authorName: "Ana" });
    const { rerender } = render(<MessageItem message={m} onReport={onReport} />);
    expect(screen.queryByRole("button", { name: /Report/ })).not.toBeInTheDocument();
    rerender(<MessageItem message={m} canReport onReport={onReport} />);
    const button = screen.getByRole("button", { name: "Report message from Ana" });
    expect(button).toHaveTextContent("Report");
    await userEvent.click(button);
    expect(onReport).toHaveBeenCalledWith(m);
    rerender(<MessageItem message={m} canReport reported onReport={onReport} />);
    expect(screen.queryByRole("button", { name: "Report message from Ana" })).not.toBeInTheDocument();
    expect(screen.getByText("Reported")).toBeInTheDocument();
  });

  it("lets a member report other members' messages only", () => {
    const member = { isAdmin: false };
    expect(mayReport({ source: "USER", mine: false }, member)).toBe(true);
    expect(mayReport({ source: "USER", mine: true }, member)).toBe(false);
    expect(mayReport({ source: "ADMIN", mine: false }, member)).toBe(false);
    expect(mayReport({ source: "USER", mine: false }, { isAdmin: true })).toBe(false);
  });
});
