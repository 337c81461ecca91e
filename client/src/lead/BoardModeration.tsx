import { useMutation } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import type { LeadMessageFragment } from "../gql/graphql";
import { useT } from "../i18n";
import { Checkbox } from "../ui/Checkbox";
import { LoadError } from "../ui/LoadError";
import { LoadMoreButton } from "../ui/LoadMoreButton";
import { HideMessageDialog } from "./HideMessageDialog";
import { LeaderPostForm } from "./LeaderPostForm";
import { LeadMessageItem, messageItemId } from "./LeadMessageItem";
import { LeadDismissReportsMutation, LeadHideMessageMutation } from "./queries";
import { boardEmptyText, hiddenNotice, shownNotice } from "./texts";
import { useLeaderMessages } from "./useLeaderMessages";

export interface BoardModerationProps {
  groupId: string;
  groupName: string;
}

/**
 * The led group's board (issue 29): an announcement posted as its leader, and its messages to
 * moderate, newest first, or only those with open reports; a member's message hidden after a
 * confirmation (the admins are told and decide), a reported or hidden one shown again by
 * dismissing its reports; Load more.
 */
export function BoardModeration({ groupId, groupName }: BoardModerationProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;
  const [reported, setReported] = useState(false);
  const { page, loading, error, refetch, loadMore, more } = useLeaderMessages(groupId, reported);
  const [hideMessage] = useMutation(LeadHideMessageMutation);
  const [dismissReports] = useMutation(LeadDismissReportsMutation);
  const [hiding, setHiding] = useState<LeadMessageFragment | null>(null);
  const [notice, setNotice] = useState("");

  // The button used is often gone once its action is done: the focus goes to its message (or
  // the heading), once no dialog is open to hand it back to a button that no longer exists.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget || hiding) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, hiding]);

  // A message whose reports are dismissed leaves the reported-only list at once.
  const nodes = page ? (reported ? page.nodes.filter((m) => m.openReportCount > 0) : page.nodes) : [];
  const total = page ? page.totalCount - (page.nodes.length - nodes.length) : 0;

  // After Load more the first new message takes the focus (the button may be gone).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    const first = nodes[focusIndex];
    if (first) document.getElementById(messageItemId(first.id))?.focus();
    setFocusIndex(null);
  });

  const hide = async (m: LeadMessageFragment) => {
    setNotice("");
    await hideMessage({ variables: { messageId: m.id } });
    setNotice(hiddenNotice(m.authorName, t));
    setFocusTarget(messageItemId(m.id));
  };

  const showAgain = async (m: LeadMessageFragment) => {
    setNotice("");
    const { data } = await dismissReports({ variables: { messageId: m.id } });
    const now = data?.leaderDismissMessageReports;
    setNotice(shownNotice(m.authorName, now?.hidden ?? false, t));
    setFocusTarget(reported && now?.openReportCount === 0 ? headingId : messageItemId(m.id));
  };

  const onLoadMore = async () => {
    const shown = nodes.length;
    if (await loadMore()) setFocusIndex(shown);
  };

  let status = "";
  if (loading) status = t("lead.board.loading");
  else if (page && nodes.length === 0) status = boardEmptyText(groupName, reported, t);
  else if (page) status = nodes.length < total ? t("lead.board.showing", { shown: nodes.length, total }) : t("lead.board.count", { total });

  return (
    <section className="lead-board" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t("lead.tab.board")}
      </h2>
      <p className="muted lead-section-intro">{t("lead.board.intro", { group: groupName })}</p>
      <LeaderPostForm groupId={groupId} groupName={groupName} onPosted={() => void refetch()} />
      <Checkbox label={t("lead.board.reportedOnly")} checked={reported} onChange={setReported} />
      <p className="lead-notice" role="status">
        {notice}
      </p>
      <p className="lead-status" role="status">
        {status}
      </p>
      {error && !loading ? (
        <LoadError what={t("lead.board.what")} error={error} onRetry={() => refetch()} />
      ) : (
        nodes.length > 0 && (
          <ul className="lead-messages" aria-label={t("lead.board.listLabel", { group: groupName })}>
            {nodes.map((m) => (
              <li key={m.id}>
                <LeadMessageItem message={m} onHide={setHiding} onShowAgain={showAgain} />
              </li>
            ))}
          </ul>
        )
      )}
      <LoadMoreButton
        more={more}
        hasNext={!error && !!page?.pageInfo.hasNextPage}
        onLoadMore={() => void onLoadMore()}
        className="lead-more"
      />
      {hiding && <HideMessageDialog message={hiding} onHide={hide} onClose={() => setHiding(null)} />}
    </section>
  );
}
