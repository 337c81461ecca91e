import { useState } from "react";
import { useEndReason } from "../../auth/useAuth";
import { useT } from "../../i18n";
import { usePageTitle } from "../../lib/usePageTitle";
import { AdminSignIn } from "./AdminSignIn";
import { ResetEmailForm } from "./ResetEmailForm";
import { useProgrammeName } from "../../programme/programme";
import { panelTitle } from "./texts";

/**
 * /admin without an admin-scoped session: the sign-in form, or the reset-email form after
 * 'Forgot Password?'. When the server refused the admin token, it says the session expired.
 */
export function AdminSignedOut() {
  const t = useT();
  const title = t(panelTitle(useProgrammeName()));
  usePageTitle(title);
  const expired = useEndReason("admin") === "expired";
  const [mode, setMode] = useState<"signin" | "reset">("signin");
  // the email field takes the focus when the person switches forms, not on arrival
  const [switched, setSwitched] = useState(false);

  return (
    <section className="admin-auth surface" aria-labelledby="admin-title">
      <h1 id="admin-title">{title}</h1>
      {expired && (
        <p className="ui-form-error" role="alert">
          {t("admin.sessionExpired")}
        </p>
      )}
      {mode === "signin" ? (
        <AdminSignIn
          focusOnMount={switched}
          onForgot={() => {
            setSwitched(true);
            setMode("reset");
          }}
        />
      ) : (
        <ResetEmailForm
          onBack={() => {
            setSwitched(true);
            setMode("signin");
          }}
        />
      )}
    </section>
  );
}
