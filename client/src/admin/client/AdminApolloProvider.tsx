import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createContext, useContext, type ReactNode } from "react";
import { getAdminApolloClient } from "./adminClient";

/** A client that stands in for the admin client below it (tests); null: the app's own. */
export const AdminClientContext = createContext<ApolloClient | null>(null);

/** The admin panel's Apollo client (see adminClient.ts), or the one a test provides. */
export function useAdminClient(): ApolloClient {
  return useContext(AdminClientContext) ?? getAdminApolloClient();
}

/** Every query and mutation below goes through the admin client. */
export function AdminApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={useAdminClient()}>{children}</ApolloProvider>;
}
