import type { AnnouncementAudience } from "../../gql/graphql";
import { AUDIENCE_LABELS, AUDIENCES } from "./texts";

export interface AudienceFieldsetProps {
  /** From useForm: field("audience"); the id goes on the chosen radio (focused when wrong). */
  id: string;
  error: string | undefined;
  value: string;
  onChange: (audience: AnnouncementAudience) => void;
}

/** Whom to write to: a radio group, its error beside it (text, never colour alone). */
export function AudienceFieldset({ id, error, value, onChange }: AudienceFieldsetProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="announcements-audience" aria-describedby={error ? errorId : undefined}>
      <legend>Audience</legend>
      {AUDIENCES.map((a) => {
        const radioId = a === value ? id : `${id}-${a}`;
        return (
          <div className="announcements-radio" key={a}>
            <input
              type="radio"
              id={radioId}
              name="audience"
              value={a}
              checked={a === value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(a)}
            />
            <label htmlFor={radioId}>{AUDIENCE_LABELS[a]}</label>
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
