import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import type { SavedCredential } from "../auth/savedCredentials";
import { useT } from "../i18n";

export interface SuggestInputProps {
  id: string;
  label: ReactNode;
  type?: "email" | "text";
  value: string;
  onChange: (value: string) => void;
  /** Saved sign-ins matching what is typed (already filtered and limited). */
  suggestions: readonly SavedCredential[];
  /** A suggestion was chosen (by click, tap, or arrow keys + Enter). */
  onPick: (credential: SavedCredential) => void;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A text input with a list of saved sign-ins under it: the ARIA 1.2 combobox pattern.
 * The list opens as the visitor types; Arrow Down/Up move through it, Enter picks, Escape
 * closes. Focus stays in the input; the highlighted option is announced through
 * aria-activedescendant.
 */
export function SuggestInput({
  id,
  label,
  type = "text",
  value,
  onChange,
  suggestions,
  onPick,
  autoComplete,
  required,
  disabled,
  invalid,
  describedBy,
}: SuggestInputProps) {
  const t = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0 && !disabled;
  const activeIndex = expanded && active < suggestions.length ? active : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const pick = (c: SavedCredential) => {
    onPick(c);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
        if (n === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(0);
        } else {
          setActive((activeIndex + 1) % n);
        }
        break;
      case "ArrowUp":
        if (n === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(n - 1);
        } else {
          setActive(activeIndex <= 0 ? n - 1 : activeIndex - 1);
        }
        break;
      case "Enter":
        if (activeIndex >= 0) {
          event.preventDefault(); // pick, do not submit the form
          pick(suggestions[activeIndex]);
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  const describedByIds = [describedBy, suggestions.length > 0 ? `${listId}-hint` : undefined]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="field suggest">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds || undefined}
        autoComplete={autoComplete}
        autoCapitalize={type === "email" ? "none" : undefined}
        spellCheck={false}
        required={required}
        disabled={disabled}
      />
      {suggestions.length > 0 && (
        <span id={`${listId}-hint`} className="visually-hidden">
          {t("login.suggest.hint", { count: suggestions.length })}
        </span>
      )}
      {expanded && (
        <ul id={listId} role="listbox" aria-label={t("login.suggest.list")} className="suggestions">
          {suggestions.map((c, i) => (
            <li
              key={c.email.toLowerCase()}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              className={`suggestion${i === activeIndex ? " is-active" : ""}`}
              // keep focus in the input so the blur does not close the list before the click
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(c)}
            >
              <span className="suggestion-name">{c.name}</span>{" "}
              <span className="suggestion-email">{c.email}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
