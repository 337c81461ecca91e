import { ApolloProvider, getApolloContext } from "@apollo/client/react";
import { useContext, type ReactNode } from "react";
import { getApolloClient } from "../apollo";

/**
 * The app's Apollo client for what is below. It is not at the root: Home loads without Apollo,
 * and each other screen (and the navigation badge of a signed-in member) brings it along when
 * first opened (routes.tsx, Layout). A client provided further up wins (tests' MockedProvider).
 */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return children;
  return <ApolloProvider client={getApolloClient()}>{children}</ApolloProvider>;
}
