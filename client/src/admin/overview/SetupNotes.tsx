import { useQuery } from "@apollo/client/react";
import { AdminSetupQuery } from "./queries";


/**
 * How to finish setting up this server, for what is not set up yet: online giving (Stripe) and
 * mail (SMTP). Nothing shows when both are set up, or when the check itself fails (the rest of
 * the Overview does not depend on it).
 */
export function SetupNotes() {
  const { data } = useQuery(AdminSetupQuery);
  if (!data) return null;
  const giving = data.donationSettings.enabled;
  const mail = data.adminMailConfigured;
  if (giving && mail) return null;
  const webhook = `${window.location.origin}/api/stripe/webhook`;
  return (
    <section className="admin-setup" aria-labelledby="admin-setup-heading">
      <h3 id="admin-setup-heading">Finish setting up</h3>
      <ul>
        {!giving && (
          <li>
            <strong>Online giving is not set up</strong>: /donate says so and takes no gifts. Set{" "}
            <code>STRIPE_SECRET_KEY</code> and <code>STRIPE_PUBLISHABLE_KEY</code> (test keys from the Stripe dashboard
            to try it), give Stripe the webhook endpoint <code>{webhook}</code> and put its signing secret in{" "}
            <code>STRIPE_WEBHOOK_SECRET</code>, then restart the server. The README&apos;s “Donations with Stripe” has
            the events to choose.
          </li>
        )}
        {!mail && (
          <li>
            <strong>Mail is not set up</strong>: mails wait in the Outbox tab, where their links can be followed. Set{" "}
            <code>SMTP_URL</code> (for example <code>smtp://user:password@smtp.example.org:587</code>) and{" "}
            <code>SMTP_FROM</code>, then restart the server; waiting mails are sent then.
          </li>
        )}
      </ul>
    </section>
  );
}
