import { useMutation } from "@apollo/client/react";
import { useId, useRef, useState } from "react";
import type {
  AdminMessageFilter,
  AdminMessagesRowFragment,
  GroupMessageInput,
  MessageSource,
  MessageType,
} from "../../gql/graphql";
import { Trans, useT } from "../../i18n";
import { Chip } from "../../ui/Chip";
import { LoadError } from "../../ui/LoadError";
import { Table, type Column } from "../../ui/Table";
import { SelectFilter } from "../../ui/SelectFilter";
import { useAdminList } from "../shared/useAdminList";
import { GroupFilter, useGroupOptions } from "../shared/groupOptions";
import { DeleteMessageDialog } from "./DeleteMessageDialog";
import {
  AdminMessagesCreateMutation,
  AdminMessagesDeleteMutation,
  AdminMessagesDismissReportsMutation,
  AdminMessagesPageQuery,
  AdminMessagesUpdateMutation,
} from "./documents";
import { adminMessageTitle, ALL_TYPES, formatWhen, PRIORITY_LABELS, SOURCE_LABELS, SOURCES, typeLabel } from "./labels";
import { MessageFormDialog } from "./MessageFormDialog";
import { adminPostErrorText } from "./postErrors";
import { ReportsDialog } from "./ReportsDialog";
import "./messages.css";

/** Messages per page. */
export const MESSAGES_PAGE_SIZE = 50;

type Message = AdminMessagesRowFragment;

type OpenDialog =
  | { kind: "new" }
  | { kind: "edit"; message: Message }
  | { kind: "delete"; message: Message }
  | { kind: "reports"; message: Message }
  | null;

/**
 * The admin panel's Messages tab (spec 2 /admin Messages; issue 14): the messages of every board,
 * newest first, fifty a page, filtered by group, type, source and "Reported only" (the report
 * queue), with the count for the filter. New message and Edit (programme-team messages only: a
 * member's message can only be deleted) open the message form; Delete asks first; a reported
 * message's reports can be read and dismissed, or the message deleted. Each write reads the list
 * and count again and says what it did.
 */
