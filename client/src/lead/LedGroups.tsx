import { useState } from "react";
import type { LeadLedGroupsQuery } from "../gql/graphql";
import { Field } from "../ui/Field";
import { GroupProgress } from "./GroupProgress";
import { introText } from "./texts";

type LedGroup = LeadLedGroupsQuery["myLedGroups"][number];

/** The group chosen (the first, the newest, by default; a select when there are several) and its progress. */
export function LedGroups({ groups }: { groups: readonly LedGroup[] }) {
  const [chosenId, setChosenId] = useState(groups[0].id);
  // A group no longer led (the list was asked again) falls back to the first.
  const group = groups.find((g) => g.id === chosenId) ?? groups[0];
  return (
    <>
      {groups.length > 1 && (
        <div className="lead-group-choice">
          <Field label="Group">
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
      <p className="lead">{introText(group.name)}</p>
      {/* keyed by the group: another group starts with its own filters and first page */}
      <GroupProgress key={group.id} groupId={group.id} groupName={group.name} />
    </>
  );
}
