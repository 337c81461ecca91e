import { useId, useState, type FormEvent } from "react";
import type { TrophyOp } from "../../gql/graphql";
import { msg, useT } from "../../i18n";

export const NEGATIVE_TROPHIES = msg("admin-users.trophies.negative");
export const NOT_A_COUNT = msg("admin-users.trophies.notACount");

export interface TrophyControlsProps {
  /** The user's name: every control says whose trophies it changes. */
  name: string;
  count: number;
  /** Sends the change; resolves when the server has answered (its failures are shown by the tab). */
  onAdjust: (op: TrophyOp, value?: number) => Promise<unknown>;
}

/**
 * The Trophies cell (spec 2 /admin Users): the count, a minus button, +1, a set-value field and
 * Set. Never below 0: minus is unavailable at 0 (aria-disabled, so the focus stays on it when the
 * count reaches 0), and Set refuses a negative value with a message beside the field.
 */
export function TrophyControls({ name, count, onAdjust }: TrophyControlsProps) {
  const id = useId();
  const t = useT();
  const inputId = `${id}-set`;
  const errorId = `${id}-error`;
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const atZero = count <= 0;

  const set = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!/^-?\d+$/.test(text)) {
      setError(t(NOT_A_COUNT));
      return;
    }
    const n = Number(text);
    if (n < 0) {
      setError(t(NEGATIVE_TROPHIES));
      return;
    }
    setError(null);
    try {
      await onAdjust("SET", n);
      setValue("");
    } catch {
      // the tab shows what went wrong; the value stays for another try
    }
  };

  return (
    <div className="users-trophies">
      <p className="users-trophy-count">
        {count}
        <span className="visually-hidden"> {t("admin-users.trophies.unit", { count })}</span>
      </p>
      <div className="users-trophy-buttons">
        <button
          type="button"
          className="button button-secondary users-small-button"
          aria-label={t("admin-users.trophies.remove", { name })}
          aria-disabled={atZero || undefined}
          onClick={() => {
            if (!atZero) void onAdjust("DECREMENT").catch(() => {});
          }}
        >
          −
        </button>
        <button
          type="button"
          className="button button-secondary users-small-button"
          aria-label={t("admin-users.trophies.add", { name })}
          onClick={() => void onAdjust("INCREMENT").catch(() => {})}
        >
          +1
        </button>
      </div>
      <form className="users-trophy-set" onSubmit={(e) => void set(e)} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {t("admin-users.trophies.newCount", { name })}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button-secondary users-small-button" aria-label={t("admin-users.trophies.setFor", { name })}>
          {t("admin-users.trophies.set")}
        </button>
        {error && (
          <p id={errorId} className="users-trophy-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
