import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { useUserToken } from "../auth/useAuth";
import { flushQueue, onSentInAnotherTab } from "./sync";

/**
 * Sends the signed-in member's queued actions: at start (and at each new session), whenever the
 * browser is back online, and when the member comes back to the window. When another tab sends
 * them first, asks again here for what they changed. Renders nothing.
 */
export function OfflineSync() {
  const client = useApolloClient();
  const token = useUserToken();
  useEffect(() => {
    if (token === null) return;
    const flush = () => {
      if (navigator.onLine !== false) void flushQueue(client).catch(() => {});
    };
    flush();
    window.addEventListener("online", flush);
    window.addEventListener("focus", flush);
    const stopRefetching = onSentInAnotherTab((include) => void client.refetchQueries({ include }).catch(() => {}));
    return () => {
      window.removeEventListener("online", flush);
      window.removeEventListener("focus", flush);
      stopRefetching();
    };
  }, [client, token]);
  return null;
}
