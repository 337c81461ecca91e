import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { classify } from "../errors/classify";
import { usePageTitle } from "../lib/usePageTitle";
import { LinkActionButton } from "../ui/LinkActionButton";
import { ConfirmLegacyClaimMutation } from "./documents";
import "../login/forms.css";

export const CONFIRM_TITLE = "Confirm Your Past Journeys";
export const CONFIRMED_TITLE = "Your Journeys Are Counted";
export const INVALID_CONFIRM_TITLE = "Invalid Confirmation Link";
export const INVALID_CONFIRM_TEXT = "This link is missing its token. Open the link from the mail again.";
export const CONFIRM_FAILED = "Could not confirm your journeys. Please try again.";
export const CONFIRM_NETWORK = "Could not confirm your journeys. Please check your connection and try again.";

/** The server's words when it gave any; no answer: the network text. */
export function confirmErrorText(error: unknown): string {
  const c = classify(error);
  if (c.kind === "network") return CONFIRM_NETWORK;
  return c.serverMessage ?? CONFIRM_FAILED;
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
  usePageTitle(!token ? INVALID_CONFIRM_TITLE : done ? CONFIRMED_TITLE : CONFIRM_TITLE);
  if (!token) {
    return (
      <div className="auth-page">
        <section className="auth-card" aria-labelledby="confirm-title">
          <h1 id="confirm-title">{INVALID_CONFIRM_TITLE}</h1>
          <p className="form-error" role="alert">
            {INVALID_CONFIRM_TEXT}
          </p>
        </section>
      </div>
    );
  }
  if (done) return <ConfirmDone confirmed={done} />;
  return <ConfirmForm token={token} onDone={setDone} />;
}

function ConfirmForm({ token, onDone }: { token: string; onDone: (c: Confirmed) => void }) {
  const [confirm] = useMutation(ConfirmLegacyClaimMutation, { context: { auth: "none" } });
  const send = async () => {
    const { data } = await confirm({ variables: { token } });
    if (!data) throw new Error("no answer");
    onDone(data.confirmLegacyClaim);
  };
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="confirm-title">
        <h1 id="confirm-title">{CONFIRM_TITLE}</h1>
        <p className="lead">
          The programme team approved a request to count journeys you completed before this site, for your email
          address. Nothing is counted until you confirm that the request was yours.
        </p>
        <p>If you did not ask for this, close this page: nothing changes.</p>
        <LinkActionButton label="Confirm" busyLabel="Confirming..." action={send} errorText={confirmErrorText} />
      </section>
    </div>
  );
}

function ConfirmDone({ confirmed }: { confirmed: Confirmed }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const journeys = `${confirmed.trophiesCount} completed ${confirmed.trophiesCount === 1 ? "journey" : "journeys"}`;
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="confirm-title">
        <h1 id="confirm-title" ref={headingRef} tabIndex={-1}>
          {CONFIRMED_TITLE}
        </h1>
        <div className="form-status" role="status">
          <p>
            {confirmed.accountCreated ? "Your account was created" : "Your account"} with {journeys}, shown on the
            Awards page.
          </p>
          <p>Sign in with your email address and the name {confirmed.name}.</p>
        </div>
        <p>
          <Link className="button" to="/login">
            Go to login
          </Link>
        </p>
      </section>
    </div>
  );
}

export default ConfirmLegacyPage;
