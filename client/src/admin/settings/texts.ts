// The Settings tab's words (issue 29).

export const SAVED = "Settings saved.";

export const INTRO = "What members and visitors see of the programme, and how it runs. Changes apply at once.";

export const NAME_HINT =
  "Shown in the site's header and title, and at the top and foot of every mail. 1 to 80 characters.";

export const LINK_HINT = "An https:// address.";

export const ZONE_HINT =
  "Members who have not chosen a time zone of their own get their reminder and weekly digest in this one.";

export const environmentZone = (zone: string) => `The server's setting (${zone})`;

export const LEADERS_HINT =
  "When ticked, a group's leaders see their members' email and postal address in the Lead area. Otherwise only the admins do.";

export const SECRETS_INTRO =
  "Secrets stay in the server's environment, never in this panel. This says which are set; change them where the server runs.";

export const setText = (set: boolean) => (set ? "set" : "not set");

export const READING_INTRO =
  "How each day's passages on the members' Today card link into the Bible app. The programme's own reading plan is uploaded in the Reading tab.";

/**
 * The links' labels. The client only checks that each is written: the server checks the rest
 * (an https address, its length) and its message, beside the field, names it.
 */
export const LINK_LABELS = {
  introVideoPart1Url: "Part 1",
  introVideoPart2Url: "Part 2",
  introVideoPart3Url: "Part 3",
  homeIntroVideoUrl: "Home page video (Watch Introduction Video)",
  bibleAppUrl: "Download the Bible app",
  helpStartPlanUrl: "How to start a reading plan",
  helpChangeLanguageUrl: "How to change the app's language",
} as const;

export type LinkField = keyof typeof LINK_LABELS;

export const writeLink = (label: string) => `Write the address of ${label}.`;
export const WRITE_NAME = "Write the programme's name.";
