import type { DashboardGroupFieldsFragment } from "../gql/graphql";
import { msg, useT, type Message } from "../i18n";
import { ExternalLink } from "./ExternalLink";
import { formatDay } from "./format";
import { useProgrammeSettings, type ProgrammeSettings } from "../programme/programme";

/** Until the programme's links have come (or when they could not be read). */
function LinksPending({ loading }: { loading: boolean }) {
  const t = useT();
  return (
    <p className="muted">
      {loading ? t("dashboard.resources.loading") : t("dashboard.resources.failed")}
    </p>
  );
}

function introVideoParts(s: ProgrammeSettings): { part: Message; url: string }[] {
  return [
    { part: msg("dashboard.video.part1"), url: s.introVideoPart1Url },
    { part: msg("dashboard.video.part2"), url: s.introVideoPart2Url },
    { part: msg("dashboard.video.part3"), url: s.introVideoPart3Url },
  ];
}

/** The reading plan for the group in the Bible app (the server falls back to a generic page). */
export function ReadingPlanLink({ url }: { url: string }) {
  const t = useT();
  return (
    <p className="reading-plan">
      <ExternalLink className="button" href={url}>
        {t("dashboard.readingPlan.open")}
      </ExternalLink>
      <span className="muted">{t("dashboard.readingPlan.hint")}</span>
    </p>
  );
}

/** Group chat intro: say hello to the group, with the invitation link once it is available. */
export function GroupChatCard({
  group,
}: {
  group: Pick<DashboardGroupFieldsFragment, "whatsappInviteUrl" | "invitationAvailableOn"> | null;
}) {
  const t = useT();
  return (
    <section className="dash-card" aria-labelledby="chat-title">
      <h2 id="chat-title">{t("dashboard.chat.title")}</h2>
      <p>{t("dashboard.chat.intro")}</p>
      {group?.whatsappInviteUrl ? (
        <p className="card-actions">
          <ExternalLink className="button button-secondary" href={group.whatsappInviteUrl}>
            {t("dashboard.chat.join")}
          </ExternalLink>
        </p>
      ) : (
        <p className="muted">
          {group
            ? t("dashboard.chat.linkOn", { day: formatDay(group.invitationAvailableOn) })
            : t("dashboard.chat.linkNoGroup")}
        </p>
      )}
    </section>
  );
}

/** Introduction Video: three external parts (the programme's settings). */
export function IntroVideoCard() {
  const t = useT();
  const { settings, loading } = useProgrammeSettings();
  return (
    <section className="dash-card" aria-labelledby="video-title">
      <h2 id="video-title">{t("dashboard.video.title")}</h2>
      <p>{t("dashboard.video.intro")}</p>
      {settings ? (
        <ul className="link-list">
          {introVideoParts(settings).map((part) => (
            <li key={part.part.id}>
              <ExternalLink href={part.url}>
                <span className="visually-hidden">{t("dashboard.video.hidden")}</span> {t(part.part)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      ) : (
        <LinksPending loading={loading} />
      )}
    </section>
  );
}

/** Where to get the Bible-reading app. */
export function BibleAppCard() {
  const t = useT();
  const { settings, loading } = useProgrammeSettings();
  return (
    <section className="dash-card" aria-labelledby="app-title">
      <h2 id="app-title">{t("dashboard.bibleApp.title")}</h2>
      <p>{t("dashboard.bibleApp.intro")}</p>
      {settings ? (
        <p className="card-actions">
          <ExternalLink className="button button-secondary" href={settings.bibleAppUrl}>
            {t("dashboard.bibleApp.download")}
          </ExternalLink>
        </p>
      ) : (
        <LinksPending loading={loading} />
      )}
    </section>
  );
}

/** Instructions: the app's own help pages. */
export function InstructionsCard() {
  const t = useT();
  const { settings, loading } = useProgrammeSettings();
  return (
    <section className="dash-card" aria-labelledby="help-title">
      <h2 id="help-title">{t("dashboard.help.title")}</h2>
      <p>{t("dashboard.help.intro")}</p>
      {settings ? (
        <ul className="link-list">
          <li>
            <ExternalLink href={settings.helpStartPlanUrl}>{t("dashboard.help.startPlan")}</ExternalLink>
          </li>
          <li>
            <ExternalLink href={settings.helpChangeLanguageUrl}>{t("dashboard.help.changeLanguage")}</ExternalLink>
          </li>
        </ul>
      ) : (
        <LinksPending loading={loading} />
      )}
    </section>
  );
}
