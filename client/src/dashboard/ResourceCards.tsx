import type { DashboardGroupFieldsFragment } from "../gql/graphql";
import { ExternalLink } from "./ExternalLink";
import { formatDay } from "./format";
import { useProgrammeSettings, type ProgrammeSettings } from "../programme/programme";

/** Until the programme's links have come (or when they could not be read). */
function LinksPending({ loading }: { loading: boolean }) {
  return (
    <p className="muted">
      {loading ? "Loading the links…" : "The links could not be loaded. Refresh the page to try again."}
    </p>
  );
}

function introVideoParts(s: ProgrammeSettings) {
  return [
    { label: "Part 1", url: s.introVideoPart1Url },
    { label: "Part 2", url: s.introVideoPart2Url },
    { label: "Part 3", url: s.introVideoPart3Url },
  ];
}

/** The reading plan for the group in the Bible app (the server falls back to a generic page). */
export function ReadingPlanLink({ url }: { url: string }) {
  return (
    <p className="reading-plan">
      <ExternalLink className="button" href={url}>
        Open Reading Plan
      </ExternalLink>
      <span className="muted">Read along with your group in the Bible app, about 15 minutes a day.</span>
    </p>
  );
}

/** Group chat intro: say hello to the group, with the invitation link once it is available. */
export function GroupChatCard({
  group,
}: {
  group: Pick<DashboardGroupFieldsFragment, "whatsappInviteUrl" | "invitationAvailableOn"> | null;
}) {
  return (
    <section className="dash-card" aria-labelledby="chat-title">
      <h2 id="chat-title">Group Chat</h2>
      <p>
        Introduce yourself in the group chat: your name, where you live and what you hope for this year. The chat
        is where your group shares the day's reading and prays for one another.
      </p>
      {group?.whatsappInviteUrl ? (
        <p className="card-actions">
          <ExternalLink className="button button-secondary" href={group.whatsappInviteUrl}>
            Join the Group Chat
          </ExternalLink>
        </p>
      ) : (
        <p className="muted">
          {group
            ? `The join link appears here when your invitation opens on ${formatDay(group.invitationAvailableOn)}.`
            : "The join link appears here once you have been placed in a group."}
        </p>
      )}
    </section>
  );
}

/** Introduction Video: three external parts (the programme's settings). */
export function IntroVideoCard() {
  const { settings, loading } = useProgrammeSettings();
  return (
    <section className="dash-card" aria-labelledby="video-title">
      <h2 id="video-title">Introduction Video</h2>
      <p>Watch the three short parts before you begin.</p>
      {settings ? (
        <ul className="link-list">
          {introVideoParts(settings).map((part) => (
            <li key={part.label}>
              <ExternalLink href={part.url}>
                <span className="visually-hidden">Introduction video</span> {part.label}
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
  const { settings, loading } = useProgrammeSettings();
  return (
    <section className="dash-card" aria-labelledby="app-title">
      <h2 id="app-title">Bible App</h2>
      <p>The reading plan runs in the free YouVersion Bible app, on your phone or on the web.</p>
      {settings ? (
        <p className="card-actions">
          <ExternalLink className="button button-secondary" href={settings.bibleAppUrl}>
            Download the Bible App
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
  const { settings, loading } = useProgrammeSettings();
  return (
    <section className="dash-card" aria-labelledby="help-title">
      <h2 id="help-title">Instructions</h2>
      <p>New to the app? Its help centre explains the first steps.</p>
      {settings ? (
        <ul className="link-list">
          <li>
            <ExternalLink href={settings.helpStartPlanUrl}>How to start a reading plan</ExternalLink>
          </li>
          <li>
            <ExternalLink href={settings.helpChangeLanguageUrl}>How to change the app's language</ExternalLink>
          </li>
        </ul>
      ) : (
        <LinksPending loading={loading} />
      )}
    </section>
  );
}
