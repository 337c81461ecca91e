import { useApolloClient, useMutation } from "@apollo/client/react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { errorText } from "../../errors/classify";
import type { UsersTabImportMembersMutation, UsersTabPreviewMemberImportQuery } from "../../gql/graphql";
import { useT } from "../../i18n";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { Field, FormError } from "../../ui/Field";
import { Table, type Column } from "../../ui/Table";
import { UsersTabImportMembersMutation as ImportMutation, UsersTabPreviewMemberImportQuery as PreviewQuery } from "./documents";
import { importTexts, MAX_IMPORT_BYTES, MAX_PROBLEMS_SHOWN } from "./importTexts";

type Preview = UsersTabPreviewMemberImportQuery["previewMemberImport"];
type Result = UsersTabImportMembersMutation["importMembers"];
type Problem = Preview["problems"][number];
type GroupCount = Preview["groups"][number];

/** The state of the dialog: a file checked (with the text checked), then imported. */
type Step =
  | { kind: "choose" }
  | { kind: "checking" }
  | { kind: "preview"; csv: string; preview: Preview }
  | { kind: "importing"; csv: string; preview: Preview }
  | { kind: "done"; result: Result };

const problemColumns = (T: ReturnType<typeof importTexts>): ReadonlyArray<Column<Problem>> => [
  { header: T.columnRow, cell: (p) => p.row, rowHeader: true, className: "import-row-number" },
  { header: T.columnColumn, cell: (p) => p.field },
  { header: T.columnProblem, cell: (p) => p.message },
];

function ProblemsTable({ caption, problems }: { caption: string; problems: ReadonlyArray<Problem> }) {
  const T = importTexts(useT());
  if (problems.length === 0) return null;
  const shown = problems.slice(0, MAX_PROBLEMS_SHOWN);
  return (
    <>
      <Table caption={caption} columns={problemColumns(T)} rows={shown} rowKey={(p) => `${p.row}-${p.field}-${p.message}`} empty={null} />
      {shown.length < problems.length && <p className="import-more">{T.more(shown.length, problems.length)}</p>}
    </>
  );
}

function GroupLines({ groups }: { groups: ReadonlyArray<GroupCount> }) {
  const T = importTexts(useT());
  if (groups.length === 0) return null;
  return (
    <ul className="import-groups" aria-label={T.groupsLabel}>
      {groups.map((g) => (
        <li key={g.groupId}>{T.groupLine(g.groupName, g.members)}</li>
      ))}
    </ul>
  );
}

export interface ImportMembersDialogProps {
  /** After an import that created members (the tab reloads its list). */
  onImported: () => void;
  /** Close, Cancel or Escape (not while the import is on its way). */
  onClose: () => void;
}

/**
 * Import members from a CSV file (issue 29): the file chosen is checked at once (nothing is written),
 * the counts and every row's problems (row number, column, message) are shown, and "Import N members"
 * imports the rows without problems (the server checks them again), then says what it did and which
 * rows it skipped. A file over 2 MB is refused here before it is sent.
 */
export function ImportMembersDialog({ onImported, onClose }: ImportMembersDialogProps) {
  const id = useId();
  const T = importTexts(useT());
  const apollo = useApolloClient();
  const [importMembers] = useMutation(ImportMutation);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const choice = useRef(0); // the latest file chosen: an older check's answer is dropped

  // The import button is gone once the import is done: the focus goes to what it did.
  useEffect(() => {
    if (step.kind === "done") resultRef.current?.focus();
  }, [step.kind]);

  const busy = step.kind === "checking" || step.kind === "importing";
  const close = () => {
    if (step.kind !== "importing") onClose();
  };

  const chooseFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    const mine = ++choice.current;
    setFileError(null);
    setError(null);
    if (!file) {
      setStep({ kind: "choose" });
      return;
    }
    if (file.size > MAX_IMPORT_BYTES) {
      setFileError(T.tooLarge);
      setStep({ kind: "choose" });
      return;
    }
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setFileError(T.unreadable);
      setStep({ kind: "choose" });
      return;
    }
    setStep({ kind: "checking" });
    try {
      const { data } = await apollo.query({ query: PreviewQuery, variables: { csv }, fetchPolicy: "no-cache" });
      if (!data) throw new Error("no answer");
      if (mine === choice.current) setStep({ kind: "preview", csv, preview: data.previewMemberImport });
    } catch (err) {
      if (mine !== choice.current) return;
      setFileError(errorText(err));
      setStep({ kind: "choose" });
    }
  };

  const runImport = async () => {
    if (step.kind !== "preview" || step.preview.valid === 0) return;
    setError(null);
    setStep({ kind: "importing", csv: step.csv, preview: step.preview });
    try {
      const { data } = await importMembers({ variables: { csv: step.csv } });
      if (!data) throw new Error("no answer");
      setStep({ kind: "done", result: data.importMembers });
      if (data.importMembers.imported > 0) onImported();
    } catch (err) {
      setError(errorText(err));
      setStep({ kind: "preview", csv: step.csv, preview: step.preview });
    }
  };

  const preview = step.kind === "preview" || step.kind === "importing" ? step.preview : null;
  const errorId = `${id}-error`;

  return (
    <Dialog title={T.title} onClose={close} describedBy={error ? errorId : undefined} className="users-import-dialog">
      {step.kind !== "done" && (
        <Field label={T.fileLabel} hint={T.fileHint} error={fileError}>
          {(control) => (
            <input {...control} type="file" accept=".csv,text/csv" disabled={step.kind === "importing"} onChange={(e) => void chooseFile(e)} />
          )}
        </Field>
      )}

      <div role="status" className="import-status">
        {step.kind === "checking" && <p>{T.checking}</p>}
        {preview && <p className="import-summary">{T.summary(preview.rows, preview.valid, preview.withProblems)}</p>}
      </div>

      {preview && (
        <>
          <GroupLines groups={preview.groups} />
          {preview.ignoredColumns.length > 0 && <p>{T.ignored(preview.ignoredColumns)}</p>}
          {preview.problems.length === 0 ? <p>{T.noProblems}</p> : <ProblemsTable caption={T.problemsCaption} problems={preview.problems} />}
        </>
      )}

      {step.kind === "done" && (
        <>
          <p ref={resultRef} tabIndex={-1} className="import-result" role="status">
            {T.result(step.result.imported, step.result.skipped)}
          </p>
          <GroupLines groups={step.result.groups} />
          <ProblemsTable caption={T.skippedCaption} problems={step.result.problems} />
        </>
      )}

      <FormError id={errorId}>{error}</FormError>
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={close} disabled={step.kind === "importing"}>
          {step.kind === "done" ? T.close : T.cancel}
        </button>
        {preview && (
          <button
            type="button"
            className="button"
            onClick={() => void runImport()}
            disabled={preview.valid === 0 || busy}
            aria-busy={step.kind === "importing" || undefined}
          >
            {step.kind === "importing" ? T.importing : T.importButton(preview.valid)}
          </button>
        )}
      </DialogActions>
    </Dialog>
  );
}
