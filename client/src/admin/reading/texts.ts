// The Reading tab's example link (issue 28; its words are in admin-reading): the example link it builds as the admin types, the way the
// server builds a passage's link (readingplan/links.go).

/** The server's default template (YouVersion, bible.com). */
export const DEFAULT_LINK_TEMPLATE = "https://www.bible.com/bible/{version}/{BOOK}.{chapter}";

/** The template's placeholders, named in its hint as they are written. */
export const TEMPLATE_PLACEHOLDERS = { book: "{BOOK}", chapter: "{chapter}", version: "{version}", template: DEFAULT_LINK_TEMPLATE };

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

export const PLAN_FILE_NAME = "journey365-default-plan.csv";
