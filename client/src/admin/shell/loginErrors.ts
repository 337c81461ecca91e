import { classify } from "../../errors/classify";
import { translate, type Translate } from "../../i18n";
import { ACCESS_DENIED, INVALID_CREDENTIALS, LOGIN_FAILED } from "./texts";

/**
 * What the admin sign-in says when it fails (spec 5, 8: Admin login). A valid non-admin
 * (the server's 'forbidden') gets 'Access denied. Admin privileges required.' (or the server's
 * own words for a refused account, such as a disabled one); no answer 'Login failed. Please try
 * again.'; a throttle or a busy server its own words; everything else 'Invalid credentials.
 * Please try again.'
 */
export function adminLoginErrorText(error: unknown, t: Translate): string {
  const c = classify(error);
  if (c.kind === "network") return t(LOGIN_FAILED);
  if (c.kind === "unexpected") return t(LOGIN_FAILED);
  switch (c.code) {
    case "forbidden":
      return c.serverMessage ?? t(ACCESS_DENIED);
    case "rate_limited":
    case "unavailable":
    case "invalid":
      return c.serverMessage ?? t(INVALID_CREDENTIALS);
    case "internal":
      return t(LOGIN_FAILED);
    default:
      return t(INVALID_CREDENTIALS);
  }
}

/** Thrown when a sign-in answer is not an admin-scoped session (it is then not kept). */
export class NotAdminSessionError extends Error {
  constructor() {
    super(translate(ACCESS_DENIED));
  }
}
