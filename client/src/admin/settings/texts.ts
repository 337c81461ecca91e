// The Settings tab's link fields and their labels (issue 29); the words are in admin-settings.
import { msg, type Message } from "../../i18n";

/**
 * The links' labels. The client only checks that each is written: the server checks the rest
 * (an https address, its length) and its message, beside the field, names it.
 */
export const LINK_LABELS = {
  introVideoPart1Url: msg("admin-settings.link.part1"),
  introVideoPart2Url: msg("admin-settings.link.part2"),
  introVideoPart3Url: msg("admin-settings.link.part3"),
  homeIntroVideoUrl: msg("admin-settings.link.home-video"),
  bibleAppUrl: msg("admin-settings.link.bible-app"),
  helpStartPlanUrl: msg("admin-settings.link.start-plan"),
  helpChangeLanguageUrl: msg("admin-settings.link.change-language"),
} as const satisfies Record<string, Message>;

export type LinkField = keyof typeof LINK_LABELS;
