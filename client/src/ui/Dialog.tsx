import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { useT } from "../i18n";
import "./ui.css";

export interface DialogProps {
  /** The dialog's heading; it is also the dialog's accessible name. */
  title: ReactNode;
  /**
   * Asked to close: Escape or a click on the backdrop. The owner unmounts the dialog (or
   * ignores the request, e.g. while a request is in flight); the opener then gets the focus back.
   */
  onClose: () => void;
  /** Makes the body a form (`noValidate`: the owner checks and shows errors beside the fields). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Focused on open; default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Ids of elements that describe the dialog (e.g. an error shown in it). */
  describedBy?: string;
  /** Extra class on the <dialog> (its width, for one). */
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: a native <dialog> opened with showModal() (the rest of the page is inert),
 * labelled by its title, with the keyboard focus kept inside (Tab and Shift+Tab wrap), Escape
 * and a backdrop click asking to close, and the focus returned to the element that opened it.
 * Where showModal is missing (jsdom, old browsers) it still behaves as a modal for the keyboard.
 * Render it only while open: `{open && <Dialog …/>}`.
 */
export function Dialog({ title, onClose, onSubmit, initialFocus, describedBy, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${useId()}-title`;
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The opener: whatever had the focus before the dialog took it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function") {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute("open", "");
    }
    const first = initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
    // Opened once per mount; a later initialFocus is not a reason to reopen.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab") return;
    const dialog = ref.current;
    if (!dialog) return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
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

  const body = (
    <>
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children}
    </>
  );

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      // the browser's own Escape handling: the owner decides whether to close
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // a click on the backdrop (the <dialog> box itself, outside its body) asks to close
        if (event.target === ref.current) onCloseRef.current();
      }}
    >
      {onSubmit ? (
        <form className="dialog-body" onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        <div className="dialog-body">{body}</div>
      )}
    </dialog>
  );
}

/** The dialog's buttons: stacked on phones (the main action on top), in a row on wider screens. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog-actions">{children}</div>;
}

export interface SubmitActionsProps {
  onCancel: () => void;
  /** While true both buttons are disabled and the submit button is busy and says `busyLabel`. */
  submitting: boolean;
  label: string;
  busyLabel?: string;
  /** Disables the submit button for another reason (a required choice not made). */
  disabled?: boolean;
  submitClassName?: string;
}

/** A form dialog's Cancel and submit buttons. */
export function SubmitActions({ onCancel, submitting, label, busyLabel = label, disabled = false, submitClassName = "button" }: SubmitActionsProps) {
  const t = useT();
  return (
    <DialogActions>
      <button type="button" className="button button-secondary" onClick={onCancel} disabled={submitting}>
        {t("ui.dialog.cancel")}
      </button>
      <button type="submit" className={submitClassName} disabled={disabled || submitting} aria-busy={submitting || undefined}>
        {submitting ? busyLabel : label}
      </button>
    </DialogActions>
  );
}
