// The words for failures no server explained. Kept apart from classify.ts (which brings Apollo's
// error classes) so a screen loaded without Apollo, such as Home, can say the same thing.

/** Shown when no answer came back (offline, the server unreachable, a proxy's error page). */
export const NETWORK_MESSAGE = "We could not reach the server. Check your connection and try again.";

/** Shown for a failure the server did not explain, or a fault in the page itself. */
export const UNEXPECTED_MESSAGE = "Something went wrong. Please try again.";
