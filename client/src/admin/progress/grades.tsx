import type { Grade, LegacyClaimStatus, TrophyRequestStatus } from "../../gql/graphql";
import { translate, useT, type Translate } from "../../i18n";
import { Chip, type ChipTone } from "../../ui/Chip";

// Spec 2: grades A green, B blue, C yellow, otherwise red. The letter is always shown.
const GRADE_TONES: Record<Grade, ChipTone> = { A: "success", B: "info", C: "warning", D: "danger" };

/** A grade as a chip with its letter, or '--' when nothing is entered. */
export function GradeChip({ grade }: { grade: Grade | null }) {
  if (!grade) return <span>--</span>;
  return <Chip tone={GRADE_TONES[grade] ?? "danger"}>{grade}</Chip>;
}

const STATUS_TONES: Record<string, ChipTone> = { PENDING: "warning", APPROVED: "success", REJECTED: "danger" };

/** "PENDING" → "Pending" (a status this client does not know yet: its words as they are). */
export function statusWord(status: string, t: Translate = translate): string {
  const lower = status.toLowerCase().replace(/_/g, " ");
  return t("admin-progress.status", { status, word: lower.charAt(0).toUpperCase() + lower.slice(1) });
}

/**
 * A request's or claim's status as a chip with its word: pending, approved and rejected have
 * their tones; anything else (a status this client does not know yet) is grey.
 */
export function StatusChip({ status }: { status: TrophyRequestStatus | LegacyClaimStatus | string }) {
  const t = useT();
  return <Chip tone={STATUS_TONES[status] ?? "neutral"}>{statusWord(status, t)}</Chip>;
}
