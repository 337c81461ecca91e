// The admin panel's words that the spec fixes (spec 2 /admin, 5, 8), as catalogue messages
// (src/i18n/catalogs/*/admin/admin.json): translate them where they are shown.
import { msg } from "../../i18n";

/** The panel's header: the programme's name (its settings) followed by 'Admin' (spec 2 /admin). */
export const panelTitle = (programmeName: string) => msg("admin.title", { name: programmeName });

/** Admin login (spec 5, 8). */
export const ACCESS_DENIED = msg("admin.login.accessDenied");
export const INVALID_CREDENTIALS = msg("admin.login.invalidCredentials");
export const LOGIN_FAILED = msg("admin.login.failed");

/** The reset-email form (spec 8: Reset email). */
export const RESET_EMAIL_SENT = msg("admin.reset.sent");
export const RESET_EMAIL_FAILED = msg("admin.reset.failed");

