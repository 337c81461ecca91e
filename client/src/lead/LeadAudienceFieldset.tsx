import type { AnnouncementAudience } from "../gql/graphql";
import { audienceLabels } from "./texts";

/** A leader's audiences: their group, or its members at risk (never everyone). */
export type LeadAudience = Extract<AnnouncementAudience, "GROUP" | "AT_RISK">;

const AUDIENCES: readonly LeadAudience[] = ["GROUP", "AT_RISK"];

export interface LeadAudienceFieldsetProps {
  groupName: string;
  /** From useForm: field("audience"); the id goes on the chosen radio (focused when wrong). */
  id: string;
  error: string | undefined;
  value: string;
  onChange: (audience: LeadAudience) => void;
}

/** Whom to write to: a radio group named after the group, its error beside it as text. */
export function LeadAudienceFieldset({ groupName, id, error, value, onChange }: LeadAudienceFieldsetProps) {
  const labels = audienceLabels(groupName);
  const errorId = `${id}-error`;
  return (
    <fieldset className="lead-audience" aria-describedby={error ? errorId : undefined}>
      <legend>Audience</legend>
      {AUDIENCES.map((a) => {
        const radioId = a === value ? id : `${id}-${a}`;
        return (
          <div className="lead-radio" key={a}>
            <input
              type="radio"
              id={radioId}
              name={`${id}-audience`}
              value={a}
              checked={a === value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(a)}
            />
            <label htmlFor={radioId}>{labels[a]}</label>
          </div>
        );
      })}
      {error && (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
