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

// Change Password (spec 5, 8): read by the Change Password tab (password/), whose own catalogue
// namespace takes them over; kept here in English until that tab no longer imports them.
export const PASSWORDS_DIFFER = "New passwords do not match";
export const passwordTooShort = (min: number) => `New password must be at least ${min} characters`;
export const PASSWORD_CHANGED = "Password changed successfully!";
export const PASSWORD_CHANGE_FAILED = "Failed to change password";
export const PASSWORD_CHANGE_NETWORK = "Failed to change password. Please try again.";
