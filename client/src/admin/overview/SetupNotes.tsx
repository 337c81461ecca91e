import { useQuery } from "@apollo/client/react";
import { Trans, useT } from "../../i18n";
import { AdminSetupQuery } from "./queries";


/**
 * How to finish setting up this server, for what is not set up yet: online giving (Stripe) and
 * mail (SMTP). Nothing shows when both are set up, or when the check itself fails (the rest of
 * the Overview does not depend on it).
 */
export function SetupNotes() {
  const t = useT();
  const { data } = useQuery(AdminSetupQuery);
  if (!data) return null;
  const giving = data.donationSettings.enabled;
  const mail = data.adminMailConfigured;
  if (giving && mail) return null;
  const webhook = `${window.location.origin}/api/stripe/webhook`;
  return (
    <section className="admin-setup" aria-labelledby="admin-setup-heading">
      <h3 id="admin-setup-heading">{t("admin-overview.setup.title")}</h3>
      <ul>
        {!giving && (
          <li>
            <Trans id="admin-overview.setup.giving" values={{ webhook }} components={{ 0: <strong />, 1: <code />, 2: <code />, 3: <code />, 4: <code /> }} />
          </li>
        )}
        {!mail && (
          <li>
            <Trans id="admin-overview.setup.mail" components={{ 0: <strong />, 1: <code />, 2: <code />, 3: <code /> }} />
          </li>
        )}
      </ul>
    </section>
  );
}
