import type { AuditFilter } from "../../gql/graphql";
import { translate, type Translate } from "../../i18n";

/** The filter form's values (every select and input a string; "" means any). */
export interface AuditFilterValues {
  [key: string]: string;
  adminId: string;
  objectType: string;
  objectId: string;
  from: string;
  to: string;
}

export const NO_FILTER: AuditFilterValues = { adminId: "", objectType: "", objectId: "", from: "", to: "" };

/** The objects an audit entry can be about (the schema's AuditEntry.objectType). */
export const OBJECT_TYPES = [
  "group",
  "user",
  "message",
  "legacy_claim",
  "outbox_email",
  "announcement",
  "reading_settings",
  "programme_settings",
] as const;

/** The query's filter: only what was chosen, trimmed; null when nothing was. */
export function buildAuditFilter(values: AuditFilterValues): AuditFilter | null {
  const filter: AuditFilter = {};
  const adminId = values.adminId.trim();
  const objectType = values.objectType.trim();
  const objectId = values.objectId.trim();
  const from = values.from.trim();
  const to = values.to.trim();
  if (adminId) filter.adminId = adminId;
  if (objectType) filter.objectType = objectType;
  if (objectId) filter.objectId = objectId;
  if (from) filter.from = from;
  if (to) filter.to = to;
  return Object.keys(filter).length > 0 ? filter : null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the filter form: dates as YYYY-MM-DD, From not after To. */
export function validateAuditFilter(v: AuditFilterValues, t: Translate = translate): Partial<Record<keyof AuditFilterValues, string>> {
  const errors: Partial<Record<keyof AuditFilterValues, string>> = {};
  if (v.from && !DATE.test(v.from)) errors.from = t("admin-audit.error.from-date");
  if (v.to && !DATE.test(v.to)) errors.to = t("admin-audit.error.to-date");
  if (!errors.from && !errors.to && v.from && v.to && v.from > v.to) errors.to = t("admin-audit.error.to-before-from");
  return errors;
}
