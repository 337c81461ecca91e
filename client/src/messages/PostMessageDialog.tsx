import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { MessageType } from "../gql/graphql";
import { DEFAULT_POST_TYPE, isMessageType, POSTABLE_TYPES } from "./messageTypes";

export interface PostMessageDialogProps {
  /** Posts; resolves when done, rejects with the text to show in the dialog. */
  onSubmit: (input: { content: string; type: MessageType }) => Promise<void>;
  /** Closes (Cancel, Escape, or after posting); the opener gets the focus back. */
  onClose: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The Post Message modal: a native <dialog> opened with showModal() (the rest of the page is
 * inert), with the focus kept inside it, Escape closing it and the server's error shown in it.
 * Where showModal is missing (jsdom) it still behaves as a modal for the keyboard.
 */
export function PostMessageDialog({ onSubmit, onClose }: PostMessageDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const [content, setContent] = useState("");
  const [type, setType] = useState<MessageType>(DEFAULT_POST_TYPE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === "function") {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute("open", "");
    }
    textareaRef.current?.focus();
    return () => {
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
    };
  }, []);

  const close = () => {
    if (!busy) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab") return;
    const dialog = ref.current;
    if (!dialog) return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ content, type });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
      textareaRef.current?.focus();
      return;
    }
    setBusy(false);
  };

  return (
    <dialog
      ref={ref}
      className="post-dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={error ? `${id}-error` : undefined}
      onKeyDown={onKeyDown}
      // the native Escape handling: keep React in charge of closing
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // a click on the backdrop (the dialog box itself, outside the form) closes it
        if (event.target === ref.current) close();
      }}
    >
      <form className="post-form" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>Post a Message</h2>
        <div className="msg-field">
          <label htmlFor={`${id}-content`}>Your message</label>
          <textarea
            ref={textareaRef}
            id={`${id}-content`}
            name="content"
            rows={6}
            placeholder="Share your message with the group..."
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="msg-field">
          <label htmlFor={`${id}-type`}>Message type</label>
          <select
            id={`${id}-type`}
            name="type"
            value={type}
            onChange={(e) => {
              if (isMessageType(e.target.value)) setType(e.target.value);
            }}
          >
            {POSTABLE_TYPES.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p className="post-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            Post Message
          </button>
        </div>
      </form>
    </dialog>
  );
}
