import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LinkifiedText, safeHref, splitLinks } from "./linkify";

describe("splitLinks", () => {
  it("keeps text without addresses as one part", () => {
    expect(splitLinks("Day 12 done!\nOn to day 13.")).toEqual([{ kind: "text", text: "Day 12 done!\nOn to day 13." }]);
  });

  it("links http and https addresses and leaves trailing punctuation outside", () => {
    expect(splitLinks("See https://example.org/plan?day=3. And (http://example.com/a).")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.org/plan?day=3", href: "https://example.org/plan?day=3" },
      { kind: "text", text: ". And (" },
      { kind: "link", text: "http://example.com/a", href: "http://example.com/a" },
      { kind: "text", text: ")." },
    ]);
  });

  it("keeps a bracket that belongs to the address", () => {
    const parts = splitLinks("https://en.wikipedia.org/wiki/Psalm_(book) is long");
    expect(parts[0]).toMatchObject({ kind: "link", text: "https://en.wikipedia.org/wiki/Psalm_(book)" });
  });

  it("never links other schemes", () => {
    for (const text of ["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://example.org/x", "mailto:a@b.c"]) {
      expect(splitLinks(text)).toEqual([{ kind: "text", text }]);
    }
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("https://")).toBeNull();
    expect(safeHref("https://example.org")).toBe("https://example.org/");
  });

  it("does not link a scheme hidden inside a word", () => {
    expect(splitLinks("xhttps://example.org")).toEqual([{ kind: "text", text: "xhttps://example.org" }]);
  });
});

describe("LinkifiedText", () => {
  it("renders links that open safely in a new tab and everything else as text", () => {
    const { container } = render(
      <p>
        <LinkifiedText text={'<script>alert("x")</script> see https://example.org/a and javascript:alert(1)'} />
      </p>,
    );
    const link = screen.getByRole("link", { name: "https://example.org/a" });
    expect(link).toHaveAttribute("href", "https://example.org/a");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(container.querySelector("script")).toBeNull();
    expect(container).toHaveTextContent('<script>alert("x")</script> see https://example.org/a and javascript:alert(1)');
  });
});
