import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState } from "react";
import { formatInstantDay } from "../../dashboard/format";
import type { AdminGroupFieldsFragment, AdminGroupLeaderFieldsFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { LoadError } from "../../ui/LoadError";
import { writeLeaders } from "./leadersCache";
import {
  asLeaderText,
  LEADERS_HEADING,
  LEADERS_NOTE,
  LEADERS_WHAT,
  leaderMadeText,
  leaderRemovedText,
  leaderSinceText,
  LOADING_LEADERS,
  noLeadersText,
  REMOVE,
} from "./leaderTexts";
import { MakeLeaderForm } from "./MakeLeaderForm";
import { GroupLeadersQuery, RemoveGroupLeaderMutation } from "./queries";
import { RemoveLeaderDialog } from "./RemoveLeaderDialog";

type Leader = AdminGroupLeaderFieldsFragment;

/**
 * The Manage modal's Leaders section: the group's leaders (name, email, since when), each with
 * Remove behind a confirmation (they stay a member), and Make a leader. Each change takes effect
 * at once and is said in the section's status line.
 */
export function LeadersPanel({ group }: { group: AdminGroupFieldsFragment }) {
  const base = useId();
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState("");
  const [removing, setRemoving] = useState<Leader | null>(null);
  // The focused control is gone (the removed leader's button, the last member's choice): the
  // heading takes the focus once the confirmation has closed.
  const focusHeading = useRef(false);
  const { data, error, refetch } = useQuery(GroupLeadersQuery, {
    variables: { groupId: group.id },
    fetchPolicy: "cache-and-network",
  });
  const [removeLeader] = useMutation(RemoveGroupLeaderMutation, {
    update(cache, { data: answer }) {
      if (answer) writeLeaders(cache, group.id, answer.removeGroupLeader);
    },
  });
  const leaders = data?.adminGroupLeaders;

  useEffect(() => {
    if (focusHeading.current && !removing) {
      focusHeading.current = false;
      headingRef.current?.focus();
    }
  });

  let list;
  if (leaders) {
    list =
      leaders.length === 0 ? (
        <p className="admin-leaders-empty">{noLeadersText(group.name, t)}</p>
      ) : (
        <ul className="admin-leader-list" aria-labelledby={`${base}-title`}>
          {leaders.map((l) => (
            <li key={l.userId} className="admin-leader">
              <div className="admin-leader-who">
                <strong>{l.name}</strong>
                <span>{l.email}</span>
                <span>{leaderSinceText(formatInstantDay(l.since), t)}</span>
              </div>
              <button
                type="button"
                className="button button-secondary"
                aria-haspopup="dialog"
                onClick={() => {
                  setStatus("");
                  setRemoving(l);
                }}
              >
                {t(REMOVE)} <span className="visually-hidden">{asLeaderText(l.name, t)}</span>
              </button>
            </li>
          ))}
        </ul>
      );
  } else if (error) {
    list = <LoadError what={t(LEADERS_WHAT)} error={error} onRetry={refetch} />;
  } else {
    list = <p role="status">{t(LOADING_LEADERS)}</p>;
  }

  return (
    <section className="admin-leaders" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} ref={headingRef} tabIndex={-1}>
        {t(LEADERS_HEADING)}
      </h3>
      <p className="admin-leaders-note">{t(LEADERS_NOTE)}</p>
      <p className="admin-groups-status" role="status">
        {status}
      </p>
      {list}
      {leaders && (
        <MakeLeaderForm
          group={group}
          leaders={leaders}
          onMade={(name, noneLeft) => {
            setStatus(leaderMadeText(name, group.name, t));
            if (noneLeft) focusHeading.current = true;
          }}
        />
      )}
      {removing && (
        // The confirmation is a dialog inside the Manage dialog: its Escape and Tab must not
        // reach the Manage dialog's own handler, which would close it or move the focus.
        <div onKeyDown={(e) => e.stopPropagation()}>
          <RemoveLeaderDialog
            groupName={group.name}
            leader={removing}
            onRemove={async () => {
              await removeLeader({ variables: { groupId: group.id, userId: removing.userId } });
              setStatus(leaderRemovedText(removing.name, group.name, t));
              focusHeading.current = true;
            }}
            onClose={() => setRemoving(null)}
          />
        </div>
      )}
    </section>
  );
}
