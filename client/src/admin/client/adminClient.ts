// The admin panel's Apollo client: the app's factory with the admin scope, so every operation
// sends the admin token and a refused one ends the admin session only. It has no socket (the
// panel has no subscriptions) and a cache of its own, cleared when the admin identity changes.
import type { ApolloClient } from "@apollo/client";
import { createApolloClient } from "../../apollo";
import { bindSession } from "../../auth/session";

let singleton: ApolloClient | undefined;

/** The admin panel's client, created on first use and bound to the admin session. */
export function getAdminApolloClient(): ApolloClient {
  if (!singleton) {
    const client = createApolloClient({ scope: "admin", wsLink: null });
    bindSession({ clearStore: () => client.clearStore(), restartSocket: () => {} }, "admin");
    singleton = client;
  }
  return singleton;
}
