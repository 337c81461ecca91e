import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { loadSavedCredentials, replaceCredential } from "../auth/savedCredentials";
import { classify } from "../errors/classify";
import { msg, useT, type Message, type Translate } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { LinkActionButton } from "../ui/LinkActionButton";
import { ConfirmEmailChangeMutation } from "./documents";
import "../login/forms.css";

export const CONFIRM_EMAIL_TITLE = msg("profile.confirmEmail.title");
export const EMAIL_CONFIRMED_TITLE = msg("profile.confirmEmail.done");
export const MISSING_TOKEN_TEXT = msg("profile.link.missingToken");

/** What a mailed link's page says when using it failed: without the server's words, and without an answer. */
export interface LinkFailureTexts {
  failed: Message;
  network: Message;
}

/** The server's words when it gave any (a used, expired or taken link); no answer: the network's. */
export function linkErrorText(error: unknown, texts: LinkFailureTexts, t: Translate): string {
  const c = classify(error);
  if (c.kind === "network") return t(texts.network);
  return c.serverMessage ?? t(texts.failed);
}

const CONFIRM_FAILURE: LinkFailureTexts = {
  failed: msg("profile.confirmEmail.failed"),
  network: msg("profile.confirmEmail.network"),
};

/**
 * /confirm-email?token=… (issue 29): the page an email change's confirmation mail links to.
 * Opening it changes nothing (mail scanners open links); only the Confirm button sends the
 * token. Afterwards /login suggests the new email.
 */
export function ConfirmEmailPage() {
  const token = (useSearchParams()[0].get("token") ?? "").trim();
  const [done, setDone] = useState<{ name: string; email: string } | null>(null);
  const [confirm] = useMutation(ConfirmEmailChangeMutation, { context: { auth: "none" } });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useT();
  usePageTitle(t(done ? EMAIL_CONFIRMED_TITLE : CONFIRM_EMAIL_TITLE));
  useEffect(() => {
    if (done) headingRef.current?.focus();
  }, [done]);

  const send = async () => {
    const { data } = await confirm({ variables: { token } });
    if (!data) throw new Error("no answer");
    const c = data.confirmEmailChange;
    rememberConfirmed(c);
    setDone(c);
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="confirm-email-title">
        <h1 id="confirm-email-title" ref={headingRef} tabIndex={-1}>
          {t(done ? EMAIL_CONFIRMED_TITLE : CONFIRM_EMAIL_TITLE)}
        </h1>
        {!token ? (
          <p className="form-error" role="alert">
            {t(MISSING_TOKEN_TEXT)}
          </p>
        ) : done ? (
          <>
            <p className="form-status" role="status">
              {t("profile.confirmEmail.signInWith", { email: done.email })}
            </p>
            <p>
              <Link className="button" to="/login">
                {t("profile.goToLogin")}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="lead">{t("profile.confirmEmail.lead")}</p>
            <p>{t("profile.link.notYou")}</p>
            <LinkActionButton
              label={t("profile.confirmEmail.button")}
              busyLabel={t("profile.confirmEmail.busy")}
              action={send}
              errorText={(e) => linkErrorText(e, CONFIRM_FAILURE, t)}
            />
          </>
        )}
      </section>
    </div>
  );
}

/**
 * Keeps /login's suggestions in step with a confirmed change: this browser's saved sign-ins
 * under the account's name give way to the new email (the old address is not in the answer).
 */
export function rememberConfirmed(c: { name: string; email: string }): void {
  const name = c.name.trim().toLowerCase();
  for (const saved of loadSavedCredentials()) {
    if (saved.name.trim().toLowerCase() === name) replaceCredential(saved.email, c);
  }
  replaceCredential(c.email, c);
}

export default ConfirmEmailPage;
