import type { MessageType } from "../gql/graphql";
import { Icon } from "../icons/Icon";

// Line icons for the message types (decorative: the type is always written next to them).
const PATHS: Record<MessageType, string[]> = {
  MILESTONE: ["M5 21V4", "M5 4h11l-2 4 2 4H5"],
  ENCOURAGEMENT: [
    "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
    "M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  ],
  PRAYER: [
    "M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z",
  ],
  TESTIMONY: ["M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"],
  QUESTION: ["M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z", "M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3", "M12 17h.01"],
  REMINDER: ["M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9", "M13.7 21a2 2 0 0 1-3.4 0"],
  ANNOUNCEMENT: ["M3 10v4h3l5 4V6L6 10H3z", "M15.5 8.5a5 5 0 0 1 0 7", "M18.5 5.5a9 9 0 0 1 0 13"],
};

const FALLBACK = ["M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"];

export function TypeIcon({ type, className }: { type: MessageType; className?: string }) {
  return (
    <Icon className={className} width="18" height="18" data-type={type}>
      {(PATHS[type] ?? FALLBACK).map((d) => (
        <path key={d} d={d} />
      ))}
    </Icon>
  );
}
