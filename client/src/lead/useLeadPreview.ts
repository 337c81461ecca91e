import { useT } from "../i18n";
import { useQuery } from "@apollo/client/react";
import { errorText } from "../errors/classify";
import type { AnnouncementAudience } from "../gql/graphql";
import { LeadAnnouncementPreviewQuery } from "./queries";
import { leadPreviewText } from "./texts";

export interface LeadPreview {
  /** The preview line's words. */
  text: string;
  /** How many it reaches, once counted for the audience chosen now; else null. */
  recipients: number | null;
}

/** How many of the group (or its members at risk) a mail reaches and leaves out, asked again as the audience changes. */
export function useLeadPreview(groupId: string, audience: AnnouncementAudience): LeadPreview {
  const { data, loading, error } = useQuery(LeadAnnouncementPreviewQuery, {
    variables: { input: { audience, groupId } },
    fetchPolicy: "cache-and-network",
  });
  const t = useT();
  const counted = data?.leaderAnnouncementPreview;
  if (counted && !loading) return { text: leadPreviewText(counted.recipients, counted.leftOut, t), recipients: counted.recipients };
  if (error && !loading) return { text: t("lead.write.countFailed", { reason: errorText(error) }), recipients: null };
  return { text: t("lead.write.counting"), recipients: null };
}
