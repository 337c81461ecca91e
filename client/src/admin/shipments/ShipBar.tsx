import { Field, FormError } from "../../ui/Field";
import { useForm } from "../../ui/useForm";
import { useT } from "../../i18n";
import { MAX_NOTE, MAX_SHIP, shipTexts } from "./texts";

export interface ShipBarProps {
  /** How many awards are selected. */
  count: number;
  /** The day the date input starts with (today, or the day used last). */
  initialDate: string;
  /** Today ("YYYY-MM-DD"): the latest day the input takes. */
  today: string;
  /** Marks the selected awards posted; rejects with the server's refusal of the whole call. */
  onMark: (shippedOn: string, note: string | null) => Promise<void>;
  onClear: () => void;
}

/**
 * The bar over the table while awards are selected: how many, the day they were posted (today
 * unless changed, never later), an optional tracking note the members see, "Mark n as posted"
 * and Clear selection. The server's refusal of the day or the note shows beside its input.
 */
export function ShipBar({ count, initialDate, today, onMark, onClear }: ShipBarProps) {
  const texts = shipTexts(useT());
  const form = useForm({
    initial: { shippedOn: initialDate, note: "" },
    validate: (v) => ({
      ...(v.shippedOn === "" ? { shippedOn: texts.postedOnMissing } : v.shippedOn > today ? { shippedOn: texts.postedOnFuture } : {}),
      ...(v.note.length > MAX_NOTE ? { note: texts.noteTooLong } : {}),
    }),
    onSubmit: async (v) => {
      if (count <= MAX_SHIP) await onMark(v.shippedOn, v.note || null);
    },
  });
  const tooMany = count > MAX_SHIP ? texts.tooMany(count) : null;
  const errorId = `${form.field("shippedOn").id}-form-error`;

  return (
    <form
      className="ship-bar"
      aria-label={texts.barLabel}
      aria-describedby={tooMany || form.formError ? errorId : undefined}
      noValidate
      onSubmit={(e) => void form.handleSubmit(e)}
    >
      <p className="ship-bar-count" aria-live="polite">
        {texts.selected(count)}
      </p>
      <div className="ship-bar-fields">
        <Field label={texts.postedOn} required {...form.field("shippedOn")}>
          {(control) => <input {...control} {...form.input("shippedOn")} type="date" max={today} />}
        </Field>
        <Field label={texts.note} optional hint={texts.noteHint(form.values.note.trim().length)} {...form.field("note")}>
          {(control) => <input {...control} {...form.input("note")} type="text" autoComplete="off" />}
        </Field>
      </div>
      <FormError id={errorId}>{tooMany ?? form.formError}</FormError>
      <div className="ship-bar-actions">
        {/* aria-disabled, not disabled, while marking: the focus stays on the button (a second submit is ignored) */}
        <button type="submit" className="button" aria-disabled={form.submitting || undefined} aria-busy={form.submitting || undefined}>
          {form.submitting ? texts.marking : texts.mark(count)}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={form.submitting || undefined}
          onClick={() => {
            if (!form.submitting) onClear();
          }}
        >
          {texts.clear}
        </button>
      </div>
    </form>
  );
}
