import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import type { AdminGroupFieldsFragment, AdminGroupLeaderFieldsFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { Field, FormError } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { useForm } from "../../ui/useForm";
import { SEARCH_DEBOUNCE_MS } from "./AddMembersPanel";
import { writeLeaders } from "./leadersCache";
import {
  CHOOSE_MEMBER,
  CHOOSE_MEMBER_ERROR,
  everyoneLeadsText,
  LOADING_MEMBERS,
  MAKE_LEADER,
  MAKE_LEADER_HEADING,
  MAKING_LEADER,
  MEMBER_LABEL,
  memberHint,
  MEMBERS_WHAT,
  noMatchText,
  noMembersText,
  SEARCH_MEMBERS_LABEL,
  searchMembersHint,
} from "./leaderTexts";
import { AddGroupLeaderMutation, GroupLeaderCandidatesQuery } from "./queries";

/** Members offered at once; a larger group gets a search. */
export const LEADER_CANDIDATES_LIMIT = 100;

export interface MakeLeaderFormProps {
  group: AdminGroupFieldsFragment;
  /** The group's leaders now: they are not offered. */
  leaders: readonly AdminGroupLeaderFieldsFragment[];
  /** Made (the cache holds the new list): their name, and whether anyone is left to offer. */
  onMade: (name: string, noneLeft: boolean) => void;
}

/**
 * Make a leader: a choice of the group's members who do not lead it yet (the first
 * LEADER_CANDIDATES_LIMIT; a group with more gets a search by name or email, asked
 * SEARCH_DEBOUNCE_MS after the last keystroke), and Make leader. A refusal naming userId (not a
 * member any more, for one) shows beside the choice.
 */
export function MakeLeaderForm({ group, leaders, onMade }: MakeLeaderFormProps) {
  const base = useId();
  const t = useT();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [searchable, setSearchable] = useState(false);

  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === query) return;
    const timer = window.setTimeout(() => setQuery(trimmed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, query]);

  const { data, previousData, error, refetch } = useQuery(GroupLeaderCandidatesQuery, {
    variables: { groupId: group.id, search: query || null, first: LEADER_CANDIDATES_LIMIT },
    // members come and go from the Members modal: read them again on every open
    fetchPolicy: "cache-and-network",
  });
  const shown = (data ?? previousData)?.adminGroupMembers;

  // The search stays once offered, so it never vanishes under the admin's typing.
  const unfilteredTotal = data && !query ? data.adminGroupMembers.totalCount : 0;
  useEffect(() => {
    if (unfilteredTotal > LEADER_CANDIDATES_LIMIT) setSearchable(true);
  }, [unfilteredTotal]);

  const leaderIds = new Set(leaders.map((l) => l.userId));
  const candidates = shown?.nodes.filter((m) => !leaderIds.has(m.userId)) ?? [];

  const [addLeader] = useMutation(AddGroupLeaderMutation, {
    update(cache, { data: answer }) {
      if (answer) writeLeaders(cache, group.id, answer.addGroupLeader);
    },
  });

  const form = useForm<{ userId: string }>({
    initial: { userId: "" },
    validate: (v) => (v.userId ? {} : { userId: t(CHOOSE_MEMBER_ERROR) }),
    onSubmit: async ({ userId }) => {
      const { data: answer } = await addLeader({ variables: { groupId: group.id, userId } });
      const name =
        answer?.addGroupLeader.find((l) => l.userId === userId)?.name ??
        candidates.find((c) => c.userId === userId)?.name ??
        "";
      form.reset();
      onMade(name, candidates.every((c) => c.userId === userId));
    },
  });

  // A chosen member no longer offered (a new search, or they lead now) is no longer chosen.
  const { setValue, submitting } = form;
  const chosen = form.values.userId;
  const offered = candidates.some((c) => c.userId === chosen);
  useEffect(() => {
    if (chosen && shown && !offered && !submitting) setValue("userId", "");
  }, [chosen, shown, offered, submitting, setValue]);

  const searchId = `${base}-search`;
  let body;
  if (!shown) {
    body = error ? <LoadError what={t(MEMBERS_WHAT)} error={error} onRetry={refetch} /> : <p role="status">{t(LOADING_MEMBERS)}</p>;
  } else if (candidates.length === 0) {
    const text = query ? noMatchText(query, t) : shown.totalCount === 0 ? noMembersText(group.name, t) : everyoneLeadsText(group.name, t);
    body = <p className="admin-leaders-empty">{text}</p>;
  } else {
    body = (
      <form className="admin-make-leader-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <Field label={t(MEMBER_LABEL)} hint={memberHint(group.name, t)} {...form.field("userId")}>
          {(control) => (
            <select {...control} {...form.input("userId")}>
              <option value="">{t(CHOOSE_MEMBER)}</option>
              {candidates.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name} ({m.email})
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormError>{form.formError}</FormError>
        <button type="submit" className="button" aria-disabled={form.submitting || undefined} aria-busy={form.submitting || undefined}>
          {form.submitting ? t(MAKING_LEADER) : t(MAKE_LEADER)}
        </button>
      </form>
    );
  }

  return (
    <section className="admin-make-leader" aria-labelledby={`${base}-title`}>
      <h4 id={`${base}-title`}>{t(MAKE_LEADER_HEADING)}</h4>
      {searchable && (
        <div className="ui-field">
          <label htmlFor={searchId}>{t(SEARCH_MEMBERS_LABEL)}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            autoComplete="off"
            aria-describedby={`${searchId}-hint`}
            onChange={(e) => setSearch(e.target.value)}
          />
          <p id={`${searchId}-hint`} className="ui-field-hint">
            {searchMembersHint(LEADER_CANDIDATES_LIMIT, t)}
          </p>
        </div>
      )}
      {body}
    </section>
  );
}
