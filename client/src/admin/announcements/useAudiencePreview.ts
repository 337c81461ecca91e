import { useQuery } from "@apollo/client/react";
import { errorText } from "../../errors/classify";
import type { AnnouncementAudience } from "../../gql/graphql";
import { useT } from "../../i18n";
import { AnnouncementPreviewQuery } from "./queries";
import { needsGroup, previewText } from "./texts";

export interface AudiencePreview {
  /** The preview line's words. */
  text: string;
  /** How many it reaches, once counted for the audience chosen now; else null. */
  recipients: number | null;
}

/**
 * How many an audience reaches and leaves out, asked again whenever the audience or the group
 * changes (nothing is asked for a group's audience until a group is chosen).
 */
export function useAudiencePreview(audience: AnnouncementAudience, groupId: string): AudiencePreview {
  const t = useT();
  const waiting = needsGroup(audience) && !groupId;
  const { data, loading, error } = useQuery(AnnouncementPreviewQuery, {
    variables: { input: { audience, groupId: needsGroup(audience) ? groupId : null } },
    skip: waiting,
    fetchPolicy: "cache-and-network",
  });
  if (waiting) return { text: t("admin-announcements.preview.chooseGroup"), recipients: null };
  const counted = data?.adminAnnouncementPreview;
  if (counted && !loading)
    return { text: previewText(counted.recipients, counted.leftOut, t), recipients: counted.recipients };
  if (error && !loading) return { text: t("admin-announcements.preview.failed", { reason: errorText(error) }), recipients: null };
  return { text: t("admin-announcements.preview.counting"), recipients: null };
}
