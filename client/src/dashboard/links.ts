// Every external address the dashboard links to, in one place. Group-specific links (the group
// chat invitation and the reading plan) come from the server; everything else is here.

/** Download page of the Bible-reading app the programme reads along with (YouVersion). */
export const BIBLE_APP_DOWNLOAD_URL = "https://www.bible.com/app";

/**
 * The app's help centre: how to start a reading plan. The help centre's article addresses change
 * from time to time, so both help links point at its front page, where its search finds the
 * current article; the programme team may replace them with the exact article addresses.
 */
export const HELP_START_PLAN_URL = "https://help.youversion.com/";

/** The app's help centre: how to change the app's language (see the note above). */
export const HELP_CHANGE_LANGUAGE_URL = "https://help.youversion.com/";

// PLACEHOLDERS — the programme team replaces these three with the real addresses of the
// introduction video (Part 1, Part 2, Part 3) before launch. Until then they lead to the
// Bible app's home page so that no link is broken.
export const INTRO_VIDEO_PART_1_URL = "https://www.bible.com/";
export const INTRO_VIDEO_PART_2_URL = "https://www.bible.com/";
export const INTRO_VIDEO_PART_3_URL = "https://www.bible.com/";

export const INTRO_VIDEO_PARTS: ReadonlyArray<{ label: string; url: string }> = [
  { label: "Part 1", url: INTRO_VIDEO_PART_1_URL },
  { label: "Part 2", url: INTRO_VIDEO_PART_2_URL },
  { label: "Part 3", url: INTRO_VIDEO_PART_3_URL },
];
