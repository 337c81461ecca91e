import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { classify } from "../errors/classify";
import { msg, useT, type Translate } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { LinkActionButton } from "../ui/LinkActionButton";
import { ConfirmLegacyClaimMutation } from "./documents";
import "../login/forms.css";

export const CONFIRM_TITLE = msg("legacy.confirm.title");
export const CONFIRMED_TITLE = msg("legacy.confirmed.title");
export const INVALID_CONFIRM_TITLE = msg("legacy.confirm.invalid.title");
export const INVALID_CONFIRM_TEXT = msg("legacy.confirm.invalid.text");

/** The server's words when it gave any; no answer: the network text. */
export function confirmErrorText(error: unknown, t: Translate): string {
  const c = classify(error);
  if (c.kind === "network") return t("legacy.confirm.network");
  return c.serverMessage ?? t("legacy.confirm.failed");
}

type Confirmed = { name: string; trophiesCount: number; accountCreated: boolean };

/**
 * /legacy/confirm?token=…: the page the legacy-claim confirmation mail links to. Opening it
 * changes nothing (mail scanners open links); only the Confirm button sends the token. Success
 * says how many journeys the account has now and how to sign in.
 */
export function ConfirmLegacyPage() {
  const token = (useSearchParams()[0].get("token") ?? "").trim();
  const [done, setDone] = useState<Confirmed | null>(null);
  const t = useT();
  usePageTitle(t(!token ? INVALID_CONFIRM_TITLE : done ? CONFIRMED_TITLE : CONFIRM_TITLE));
  if (!token) {
    return (
      <div className="auth-page">
        <section className="auth-card" aria-labelledby="confirm-title">
          <h1 id="confirm-title">{t(INVALID_CONFIRM_TITLE)}</h1>
          <p className="form-error" role="alert">
            {t(INVALID_CONFIRM_TEXT)}
          </p>
        </section>
      </div>
    );
  }
  if (done) return <ConfirmDone confirmed={done} />;
  return <ConfirmForm token={token} onDone={setDone} />;
}

function ConfirmForm({ token, onDone }: { token: string; onDone: (c: Confirmed) => void }) {
  const t = useT();
  const [confirm] = useMutation(ConfirmLegacyClaimMutation, { context: { auth: "none" } });
  const send = async () => {
    const { data } = await confirm({ variables: { token } });
    if (!data) throw new Error("no answer");
    onDone(data.confirmLegacyClaim);
  };
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="confirm-title">
        <h1 id="confirm-title">{t(CONFIRM_TITLE)}</h1>
        <p className="lead">{t("legacy.confirm.lead")}</p>
        <p>{t("legacy.confirm.notYou")}</p>
        <LinkActionButton
          label={t("legacy.confirm.button")}
          busyLabel={t("legacy.confirm.busy")}
          action={send}
          errorText={(e) => confirmErrorText(e, t)}
        />
      </section>
    </div>
  );
}

function ConfirmDone({ confirmed }: { confirmed: Confirmed }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const count = confirmed.trophiesCount;
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="confirm-title">
        <h1 id="confirm-title" ref={headingRef} tabIndex={-1}>
          {t(CONFIRMED_TITLE)}
        </h1>
        <div className="form-status" role="status">
          <p>{confirmed.accountCreated ? t("legacy.confirmed.created", { count }) : t("legacy.confirmed.existing", { count })}</p>
          <p>{t("legacy.confirmed.signIn", { name: confirmed.name })}</p>
        </div>
        <p>
          <Link className="button" to="/login">
            {t("legacy.confirmed.goToLogin")}
          </Link>
        </p>
      </section>
    </div>
  );
}

export default ConfirmLegacyPage;
