import type { ReactNode } from "react";
import { AppApolloProvider } from "../app/AppApolloProvider";
import { useLedGroups } from "./useLedGroups";

/**
 * The navigation's Lead link for a signed-in member: loaded lazily with Apollo (a visitor never
 * loads it), shown only once the member is known to lead a group; nothing while loading or on
 * an error.
 */
export default function LeadNavGate({ children }: { children: ReactNode }) {
  return (
    <AppApolloProvider>
      <IfLeader>{children}</IfLeader>
    </AppApolloProvider>
  );
}

function IfLeader({ children }: { children: ReactNode }) {
  const { data } = useLedGroups();
  return data && data.myLedGroups.length > 0 ? children : null;
}
