import { useCallback } from "react";
import { getUserToken, signOut } from "../auth/session";
import { isUnauthorized } from "../errors/classify";

/**
 * Returns a handler for operation errors: when the server says the session is missing or
 * expired ('unauthorized'), the member's session ends as expired (if the app's error link has
 * not ended it already) and the RequireMember guard sends the member to /login. Returns true
 * when it handled the error that way, so the screen shows no error of its own.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  return useCallback((error: unknown) => {
    if (!isUnauthorized(error)) return false;
    if (getUserToken()) void signOut("expired");
    return true;
  }, []);
}
