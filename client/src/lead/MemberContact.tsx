import { useQuery } from "@apollo/client/react";
import { useT } from "../i18n";
import { LeadMemberContactQuery } from "./queries";
import { CONTACT_HIDDEN } from "./texts";

/**
 * The member's email and postal address when the programme's settings let leaders see them;
 * otherwise a line saying they stay with the admins. Nothing while it loads or if it fails.
 */
export function MemberContact({ groupId, userId }: { groupId: string; userId: string }) {
  const t = useT();
  const { data } = useQuery(LeadMemberContactQuery, { variables: { groupId, userId }, fetchPolicy: "network-only" });
  const c = data?.leaderMemberContact;
  if (!c) return null;
  if (c.email === null && c.mailingAddress === null) return <p className="muted">{t(CONTACT_HIDDEN)}</p>;
  return (
    <dl className="lead-contact" aria-label={t("lead.contact.label")}>
      <div>
        <dt>{t("lead.contact.email")}</dt>
        <dd>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : "—"}</dd>
      </div>
      <div>
        <dt>{t("lead.contact.address")}</dt>
        <dd>{c.mailingAddress ?? "—"}</dd>
      </div>
    </dl>
  );
}
