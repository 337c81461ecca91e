import { ApolloProvider, getApolloContext } from "@apollo/client/react";
import { useContext, useEffect, useState, type ReactNode } from "react";
import { getApolloClient, whenRestored } from "../apollo";

/**
 * The app's Apollo client for what is below. It is not at the root: Home loads without Apollo,
 * and each other screen (and the navigation badge of a signed-in member) brings it along when
 * first opened (routes.tsx, Layout). A client provided further up wins (tests' MockedProvider).
 */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return children;
  return <AppClient>{children}</AppClient>;
}

/** The app's client, once the member's kept cache is restored into it (offline/persist.ts). */
function AppClient({ children }: { children: ReactNode }) {
  const client = getApolloClient();
  const [ready, setReady] = useState(() => whenRestored().done);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void whenRestored().promise.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  if (!ready) return null;
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
