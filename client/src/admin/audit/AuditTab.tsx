import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { AdminAuditQuery as AuditData, AuditFilter } from "../../gql/graphql";
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

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function formatWhen(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : when.format(date);
}

/**
 * "(empty)" for a value that was absent. A change whose values are both absent is one whose
 * values are not recorded (a password): it reads "password changed".
 */
function shown(value: string | null): string {
  return value === null || value === "" ? "(empty)" : value;
}

const COLUMNS: ReadonlyArray<Column<Entry>> = [
  {
    header: "When",
    rowHeader: true,
    cell: (e) => <time dateTime={e.at}>{formatWhen(e.at)}</time>,
  },
  { header: "Admin", cell: (e) => e.adminName },
  { header: "Action", cell: (e) => <code>{e.action}</code> },
  { header: "Object", cell: (e) => `${e.objectType} ${e.objectId}` },
  {
    header: "Changes",
    cell: (e) =>
      e.changes.length === 0 ? (
        <span className="muted">No field changes</span>
      ) : (
        <ul className="admin-changes">
          {e.changes.map((c) => (
            <li key={c.field}>
              {c.before === null && c.after === null
                ? `${c.field} changed`
                : `${c.field}: ${shown(c.before)} → ${shown(c.after)}`}
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
    validate: validateAuditFilter,
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
      <h2 id="admin-audit-heading">Audit</h2>
      <p className="muted">Every change an admin made: who, what, which object, when, and the fields before and after.</p>
      <form className="admin-filters" noValidate onSubmit={(e) => void form.handleSubmit(e)} aria-label="Audit filters">
        <Field label="Admin" {...form.field("adminId")}>
          {(control) => (
            <select {...control} {...form.input("adminId")}>
              <option value="">All admins</option>
              {admins.data?.adminUsers.nodes.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Object type" {...form.field("objectType")}>
          {(control) => (
            <select {...control} {...form.input("objectType")}>
              <option value="">All objects</option>
              {OBJECT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t[0].toUpperCase() + t.slice(1).replaceAll("_", " ")}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Object ID" {...form.field("objectId")}>
          {(control) => <input {...control} {...form.input("objectId")} inputMode="numeric" autoComplete="off" />}
        </Field>
        <Field label="From" {...form.field("from")}>
          {(control) => <input {...control} {...form.input("from")} type="date" />}
        </Field>
        <Field label="To" {...form.field("to")}>
          {(control) => <input {...control} {...form.input("to")} type="date" />}
        </Field>
        <div className="admin-filter-actions">
          <button type="submit" className="button">
            Apply filters
          </button>
          <button type="button" className="button button-secondary" onClick={clear}>
            Clear filters
          </button>
        </div>
      </form>
      {admins.error && (
        <p className="muted">The list of admins could not be loaded; the other filters still work.</p>
      )}

      {!page && loading && (
        <p className="admin-status" role="status">
          Loading the audit log…
        </p>
      )}
      {error && !loading && (
        <LoadError error={error} onRetry={refetch} />
      )}
      {page && (
        <>
          <p className="admin-count" aria-live="polite">
            {page.totalCount === 1 ? "1 entry" : `${page.totalCount.toLocaleString("en-US")} entries`}
          </p>
          <Table
            caption="Audit log, newest first"
            columns={COLUMNS}
            rows={page.nodes}
            rowKey={(e) => e.id}
            empty="No entries match these filters."
            paging={paging}
          />
        </>
      )}
    </section>
  );
}
