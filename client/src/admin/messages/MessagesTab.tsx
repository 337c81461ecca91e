import { useMutation } from "@apollo/client/react";
import { useId, useRef, useState } from "react";
import type {
  AdminMessageFilter,
  AdminMessagesRowFragment,
  GroupMessageInput,
  MessageSource,
  MessageType,
} from "../../gql/graphql";
import { plural } from "../../lib/plural";
import { formatMessageTime, messageTitle } from "../../messages/MessageItem";
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
import { ALL_TYPES, PRIORITY_LABELS, SOURCE_LABELS, SOURCES, typeLabel } from "./labels";
import { MessageFormDialog } from "./MessageFormDialog";
import { adminPostErrorText } from "./postErrors";
import { ReportsDialog } from "./ReportsDialog";
import "./messages.css";

/** Messages per page. */
export const MESSAGES_PAGE_SIZE = 50;

/** Said in a member message's row: the programme team cannot rewrite what a member wrote. */
export const MEMBER_NOT_EDITABLE = "Member messages can be deleted, not edited.";

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
    setNotice(`Message posted to ${posted?.groupName ?? "the group"}.`);
    reload(true);
  };

  const update = (message: Message) => async (input: GroupMessageInput) => {
    setNotice("");
    await updateMessage({ variables: { id: message.id, input } });
    setNotice("Message saved. Open boards show the new text.");
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
    setNotice("Message deleted.");
    headingRef.current?.focus(); // the row, and the button that opened the dialog, are gone
    reload();
  };

  const dismiss = async (message: Message) => {
    setNotice("");
    await dismissReports({ variables: { messageId: message.id } });
    setNotice(
      message.hidden ? "Reports dismissed. The message shows on its board again." : "Reports dismissed.",
    );
    headingRef.current?.focus(); // in the report queue the row leaves the list
    reload();
  };

  const columns: ReadonlyArray<Column<Message>> = [
    { header: "Type", cell: (m) => typeLabel(m.type) },
    {
      header: "Message",
      rowHeader: true,
      className: "admin-messages-message",
      cell: (m) => (
        <>
          <span className="admin-messages-title">{messageTitle(m)}</span>
          {m.source === "USER" && (
            <>
              {" "}
              <Chip>Member</Chip>
            </>
          )}
          <span className="admin-messages-content">{m.content}</span>
        </>
      ),
    },
    { header: "Group", cell: (m) => m.groupName },
    { header: "Author", cell: (m) => m.authorName },
    {
      header: "Date",
      className: "admin-messages-date",
      cell: (m) => (
        <>
          <time dateTime={m.createdAt}>{formatMessageTime(m.createdAt)}</time>
          {m.updatedAt !== m.createdAt && (
            <span className="admin-messages-detail">
              Edited <time dateTime={m.updatedAt}>{formatMessageTime(m.updatedAt)}</time>
            </span>
          )}
        </>
      ),
    },
    { header: "Priority", cell: (m) => PRIORITY_LABELS[m.priority] },
    {
      header: "Reports",
      cell: (m) =>
        m.openReportCount === 0 && !m.hidden ? (
          <span className="muted">None</span>
        ) : (
          <div className="admin-messages-reports-cell">
            <span>{plural(m.openReportCount, "open report")}</span>
            {m.hidden && <Chip tone="warning">Hidden</Chip>}
            {m.openReportCount > 0 && (
              <button
                type="button"
                className="button button-secondary admin-messages-small-button"
                aria-haspopup="dialog"
                onClick={() => setDialog({ kind: "reports", message: m })}
              >
                See reports <span className="visually-hidden">on {messageTitle(m)}</span>
              </button>
            )}
          </div>
        ),
    },
    {
      header: "Actions",
      cell: (m) => (
        <div className="admin-messages-actions">
          {m.source === "ADMIN" && (
            <button
              type="button"
              className="button button-secondary admin-messages-small-button"
              aria-haspopup="dialog"
              onClick={() => setDialog({ kind: "edit", message: m })}
            >
              Edit <span className="visually-hidden">{messageTitle(m)}</span>
            </button>
          )}
          <button
            type="button"
            className="button button-secondary admin-messages-small-button admin-messages-danger"
            aria-haspopup="dialog"
            onClick={() => setDialog({ kind: "delete", message: m })}
          >
            Delete <span className="visually-hidden">{messageTitle(m)}</span>
          </button>
          {m.source === "USER" && <p className="admin-messages-detail">{MEMBER_NOT_EDITABLE}</p>}
        </div>
      ),
    },
  ];

  const empty = reported
    ? "No reported messages: nothing is waiting for a decision."
    : filtered
      ? "No messages match these filters."
      : "No messages yet.";

  return (
    <section className="admin-section admin-messages" aria-labelledby={`${id}-heading`}>
      <div className="admin-messages-toolbar">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          Messages
        </h2>
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => setDialog({ kind: "new" })}>
          New message
        </button>
      </div>
      <p className="muted">
        The messages of every group's board, newest first. Members can report another member's message; a
        message three members report is hidden from the board until you dismiss the reports or delete it.
      </p>

      <div className="admin-messages-filters" role="group" aria-label="Filter messages">
        <GroupFilter value={groupId} onChange={setGroupId} />
        <SelectFilter label="Type" value={type} onChange={setType} options={ALL_TYPES} optionLabel={typeLabel} allLabel="All types" />
        <SelectFilter label="Source" value={source} onChange={setSource} options={SOURCES} optionLabel={(s) => SOURCE_LABELS[s]} allLabel="All sources" />
        <div className="admin-messages-check">
          <input
            id={`${id}-reported`}
            type="checkbox"
            checked={reported}
            onChange={(e) => setReported(e.target.checked)}
          />
          <label htmlFor={`${id}-reported`}>Reported only</label>
        </div>
      </div>

      <p className="admin-messages-notice" role="status">
        {notice}
      </p>

      {!page && loading && (
        <p className="admin-status" role="status">
          Loading messages…
        </p>
      )}
      {error && !loading && <LoadError what="The messages" error={error} onRetry={refetch} />}
      {page && (
        <>
          <p className="admin-count" aria-live="polite">
            {plural(page.totalCount, "message")}, hidden ones included
          </p>
          <Table
            caption={reported ? "Reported messages, newest first" : "Messages, newest first"}
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
          errorText={adminPostErrorText}
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
