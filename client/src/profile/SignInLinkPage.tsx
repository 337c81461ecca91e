import { useMutation } from "@apollo/client/react";
import { useNavigate, useSearchParams } from "react-router";
import { signIn } from "../auth/session";
import { msg, useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { LinkActionButton } from "../ui/LinkActionButton";
import { linkErrorText, MISSING_TOKEN_TEXT, type LinkFailureTexts } from "./ConfirmEmailPage";
import { SignInWithLinkMutation } from "./documents";
import "../login/forms.css";

export const SIGN_IN_LINK_TITLE = msg("profile.signInLink.title");

const SIGN_IN_FAILURE: LinkFailureTexts = {
  failed: msg("profile.signInLink.failed"),
  network: msg("profile.signInLink.network"),
};

/**
 * /sign-in?token=… (issue 29): the page a sign-in link mail opens. Opening it changes nothing
 * (mail scanners open links); its Sign in button uses the link, once, and goes to the dashboard
 * (an admin account to /admin, where its password is asked for).
 */
export function SignInLinkPage() {
  const t = useT();
  usePageTitle(t(SIGN_IN_LINK_TITLE));
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
        <h1 id="sign-in-link-title">{t(SIGN_IN_LINK_TITLE)}</h1>
        {!token ? (
          <p className="form-error" role="alert">
            {t(MISSING_TOKEN_TEXT)}
          </p>
        ) : (
          <>
            <p className="lead">{t("profile.signInLink.lead")}</p>
            <LinkActionButton
              label={t("profile.signInLink.button")}
              busyLabel={t("profile.signInLink.busy")}
              action={send}
              errorText={(e) => linkErrorText(e, SIGN_IN_FAILURE, t)}
            />
          </>
        )}
      </section>
    </div>
  );
}

export default SignInLinkPage;
