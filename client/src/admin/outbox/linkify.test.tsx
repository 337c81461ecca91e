import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LinkifiedText, splitUrls } from "./linkify";

describe("splitUrls", () => {
  it("finds http and https URLs and leaves sentence punctuation after them", () => {
    expect(splitUrls("Open https://j.example/reset-password?token=a_b-9. Thanks (or http://x.example/y)!")).toEqual([
      { text: "Open " },
      { text: "https://j.example/reset-password?token=a_b-9", url: true },
      { text: ". Thanks (or " },
      { text: "http://x.example/y", url: true },
      { text: ")!" },
    ]);
  });

  it("keeps text without URLs whole, and ignores other schemes", () => {
    expect(splitUrls("Hello\njavascript:alert(1) mailto:a@b.c")).toEqual([{ text: "Hello\njavascript:alert(1) mailto:a@b.c" }]);
    expect(splitUrls("")).toEqual([]);
  });
});

describe("LinkifiedText", () => {
  it("renders URLs as links and markup in the text as text", () => {
    const { container } = render(
      <p>
        <LinkifiedText text={'<b>Hi</b> <img src=x onerror="alert(1)"> go to https://j.example/a?b=1&c=2'} />
      </p>,
    );
    expect(screen.getByRole("link", { name: "https://j.example/a?b=1&c=2" })).toHaveAttribute("href", "https://j.example/a?b=1&c=2");
    expect(container.querySelector("b, img")).toBeNull();
    expect(container.textContent).toContain('<b>Hi</b> <img src=x onerror="alert(1)">');
  });
});
