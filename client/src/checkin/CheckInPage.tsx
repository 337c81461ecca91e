import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { errorText } from "../errors/classify";
import type { CheckInAnswer, CheckInLinkFieldsFragment } from "../gql/graphql";
import { ANSWER_LABEL, ANSWERS, recordedText } from "../habit/answers";
import { formatLongDay } from "../habit/format";
import { isLinkRefused, LinkProblem } from "../habit/LinkProblem";
import { StreakSummary } from "../habit/StreakSummary";
import { msg, useT, type Message, type Translate } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { FormError } from "../ui/Field";
import { LoadError } from "../ui/LoadError";
import { CheckInByLinkMutation, CheckInLinkQuery } from "./documents";
import "../login/forms.css";
import "../pages/pages.css";
import "./checkin.css";

export const CHECK_IN_TITLE = msg("checkin.title");

/** "Day 12 — Tuesday, January 12, 2027": the link's day of the group's journey. */
export function dayTitle(link: Pick<CheckInLinkFieldsFragment, "day" | "date">, t: Translate): string {
  return t("checkin.dayTitle", { day: link.day, date: formatLongDay(link.date) });
}

const ALREADY: Record<CheckInAnswer, Message> = {
  READ: msg("checkin.alreadyRead"),
  MISSED: msg("checkin.alreadyMissed"),
};

/**
 * /checkin/:token (issue 27): the page a reminder's "I read today" / "I missed today" link opens,
 * signed in or not (the signed token is the member's). Opening it only reads the link (mail
 * scanners open links): the answer is preselected and only Confirm records it. A refused link
 * (not valid, expired, sessions ended) is the page's message, with the way to sign in.
 */
export function CheckInPage() {
  const token = useParams().token ?? "";
  const { data, error, refetch } = useQuery(CheckInLinkQuery, {
    variables: { token },
    context: { auth: "none" },
    fetchPolicy: "network-only",
  });
  const [done, setDone] = useState<CheckInLinkFieldsFragment | null>(null);
  const [refused, setRefused] = useState<{ error: unknown } | null>(null);

  if (refused) return <LinkProblem error={refused.error} />;
  if (done) return <CheckInDone link={done} />;
  if (data) return <CheckInForm token={token} link={data.checkInLink} onDone={setDone} onRefused={(e) => setRefused({ error: e })} />;
  if (error && isLinkRefused(error)) return <LinkProblem error={error} />;
  if (error) return <CheckInLoadError error={error} onRetry={() => refetch()} />;
  return <CheckInLoading />;
}

function CheckInLoading() {
  const t = useT();
  usePageTitle(t(CHECK_IN_TITLE));
  return (
    <p className="page-loading" role="status">
      {t("checkin.loading")}
    </p>
  );
}

function CheckInLoadError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const t = useT();
  usePageTitle(t(CHECK_IN_TITLE));
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="checkin-title">
        <h1 id="checkin-title">{t(CHECK_IN_TITLE)}</h1>
        <LoadError what={t("checkin.what")} error={error} onRetry={onRetry} />
      </section>
    </div>
  );
}

interface CheckInFormProps {
  token: string;
  link: CheckInLinkFieldsFragment;
  onDone: (link: CheckInLinkFieldsFragment) => void;
  onRefused: (error: unknown) => void;
}

function CheckInForm({ token, link, onDone, onRefused }: CheckInFormProps) {
  const t = useT();
  usePageTitle(t(CHECK_IN_TITLE));
  const id = useId();
  const [answer, setAnswer] = useState<CheckInAnswer>(link.recorded ?? link.suggested);
  const [confirm] = useMutation(CheckInByLinkMutation, { context: { auth: "none" } });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await confirm({ variables: { token, answer } });
      if (!data) throw new Error("no answer");
      onDone(data.checkInByLink);
    } catch (e) {
      if (isLinkRefused(e)) {
        onRefused(e);
        return;
      }
      setError(t("checkin.notRecorded", { reason: errorText(e) }));
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="checkin-title">
        <p className="eyebrow">{link.groupName}</p>
        <h1 id="checkin-title">{dayTitle(link, t)}</h1>
        <p className="lead">
          {t("checkin.question", { name: link.firstName, day: link.day })}
        </p>
        {link.recorded && (
          <p className="checkin-note">
            {t(ALREADY[link.recorded], { day: link.day })}
          </p>
        )}
        <form className="checkin-form" noValidate onSubmit={(e) => void send(e)} aria-labelledby="checkin-title">
          <fieldset className="checkin-answers">
            <legend>{t("checkin.legend", { day: link.day })}</legend>
            {ANSWERS.map((a) => (
              <div className="checkin-choice" key={a}>
                <input
                  id={`${id}-${a}`}
                  type="radio"
                  name="answer"
                  value={a}
                  checked={answer === a}
                  onChange={() => setAnswer(a)}
                />
                <label htmlFor={`${id}-${a}`}>{t(ANSWER_LABEL[a])}</label>
              </div>
            ))}
          </fieldset>
          <FormError>{error}</FormError>
          <button type="submit" className="button form-submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("checkin.confirming") : t("checkin.confirm")}
          </button>
        </form>
      </section>
    </div>
  );
}

function CheckInDone({ link }: { link: CheckInLinkFieldsFragment }) {
  const t = useT();
  usePageTitle(t("checkin.recordedTitle"));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="checkin-title">
        <p className="eyebrow">{link.groupName}</p>
        <h1 id="checkin-title" ref={headingRef} tabIndex={-1}>
          {dayTitle(link, t)}
        </h1>
        <p className="form-status" role="status">
          {recordedText(link.recorded ?? link.suggested, link.day, t)}
        </p>
        <StreakSummary streak={link.streak} headingLevel={2} />
        <p className="checkin-actions">
          <Link className="button button-secondary" to="/dashboard">
            {t("checkin.openDashboard")}
          </Link>
        </p>
      </section>
    </div>
  );
}

export default CheckInPage;
