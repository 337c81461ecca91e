import { useState } from "react";
import type { LeadLedGroupsQuery } from "../gql/graphql";
import { msg, useT, type Message } from "../i18n";
import { Field } from "../ui/Field";
import { BoardModeration } from "./BoardModeration";
import { GroupProgress } from "./GroupProgress";
import { LeadTabs, type LeadTab } from "./LeadTabs";
import { introText } from "./texts";
import { WriteToMembers } from "./WriteToMembers";

type LedGroup = LeadLedGroupsQuery["myLedGroups"][number];

type Part = "progress" | "board" | "write";

const PARTS: ReadonlyArray<{ key: Part; label: Message }> = [
  { key: "progress", label: msg("lead.tab.progress") },
  { key: "board", label: msg("lead.tab.board") },
  { key: "write", label: msg("lead.tab.write") },
];

/**
 * The group chosen (the first, the newest, by default; a select when there are several) and its
 * parts, one tab each: its members' progress, its board to moderate, and a mail to its members.
 */
export function LedGroups({ groups }: { groups: readonly LedGroup[] }) {
  const t = useT();
  const tabs: ReadonlyArray<LeadTab<Part>> = PARTS.map((p) => ({ key: p.key, label: t(p.label) }));
  const [chosenId, setChosenId] = useState(groups[0].id);
  const [part, setPart] = useState<Part>("progress");
  // A group no longer led (the list was asked again) falls back to the first.
  const group = groups.find((g) => g.id === chosenId) ?? groups[0];
  return (
    <>
      {groups.length > 1 && (
        <div className="lead-group-choice">
          <Field label={t("lead.group")}>
            {(control) => (
              <select {...control} value={group.id} onChange={(e) => setChosenId(e.target.value)}>
                {groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      <p className="lead">{introText(group.name, t)}</p>
      <LeadTabs label={group.name} tabs={tabs} selected={part} onSelect={setPart}>
        {/* keyed by the group: another group starts with its own filters, first page and form */}
        {part === "progress" && <GroupProgress key={group.id} groupId={group.id} groupName={group.name} />}
        {part === "board" && <BoardModeration key={group.id} groupId={group.id} groupName={group.name} />}
        {part === "write" && <WriteToMembers key={group.id} groupId={group.id} groupName={group.name} />}
      </LeadTabs>
    </>
  );
}
