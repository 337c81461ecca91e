import type { DashboardGroupFieldsFragment } from "../gql/graphql";
import { ExternalLink } from "./ExternalLink";
import { formatDay } from "./format";
import {
  BIBLE_APP_DOWNLOAD_URL,
  HELP_CHANGE_LANGUAGE_URL,
  HELP_START_PLAN_URL,
  INTRO_VIDEO_PARTS,
} from "./links";

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

/** Introduction Video: three external parts. */
export function IntroVideoCard() {
  return (
    <section className="dash-card" aria-labelledby="video-title">
      <h2 id="video-title">Introduction Video</h2>
      <p>Watch the three short parts before you begin.</p>
      <ul className="link-list">
        {INTRO_VIDEO_PARTS.map((part) => (
          <li key={part.label}>
            <ExternalLink href={part.url}>
              <span className="visually-hidden">Introduction video</span> {part.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where to get the Bible-reading app. */
export function BibleAppCard() {
  return (
    <section className="dash-card" aria-labelledby="app-title">
      <h2 id="app-title">Bible App</h2>
      <p>The reading plan runs in the free YouVersion Bible app, on your phone or on the web.</p>
      <p className="card-actions">
        <ExternalLink className="button button-secondary" href={BIBLE_APP_DOWNLOAD_URL}>
          Download the Bible App
        </ExternalLink>
      </p>
    </section>
  );
}

/** Instructions: the app's own help pages. */
export function InstructionsCard() {
  return (
    <section className="dash-card" aria-labelledby="help-title">
      <h2 id="help-title">Instructions</h2>
      <p>New to the app? Its help centre explains the first steps.</p>
      <ul className="link-list">
        <li>
          <ExternalLink href={HELP_START_PLAN_URL}>How to start a reading plan</ExternalLink>
        </li>
        <li>
          <ExternalLink href={HELP_CHANGE_LANGUAGE_URL}>How to change the app's language</ExternalLink>
        </li>
      </ul>
    </section>
  );
}
