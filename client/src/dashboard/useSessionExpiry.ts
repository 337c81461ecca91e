import { useCallback } from "react";
import { useNavigate } from "react-router";
import { signOut } from "../auth/session";
import { isUnauthorized } from "../errors/classify";

/**
 * Returns a handler for operation errors: when the server says the session is missing or
 * expired ('unauthorized'), the stored member session is removed and the member is sent to
 * /login. Returns true when it handled the error that way.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorized(error)) return false;
      void signOut("expired");
      void navigate("/login", { replace: true, state: { from: "/dashboard", reason: "session-expired" } });
      return true;
    },
    [navigate],
  );
}
