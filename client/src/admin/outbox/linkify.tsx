import type { ReactNode } from "react";

// An http(s) address up to the next space or quote; punctuation that ends a sentence after it
// ("…?token=abc." or "(see https://x/y)") is not part of it.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING = /[.,;:!?)\]}]+$/;

/** Pieces of `text`: plain strings and the http(s) URLs in it, in order. */
export function splitUrls(text: string): Array<{ text: string; url?: true }> {
  const pieces: Array<{ text: string; url?: true }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = match[0].replace(TRAILING, "");
    if (start > last) pieces.push({ text: text.slice(last, start) });
    pieces.push({ text: url, url: true });
    last = start + url.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/**
 * A mail's plain text with its URLs as links. Only text and <a> elements are rendered (React
 * escapes the text), never the mail as HTML, so nothing in a mail can run or change the page.
 */
export function LinkifiedText({ text }: { text: string }): ReactNode {
  return splitUrls(text).map((piece, i) =>
    piece.url ? (
      <a key={i} href={piece.text}>
        {piece.text}
      </a>
    ) : (
      piece.text
    ),
  );
}
