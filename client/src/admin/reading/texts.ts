// The Reading tab's words (issue 28) and the example link it builds as the admin types, the way the
// server builds a passage's link (readingplan/links.go).

/** The server's default template (YouVersion, bible.com). */
export const DEFAULT_LINK_TEMPLATE = "https://www.bible.com/bible/{version}/{BOOK}.{chapter}";

export const TEMPLATE_HINT =
  "The address of a chapter in the Bible app: {BOOK} is replaced by the book's code (such as GEN), " +
  "{chapter} by the chapter's number and {version} by the Bible version below. " +
  `The default is ${DEFAULT_LINK_TEMPLATE}`;

export const VERSION_HINT = "The app's code for the Bible version, such as 1 (King James Version) or 111 (NIV).";

export const SAVED = "Reading settings saved.";

export const WRITE_TEMPLATE = "Write the link template.";
export const WRITE_VERSION = "Write the Bible version.";

/** `value` escaped as Go's url.PathEscape escapes it (which keeps : @ & = + $ and escapes ! ' ( ) *). */
function pathEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/%(3A|40|26|3D|2B|24)/g, (code) => decodeURIComponent(code))
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The link of Genesis 1 with `template` and `version`, as the server would make it. */
export function exampleLink(template: string, version: string): string {
  return template
    .trim()
    .replaceAll("{BOOK}", "GEN")
    .replaceAll("{chapter}", "1")
    .replaceAll("{version}", pathEscape(version.trim()));
}

/** Whether `link` is an https address a browser can open (only then is the example a link). */
export function isHttpsLink(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

// ---- The programme's own reading plan ----

export const PLAN_DEFAULT = "Members read the default plan (Genesis to Revelation in 365 days, balanced by length).";

export const planCustom = (uploaded: string) => `Members read the programme's own plan, uploaded ${uploaded}.`;

export const PLAN_FILE_NAME = "journey365-default-plan.csv";

export const PLAN_HINT =
  "One row per day, day then passages, for every day from 1 to 365: such as 1,Genesis 1-3 or " +
  "120,Psalms 119:1-88; Proverbs 3. Books by name or code (GEN); a first row day,passages is a header.";

export const PLAN_FILE_HINT = "Choosing a file puts its text in Plan CSV below.";

export const WRITE_PLAN = "Paste the plan, or choose its file.";

export const FILE_UNREADABLE = "The file could not be read. Choose it again, or paste the plan.";

export const PLAN_VALID = "The plan is valid: 365 days.";

export const PLAN_INVALID = "The plan cannot be used yet. Correct these problems and check it again:";

export const PLAN_SAVED = "The programme's plan is saved. Members read it from today.";

export const PLAN_RESET = "Members read the default plan again.";

export const RESET_QUESTION = "Return to the default plan?";

export const RESET_EFFECT =
  "Members read the default plan from today. The programme's own plan is removed: to use it again, upload it again.";
