// The eight milestones' names, which the server sends as its fixed English data (journey/milestone.go):
// shown in the active language by that name, and as sent when this client does not know it.
import { msg, type Message, type Translate } from "../i18n";

const NAMES: Record<string, Message> = {
  "The Law": msg("dashboard.milestoneName.law"),
  "The History": msg("dashboard.milestoneName.history"),
  "The Wisdom": msg("dashboard.milestoneName.wisdom"),
  "Major Prophet": msg("dashboard.milestoneName.majorProphets"),
  "Major Prophets": msg("dashboard.milestoneName.majorProphets"),
  "Minor Prophet": msg("dashboard.milestoneName.minorProphets"),
  "Minor Prophets": msg("dashboard.milestoneName.minorProphets"),
  "The Gospel": msg("dashboard.milestoneName.gospel"),
  "The Epistles": msg("dashboard.milestoneName.epistles"),
  Revelation: msg("dashboard.milestoneName.revelation"),
};

/** A milestone's name in the active language: "The Law", "La Ley". */
export function milestoneName(name: string, t: Translate): string {
  const known = NAMES[name];
  return known ? t(known) : name;
}
