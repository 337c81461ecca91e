// The words of /reset-password that the spec fixes (spec 2, 5, 8: Reset confirm).

export const RESET_TITLE = "Reset Your Password";
export const INVALID_LINK_TITLE = "Invalid Reset Link";
export const INVALID_LINK_TEXT = "Invalid or missing reset token. Please request a new password reset.";
export const passwordTooShort = (min: number) => `Password must be at least ${min} characters long`;
export const PASSWORDS_DIFFER = "Passwords do not match";
export const RESET_SUCCESS = "Password Reset Successful!";
export const RESET_FAILED = "Failed to reset password. Please try again.";
export const RESET_NETWORK = "Network error. Please check your connection and try again.";

/** Spec 2: the wait on the success screen before /login. */
export const REDIRECT_DELAY_MS = 3000;
