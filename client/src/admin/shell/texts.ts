// The admin panel's words that the spec fixes (spec 2 /admin, 5, 8).
export { ADMIN_SESSION_EXPIRED } from "../../auth/session";

export const PANEL_TITLE = "Journey 365 Admin";

/** The panel's header: the programme's name (its settings) followed by 'Admin' (spec 2 /admin). */
export const panelTitle = (programmeName: string) => `${programmeName} Admin`;

/** Admin login (spec 5, 8). */
export const ACCESS_DENIED = "Access denied. Admin privileges required.";
export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";
export const LOGIN_FAILED = "Login failed. Please try again.";

/** The reset-email form (spec 8: Reset email). */
export const RESET_EMAIL_SENT = "Password reset email sent! Check your inbox.";
export const RESET_EMAIL_FAILED = "Failed to send reset email. Please try again.";

/** Change Password (spec 5, 8). */
export const PASSWORDS_DIFFER = "New passwords do not match";
export const passwordTooShort = (min: number) => `New password must be at least ${min} characters`;
export const PASSWORD_CHANGED = "Password changed successfully!";
export const PASSWORD_CHANGE_FAILED = "Failed to change password";
export const PASSWORD_CHANGE_NETWORK = "Failed to change password. Please try again.";
