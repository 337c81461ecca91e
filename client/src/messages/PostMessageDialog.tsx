import { useId, useRef, useState, type FormEvent } from "react";
import { useFormRules } from "../forms/formRules";
import type { MessageType } from "../gql/graphql";
import { Dialog, SubmitActions } from "../ui/Dialog";
import { DEFAULT_POST_TYPE, isMessageType, postableTypeInfos } from "./messageTypes";

export interface PostMessageDialogProps {
  /** Posts; resolves when done, rejects with the text to show in the dialog. */
  onSubmit: (input: { content: string; type: MessageType }) => Promise<void>;
  /** Closes (Cancel, Escape, or after posting); the opener gets the focus back. */
  onClose: () => void;
}

/**
 * The Post Message modal (a ui/Dialog: focus kept inside, Escape closes, focus back to the
 * opener), with the server's error shown in it. While a post is in flight it does not close.
 * The types offered are those the server says the viewer may post (form rules); until they
 * have come, the default type only.
 */
export function PostMessageDialog({ onSubmit, onClose }: PostMessageDialogProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const [content, setContent] = useState("");
  const [type, setType] = useState<MessageType>(DEFAULT_POST_TYPE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const postable = postableTypeInfos(useFormRules()?.postableTypes ?? [DEFAULT_POST_TYPE]);

  const close = () => {
    if (!busy) onClose();
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
    <Dialog
      title="Post a Message"
      onClose={close}
      onSubmit={(event) => void submit(event)}
      initialFocus={textareaRef}
      describedBy={error ? `${id}-error` : undefined}
    >
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
          {postable.map((t) => (
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
      <SubmitActions onCancel={close} submitting={busy} label="Post Message" />
    </Dialog>
  );
}
