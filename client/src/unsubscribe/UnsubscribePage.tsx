import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { errorText } from "../errors/classify";
import type { MailPreferencesFieldsFragment } from "../gql/graphql";
import { isLinkRefused, LinkProblem } from "../habit/LinkProblem";
import { msg, Trans, useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { Checkbox } from "../ui/Checkbox";
import { FormError } from "../ui/Field";
import { LoadError } from "../ui/LoadError";
import { CATEGORY_LABEL, receives } from "./categories";
import { MailPreferencesQuery, UnsubscribeMutation, UpdateMailPreferencesMutation } from "./documents";
import "../login/forms.css";
import "./unsubscribe.css";

export const PREFERENCES_TITLE = msg("unsubscribe.title");

/**
 * /unsubscribe/:token (issue 27): the page an "unsubscribe" link opens, signed in or not (the
 * signed token is the member's). Opening it only reads the link (mail scanners open links): it
 * says which mail the link came from, offers one button that stops that mail, and the three
 * kinds of mail to keep or stop together. A refused link is the page's message.
 */
export function UnsubscribePage() {
  const token = useParams().token ?? "";
  const { data, error, refetch } = useQuery(MailPreferencesQuery, {
    variables: { token },
    context: { auth: "none" },
    fetchPolicy: "network-only",
  });
  const [refused, setRefused] = useState<{ error: unknown } | null>(null);

  if (refused) return <LinkProblem error={refused.error} />;
  if (data) return <Preferences token={token} initial={data.mailPreferences} onRefused={(e) => setRefused({ error: e })} />;
  if (error && isLinkRefused(error)) return <LinkProblem error={error} />;
  if (error) return <PreferencesLoadError error={error} onRetry={() => refetch()} />;
  return <PreferencesLoading />;
}

function PreferencesLoading() {
  const t = useT();
  usePageTitle(t(PREFERENCES_TITLE));
  return (
    <p className="page-loading" role="status">
      {t("unsubscribe.loading")}
    </p>
  );
}

function PreferencesLoadError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const t = useT();
  usePageTitle(t(PREFERENCES_TITLE));
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="preferences-title">
        <h1 id="preferences-title">{t(PREFERENCES_TITLE)}</h1>
        <LoadError what={t("unsubscribe.load.what")} error={error} onRetry={onRetry} />
      </section>
    </div>
  );
}

type Choice = Pick<MailPreferencesFieldsFragment, "reminders" | "weeklyDigest" | "announcements">;

const choiceOf = ({ reminders, weeklyDigest, announcements }: MailPreferencesFieldsFragment): Choice => ({
  reminders,
  weeklyDigest,
  announcements,
});

interface PreferencesProps {
  token: string;
  initial: MailPreferencesFieldsFragment;
  onRefused: (error: unknown) => void;
}

function Preferences({ token, initial, onRefused }: PreferencesProps) {
  const t = useT();
  usePageTitle(t(PREFERENCES_TITLE));
  const [prefs, setPrefs] = useState(initial);
  const [choice, setChoice] = useState<Choice>(() => choiceOf(initial));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [unsubscribe] = useMutation(UnsubscribeMutation, { context: { auth: "none" } });
  const [update] = useMutation(UpdateMailPreferencesMutation, { context: { auth: "none" } });
  const category = prefs.category;

  /** Runs one of the two changes; the page then shows what the server has. */
  const run = async (change: () => Promise<MailPreferencesFieldsFragment | undefined>, done: string) => {
    if (busy) return;
    setBusy(true);
    setStatus("");
    setError(null);
    try {
      const next = await change();
      if (!next) throw new Error("no answer");
      setPrefs(next);
      setChoice(choiceOf(next));
      setStatus(done);
    } catch (e) {
      if (isLinkRefused(e)) return onRefused(e);
      setError(t("unsubscribe.notChanged", { reason: errorText(e) }));
    } finally {
      setBusy(false);
    }
  };

  const stop = () =>
    void run(
      async () => (await unsubscribe({ variables: { token } })).data?.unsubscribe,
      t("unsubscribe.done", { category }),
    );
  const save = () =>
    void run(async () => (await update({ variables: { token, ...choice } })).data?.updateMailPreferences, t("unsubscribe.saved"));

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="preferences-title">
        <h1 id="preferences-title">{t(PREFERENCES_TITLE)}</h1>
        <p className="lead">{t("unsubscribe.hello", { name: prefs.firstName, category })}</p>
        <p className="preferences-status" role="status">
          {status}
        </p>
        <FormError>{error}</FormError>

        <div className="preferences-one">
          {receives(prefs, category) ? (
            <>
              <p>{t("unsubscribe.oneClick", { category })}</p>
              <button type="button" className="button" onClick={stop} aria-disabled={busy || undefined}>
                {t("unsubscribe.button", { category })}
              </button>
            </>
          ) : (
            <p>{t("unsubscribe.notGetting", { category })}</p>
          )}
        </div>

        <form
          className="preferences-form"
          noValidate
          aria-labelledby="preferences-choose"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <h2 id="preferences-choose">{t("unsubscribe.choose")}</h2>
          <fieldset className="preferences-choices">
            <legend className="visually-hidden">{t("unsubscribe.choices")}</legend>
            <Checkbox
              label={t(CATEGORY_LABEL.REMINDER)}
              name="reminders"
              checked={choice.reminders}
              onChange={(reminders) => setChoice((c) => ({ ...c, reminders }))}
            />
            <Checkbox
              label={t(CATEGORY_LABEL.DIGEST)}
              name="weeklyDigest"
              checked={choice.weeklyDigest}
              onChange={(weeklyDigest) => setChoice((c) => ({ ...c, weeklyDigest }))}
            />
            <Checkbox
              label={t(CATEGORY_LABEL.ANNOUNCEMENT)}
              name="announcements"
              checked={choice.announcements}
              onChange={(announcements) => setChoice((c) => ({ ...c, announcements }))}
            />
          </fieldset>
          <button type="submit" className="button button-secondary" aria-disabled={busy || undefined}>
            {t("unsubscribe.save")}
          </button>
        </form>
        <p className="preferences-settings">
          <Trans id="unsubscribe.settings" components={{ 0: <Link to="/settings" /> }} />
        </p>
      </section>
    </div>
  );
}

export default UnsubscribePage;
