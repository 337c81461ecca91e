import { useCallback, useRef, useState, type ReactNode } from "react";
import { translate, useT, type Translate } from "../../i18n";
import { Dialog, DialogActions } from "../../ui/Dialog";
import type { PendingMutation } from "./fetcher";

/** The question's sentence: what will run and that it changes data. */
export function confirmText(mutation: PendingMutation, t: Translate = translate): string {
  const fields = mutation.fields.join(", ");
  return mutation.name
    ? t("admin-playground.confirm.named", { name: mutation.name, fields })
    : t("admin-playground.confirm.unnamed", { fields });
}

interface Asking {
  mutation: PendingMutation;
  answer: (run: boolean) => void;
}

/**
 * The question asked before the playground sends a mutation: `confirm(mutation)` opens an
 * accessible dialog (Cancel focused first) and resolves true on "Run mutation", false on Cancel or
 * Escape. A second question while one is open is answered no (GraphiQL runs one request at a time).
 */
export function useMutationConfirm(): { confirm: (mutation: PendingMutation) => Promise<boolean>; dialog: ReactNode } {
  const t = useT();
  const [asking, setAsking] = useState<Asking | null>(null);
  const open = useRef(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = useCallback((mutation: PendingMutation) => {
    if (open.current) return Promise.resolve(false);
    open.current = true;
    return new Promise<boolean>((resolve) => {
      setAsking({
        mutation,
        answer: (run) => {
          open.current = false;
          setAsking(null);
          resolve(run);
        },
      });
    });
  }, []);

  const dialog = asking && (
    <Dialog title={t("admin-playground.confirm.title")} onClose={() => asking.answer(false)} initialFocus={cancelRef}>
      <p>{confirmText(asking.mutation, t)}</p>
      <DialogActions>
        <button type="button" className="button button-secondary" ref={cancelRef} onClick={() => asking.answer(false)}>
          {t("admin-playground.confirm.cancel")}
        </button>
        <button type="button" className="button" onClick={() => asking.answer(true)}>
          {t("admin-playground.confirm.run")}
        </button>
      </DialogActions>
    </Dialog>
  );

  return { confirm, dialog };
}
