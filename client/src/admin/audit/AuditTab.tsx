import { useQuery } from "@apollo/client/react";
import { useMemo, useState } from "react";
import type { AdminAuditQuery as AuditData, AuditFilter } from "../../gql/graphql";
import { useT, type Translate } from "../../i18n";
import { formatInstant } from "../../i18n/format";
import { Field } from "../../ui/Field";
import { Table, type Column } from "../../ui/Table";
import { useForm } from "../../ui/useForm";
import { buildAuditFilter, NO_FILTER, OBJECT_TYPES, validateAuditFilter, type AuditFilterValues } from "./filter";
import { AdminAuditQuery, AuditAdminsQuery } from "./queries";
import { LoadError } from "../../ui/LoadError";
import { useAdminList } from "../shared/useAdminList";

type Entry = AuditData["adminAudit"]["nodes"][number];

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 50;
/** Admins offered in the Admin filter. */
export const AUDIT_ADMINS_LIMIT = 100;

function formatWhen(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : formatInstant(date);
}

/**
 * "(empty)" for a value that was absent. A change whose values are both absent is one whose
 * values are not recorded (a password): it reads "password changed".
 */
function shown(value: string | null, t: Translate): string {
  return value === null || value === "" ? t("admin-audit.change.empty") : value;
}

const columns = (t: Translate): ReadonlyArray<Column<Entry>> => [
  {
    header: t("admin-audit.column.when"),
    rowHeader: true,
    cell: (e) => <time dateTime={e.at}>{formatWhen(e.at)}</time>,
  },
  { header: t("admin-audit.column.admin"), cell: (e) => e.adminName },
  { header: t("admin-audit.column.action"), cell: (e) => <code>{e.action}</code> },
  { header: t("admin-audit.column.object"), cell: (e) => t("admin-audit.object", { type: e.objectType, id: e.objectId }) },
  {
    header: t("admin-audit.column.changes"),
    cell: (e) =>
      e.changes.length === 0 ? (
        <span className="muted">{t("admin-audit.change.none")}</span>
      ) : (
        <ul className="admin-changes">
          {e.changes.map((c) => (
            <li key={c.field}>
              {c.before === null && c.after === null
                ? t("admin-audit.change.unrecorded", { field: c.field })
                : t("admin-audit.change.values", { field: c.field, before: shown(c.before, t), after: shown(c.after, t) })}
            </li>
          ))}
        </ul>
      ),
  },
];

/**
 * Audit (beyond the spec, issue 10): every admin write, newest first, filtered by admin, object
 * (type and id) and dates, fifty a page with Previous and Next (the cursors of the pages seen
 * are kept, so Previous goes back exactly).
 */
export function AuditTab() {
  const t = useT();
  const tableColumns = useMemo(() => columns(t), [t]);
  const [filter, setFilter] = useState<AuditFilter | null>(null);
  const admins = useQuery(AuditAdminsQuery, {
    variables: { first: AUDIT_ADMINS_LIMIT },
  });
  // the `after` cursor of every page before the one shown is kept by the list
  const { page, paging, pages, loading, error, refetch } = useAdminList(AdminAuditQuery, {
    variables: { filter },
    pageSize: AUDIT_PAGE_SIZE,
    select: (data) => data.adminAudit,
    notifyOnNetworkStatusChange: false,
  });

  const form = useForm<AuditFilterValues>({
    initial: NO_FILTER,
    validate: (values) => validateAuditFilter(values, t),
    onSubmit: (values) => {
      setFilter(buildAuditFilter(values));
      pages.restart();
    },
  });

  const clear = () => {
    form.reset();
    setFilter(null);
    pages.restart();
  };

  return (
    <section className="admin-section" aria-labelledby="admin-audit-heading">
      <h2 id="admin-audit-heading">{t("admin-audit.title")}</h2>
      <p className="muted">{t("admin-audit.intro")}</p>
      <form className="admin-filters" noValidate onSubmit={(e) => void form.handleSubmit(e)} aria-label={t("admin-audit.filters")}>
        <Field label={t("admin-audit.filter.admin")} {...form.field("adminId")}>
          {(control) => (
            <select {...control} {...form.input("adminId")}>
              <option value="">{t("admin-audit.filter.admin.all")}</option>
              {admins.data?.adminUsers.nodes.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("admin-audit.filter.object-type")} {...form.field("objectType")}>
          {(control) => (
            <select {...control} {...form.input("objectType")}>
              <option value="">{t("admin-audit.filter.object-type.all")}</option>
              {OBJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t("admin-audit.object-type", { type })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("admin-audit.filter.object-id")} {...form.field("objectId")}>
          {(control) => <input {...control} {...form.input("objectId")} inputMode="numeric" autoComplete="off" />}
        </Field>
        <Field label={t("admin-audit.filter.from")} {...form.field("from")}>
          {(control) => <input {...control} {...form.input("from")} type="date" />}
        </Field>
        <Field label={t("admin-audit.filter.to")} {...form.field("to")}>
          {(control) => <input {...control} {...form.input("to")} type="date" />}
        </Field>
        <div className="admin-filter-actions">
          <button type="submit" className="button">
            {t("admin-audit.filter.apply")}
          </button>
          <button type="button" className="button button-secondary" onClick={clear}>
            {t("admin-audit.filter.clear")}
          </button>
        </div>
      </form>
      {admins.error && (
        <p className="muted">{t("admin-audit.admins-failed")}</p>
      )}

      {!page && loading && (
        <p className="admin-status" role="status">
          {t("admin-audit.loading")}
        </p>
      )}
      {error && !loading && (
        <LoadError error={error} onRetry={refetch} />
      )}
      {page && (
        <>
          <p className="admin-count" aria-live="polite">
            {t("admin-audit.count", { count: page.totalCount })}
          </p>
          <Table
            caption={t("admin-audit.caption")}
            columns={tableColumns}
            rows={page.nodes}
            rowKey={(e) => e.id}
            empty={t("admin-audit.empty")}
            paging={paging}
          />
        </>
      )}
    </section>
  );
}
