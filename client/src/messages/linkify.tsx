import type { ReactNode } from "react";

/** A piece of message text: plain text, or a web address that is safe to link. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// Candidates only: anything starting http:// or https:// up to white space or a character
// that cannot end an address in running text. Each candidate is then parsed with URL.
const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'"»”’]+$/;

/** Cuts trailing punctuation, and a closing bracket that has no opening one in the address. */
function trimCandidate(candidate: string): string {
  let s = candidate.replace(TRAILING, "");
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
    ["{", "}"],
  ] as const) {
    while (s.endsWith(close) && s.split(open).length < s.split(close).length) {
      s = s.slice(0, -1).replace(TRAILING, "");
    }
  }
  return s;
}

/** The address as a link target, or null unless it parses as an http: or https: URL. */
export function safeHref(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname) return null;
  return url.href;
}

/** Splits text into plain parts and links; only http(s) URLs become links. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let index = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index ?? 0;
    const candidate = trimCandidate(match[0]);
    const href = safeHref(candidate);
    if (!href) continue; // stays plain text
    if (start > index) parts.push({ kind: "text", text: text.slice(index, start) });
    parts.push({ kind: "link", text: candidate, href });
    index = start + candidate.length;
  }
  if (index < text.length) parts.push({ kind: "text", text: text.slice(index) });
  return parts;
}

/**
 * Message content as React text (never HTML): line breaks are kept by the CSS
 * (white-space: pre-wrap) and web addresses become links that open in a new tab.
 */
export function LinkifiedText({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, i) =>
    part.kind === "link" ? (
      <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
        {part.text}
      </a>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}
