import type { AnnouncementAudience } from "../../gql/graphql";
import { useT } from "../../i18n";
import "./audience.css";

export interface AudienceFieldsetProps<A extends AnnouncementAudience> {
  /** From useForm: field("audience"); the id goes on the chosen radio (focused when wrong). */
  id: string;
  error: string | undefined;
  value: string;
  onChange: (audience: A) => void;
  /** The audiences offered, in order (an admin's three, a leader's two), and their labels. */
  audiences: readonly A[];
  labels: Record<A, string>;
}

/** Whom to write to: a radio group, its error beside it (text, never colour alone). */
export function AudienceFieldset<A extends AnnouncementAudience>({ id, error, value, onChange, audiences, labels }: AudienceFieldsetProps<A>) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <fieldset className="audience-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>{t("admin-announcements.form.audience")}</legend>
      {audiences.map((a) => {
        const radioId = a === value ? id : `${id}-${a}`;
        return (
          <div className="audience-radio" key={a}>
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
