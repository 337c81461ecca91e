// The words of /reset-password that the spec fixes (spec 2, 5, 8: Reset confirm), as descriptors:
// the page translates them when it shows them.
import { msg, type Message } from "../i18n";

export const RESET_TITLE = msg("reset-password.title");
export const INVALID_LINK_TITLE = msg("reset-password.invalidLink.title");
export const INVALID_LINK_TEXT = msg("reset-password.invalidLink.text");
export const passwordTooShort = (min: number): Message => msg("reset-password.tooShort", { min });
export const PASSWORDS_DIFFER = msg("reset-password.differ");
export const CONFIRM_MISSING = msg("reset-password.confirmMissing");
export const RESET_SUCCESS = msg("reset-password.success");
export const RESET_FAILED = msg("reset-password.failed");
export const RESET_NETWORK = msg("reset-password.network");

/** Spec 2: the wait on the success screen before /login. */
export const REDIRECT_DELAY_MS = 3000;
