import { useEffect, useId, useRef } from "react";
import { useFormRules } from "../forms/formRules";
import type { MessageType } from "../gql/graphql";
import { useT } from "../i18n";
import { Dialog, SubmitActions } from "../ui/Dialog";
import { useForm } from "../ui/useForm";
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
  const t = useT();
  const postable = postableTypeInfos(useFormRules()?.postableTypes ?? [DEFAULT_POST_TYPE], t);
  const form = useForm({
    initial: { content: "", type: DEFAULT_POST_TYPE as string },
    // sent as typed: the page and the server have the last word on blank content
    untrimmed: ["content"],
    onSubmit: ({ content, type }) => onSubmit({ content, type: isMessageType(type) ? type : DEFAULT_POST_TYPE }),
    errorText: (e) => (e instanceof Error ? e.message : String(e)),
  });
  const busy = form.submitting;
  const error = form.formError;

  // a refusal sends the focus back to the message, to fix it
  useEffect(() => {
    if (error) textareaRef.current?.focus();
  }, [error]);

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog
      title={t("messages.post.title")}
      onClose={close}
      onSubmit={(event) => void form.handleSubmit(event)}
      initialFocus={textareaRef}
      describedBy={error ? `${id}-error` : undefined}
    >
      <div className="msg-field">
        <label htmlFor={`${id}-content`}>{t("messages.post.content")}</label>
        <textarea
          ref={textareaRef}
          id={`${id}-content`}
          rows={6}
          placeholder={t("messages.post.placeholder")}
          {...form.input("content")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="msg-field">
        <label htmlFor={`${id}-type`}>{t("messages.post.type")}</label>
        <select id={`${id}-type`} {...form.input("type")}>
          {postable.map((info) => (
            <option key={info.type} value={info.type}>
              {info.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="post-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <SubmitActions onCancel={close} submitting={busy} label={t("messages.board.post")} />
    </Dialog>
  );
}
