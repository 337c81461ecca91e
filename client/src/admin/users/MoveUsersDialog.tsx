import { useId } from "react";
import { useT } from "../../i18n";
import { Dialog, SubmitActions } from "../../ui/Dialog";
import { Field, FormError } from "../../ui/Field";
import { useForm } from "../../ui/useForm";
import { groupChoiceLabel, useGroupOptions } from "../shared/groupOptions";
import { bulkTexts } from "./bulkTexts";

export interface MoveUsersDialogProps {
  /** How many users are moved. */
  count: number;
  /** Moves them; rejects with the server's refusal (one on groupId is shown beside the select). */
  onMove: (groupId: string) => Promise<unknown>;
  /** Cancel or Escape (not while the move is on its way). */
  onClose: () => void;
}

/**
 * Move the selected users to a group: a labelled select of the groups (archived ones left out),
 * and "Move n users", which waits for a group to be chosen.
 */
export function MoveUsersDialog({ count, onMove, onClose }: MoveUsersDialogProps) {
  const id = useId();
  const T = bulkTexts(useT()).move;
  const { groups } = useGroupOptions();
  const form = useForm({
    initial: { groupId: "" },
    validate: (v) => (v.groupId ? {} : { groupId: T.required }),
    onSubmit: async (v) => {
      await onMove(v.groupId);
    },
  });
  const { submitting } = form;
  const close = () => {
    if (!submitting) onClose();
  };
  const questionId = `${id}-question`;
  const errorId = `${id}-error`;

  return (
    <Dialog
      title={T.title}
      onClose={close}
      onSubmit={(event) => void form.handleSubmit(event)}
      describedBy={form.formError ? `${questionId} ${errorId}` : questionId}
      className="users-bulk-dialog"
    >
      <p id={questionId} className="users-confirm">
        {T.question(count)}
      </p>
      <p>{T.note}</p>
      <Field label={T.groupLabel} required {...form.field("groupId")}>
        {(control) => (
          <select {...control} {...form.input("groupId")}>
            <option value="">{T.choose}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {groupChoiceLabel(g)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormError id={errorId}>{form.formError}</FormError>
      <SubmitActions
        onCancel={close}
        submitting={submitting}
        label={T.confirm(count)}
        busyLabel={T.busy}
        disabled={!form.values.groupId}
      />
    </Dialog>
  );
}
