import { useMutation } from "@apollo/client/react";
import { useNavigate, useSearchParams } from "react-router";
import { signIn } from "../auth/session";
import { usePageTitle } from "../lib/usePageTitle";
import { LinkActionButton } from "../ui/LinkActionButton";
import { linkErrorText, MISSING_TOKEN_TEXT } from "./ConfirmEmailPage";
import { SignInWithLinkMutation } from "./documents";
import "../login/forms.css";

export const SIGN_IN_LINK_TITLE = "Sign In With Your Link";

/**
 * /sign-in?token=… (issue 29): the page a sign-in link mail opens. Opening it changes nothing
 * (mail scanners open links); its Sign in button uses the link, once, and goes to the dashboard
 * (an admin account to /admin, where its password is asked for).
 */
export function SignInLinkPage() {
  usePageTitle(SIGN_IN_LINK_TITLE);
  const token = (useSearchParams()[0].get("token") ?? "").trim();
  const navigate = useNavigate();
  const [use] = useMutation(SignInWithLinkMutation, { context: { auth: "none" } });

  const send = async () => {
    const { data } = await use({ variables: { token } });
    if (!data) throw new Error("no answer");
    const kind = await signIn(data.signInWithLink);
    navigate(kind === "admin" ? "/admin" : "/dashboard");
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="sign-in-link-title">
        <h1 id="sign-in-link-title">{SIGN_IN_LINK_TITLE}</h1>
        {!token ? (
          <p className="form-error" role="alert">
            {MISSING_TOKEN_TEXT}
          </p>
        ) : (
          <>
            <p className="lead">Choose Sign in to open your dashboard. The link works once.</p>
            <LinkActionButton
              label="Sign in"
              busyLabel="Signing in..."
              action={send}
              errorText={(e) => linkErrorText(e, "Could not sign you in.")}
            />
          </>
        )}
      </section>
    </div>
  );
}

export default SignInLinkPage;