export function MessagesTab() {
  const t = useT();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [groupId, setGroupId] = useState("");
  const [type, setType] = useState<MessageType | "">("");
  const [source, setSource] = useState<MessageSource | "">("");
  const [reported, setReported] = useState(false);

  const filter: AdminMessageFilter = {
    ...(groupId ? { groupId } : {}),
    ...(type ? { type } : {}),
    ...(source ? { source } : {}),
    ...(reported ? { reported: true } : {}),
  };
  const filterKey = JSON.stringify(filter);
  const filtered = filterKey !== "{}";

  // a new filter starts again at page 1
  const { page, paging, pages, loading, error, refetch } = useAdminList(AdminMessagesPageQuery, {
    variables: { filter },
    pageSize: MESSAGES_PAGE_SIZE,
    select: (data) => data.adminMessages,
    stepBackFromEmptyPage: true,
  });
  const { groups } = useGroupOptions();

  const [createMessage] = useMutation(AdminMessagesCreateMutation);
  const [updateMessage] = useMutation(AdminMessagesUpdateMutation);
  const [deleteMessage] = useMutation(AdminMessagesDeleteMutation);
  const [dismissReports] = useMutation(AdminMessagesDismissReportsMutation);

  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState("");

  /** The list and its count again, from page 1 when `fromStart` (a new message is the newest). */
  const reload = (fromStart = false) => {
    if (fromStart && pages.page > 1) pages.restart();
    else void refetch().catch(() => {});
  };

  const create = async (input: GroupMessageInput) => {
    setNotice("");
    const { data: answer } = await createMessage({ variables: { input } });
    const posted = answer?.createGroupMessage;
    setNotice(posted ? t("admin-messages.notice.posted", { group: posted.groupName }) : t("admin-messages.notice.posted.unnamed"));
    reload(true);
  };

  const update = (message: Message) => async (input: GroupMessageInput) => {
    setNotice("");
    await updateMessage({ variables: { id: message.id, input } });
    setNotice(t("admin-messages.notice.saved"));
    reload();
  };

  const remove = async (message: Message) => {
    setNotice("");
    await deleteMessage({
      variables: { id: message.id },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: "AdminMessage", id: message.id }) });
        cache.gc();
      },
    });
    setNotice(t("admin-messages.notice.deleted"));
    headingRef.current?.focus(); // the row, and the button that opened the dialog, are gone
    reload();
  };

  const dismiss = async (message: Message) => {
    setNotice("");
    await dismissReports({ variables: { messageId: message.id } });
    setNotice(message.hidden ? t("admin-messages.notice.dismissed.shown") : t("admin-messages.notice.dismissed"));
    headingRef.current?.focus(); // in the report queue the row leaves the list
    reload();
  };

  const columns: ReadonlyArray<Column<Message>> = [
    { header: t("admin-messages.column.type"), cell: (m) => typeLabel(m.type, t) },
    {
      header: t("admin-messages.column.message"),
      rowHeader: true,
      className: "admin-messages-message",
      cell: (m) => (
        <>
          <span className="admin-messages-title">{adminMessageTitle(m, t)}</span>
          {m.source === "USER" && (
            <>
              {" "}
              <Chip>{t("admin-messages.member")}</Chip>
            </>
          )}
          <span className="admin-messages-content">{m.content}</span>
        </>
      ),
    },
    { header: t("admin-messages.column.group"), cell: (m) => m.groupName },
    { header: t("admin-messages.column.author"), cell: (m) => m.authorName },
    {
      header: t("admin-messages.column.date"),
      className: "admin-messages-date",
      cell: (m) => (
        <>
          <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time>
          {m.updatedAt !== m.createdAt && (
            <span className="admin-messages-detail">
              <Trans id="admin-messages.edited" values={{ when: formatWhen(m.updatedAt) }} components={{ 0: <time dateTime={m.updatedAt} /> }} />
            </span>
          )}
        </>
      ),
    },
    { header: t("admin-messages.column.priority"), cell: (m) => t(PRIORITY_LABELS[m.priority]) },
    {
      header: t("admin-messages.column.reports"),
      cell: (m) =>
        m.openReportCount === 0 && !m.hidden ? (
          <span className="muted">{t("admin-messages.reports.cell.none")}</span>
        ) : (
          <div className="admin-messages-reports-cell">
            <span>{t("admin-messages.reports.cell", { count: m.openReportCount })}</span>
            {m.hidden && <Chip tone="warning">{t("admin-messages.hidden")}</Chip>}
            {m.openReportCount > 0 && (
              <button
                type="button"
                className="button button-secondary admin-messages-small-button"
                aria-haspopup="dialog"
                onClick={() => setDialog({ kind: "reports", message: m })}
              >
                {t("admin-messages.reports.see")} <span className="visually-hidden">{t("admin-messages.reports.see.on", { title: adminMessageTitle(m, t) })}</span>
              </button>
            )}
          </div>
        ),
    },
    {
      header: t("admin-messages.column.actions"),
      cell: (m) => (
        <div className="admin-messages-actions">
          {m.source === "ADMIN" && (
            <button
              type="button"
              className="button button-secondary admin-messages-small-button"
              aria-haspopup="dialog"
              onClick={() => setDialog({ kind: "edit", message: m })}
            >
              {t("admin-messages.edit")} <span className="visually-hidden">{adminMessageTitle(m, t)}</span>
            </button>
          )}
          <button
            type="button"
            className="button button-secondary admin-messages-small-button admin-messages-danger"
            aria-haspopup="dialog"
            onClick={() => setDialog({ kind: "delete", message: m })}
          >
            {t("admin-messages.delete")} <span className="visually-hidden">{adminMessageTitle(m, t)}</span>
          </button>
          {m.source === "USER" && <p className="admin-messages-detail">{t("admin-messages.member-not-editable")}</p>}
        </div>
      ),
    },
  ];

  const empty = reported
    ? t("admin-messages.empty.reported")
    : filtered
      ? t("admin-messages.empty.filtered")
      : t("admin-messages.empty");

  return (
    <section className="admin-section admin-messages" aria-labelledby={`${id}-heading`}>
      <div className="admin-messages-toolbar">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {t("admin-messages.title")}
        </h2>
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => setDialog({ kind: "new" })}>
          {t("admin-messages.form.new")}
        </button>
      </div>
      <p className="muted">{t("admin-messages.intro")}</p>

      <div className="admin-messages-filters" role="group" aria-label={t("admin-messages.filters")}>
        <GroupFilter value={groupId} onChange={setGroupId} />
        <SelectFilter
          label={t("admin-messages.filter.type")}
          value={type}
          onChange={setType}
          options={ALL_TYPES}
          optionLabel={(v) => typeLabel(v, t)}
          allLabel={t("admin-messages.filter.type.all")}
        />
        <SelectFilter
          label={t("admin-messages.filter.source")}
          value={source}
          onChange={setSource}
          options={SOURCES}
          optionLabel={(s) => t(SOURCE_LABELS[s])}
          allLabel={t("admin-messages.filter.source.all")}
        />
        <div className="admin-messages-check">
          <input
            id={`${id}-reported`}
            type="checkbox"
            checked={reported}
            onChange={(e) => setReported(e.target.checked)}
          />
          <label htmlFor={`${id}-reported`}>{t("admin-messages.filter.reported")}</label>
        </div>
      </div>

      <p className="admin-messages-notice" role="status">
        {notice}
      </p>

      {!page && loading && (
        <p className="admin-status" role="status">
          {t("admin-messages.loading")}
        </p>
      )}
      {error && !loading && <LoadError what={t("admin-messages.load-what")} error={error} onRetry={refetch} />}
      {page && (
        <>
          <p className="admin-count" aria-live="polite">
            {t("admin-messages.count", { count: page.totalCount })}
          </p>
          <Table
            caption={reported ? t("admin-messages.caption.reported") : t("admin-messages.caption")}
            columns={columns}
            rows={page.nodes}
            rowKey={(m) => m.id}
            empty={empty}
            paging={paging}
          />
        </>
      )}

      {dialog?.kind === "new" && (
        <MessageFormDialog
          message={null}
          groups={groups}
          defaultGroupId={groupId}
          onSave={create}
          errorText={(e) => adminPostErrorText(e, t)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "edit" && (
        <MessageFormDialog
          message={dialog.message}
          groups={groups}
          onSave={update(dialog.message)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "delete" && (
        <DeleteMessageDialog message={dialog.message} onDelete={remove} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === "reports" && (
        <ReportsDialog
          message={dialog.message}
          onDismiss={dismiss}
          onDelete={(message) => setDialog({ kind: "delete", message })}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

export default MessagesTab;
