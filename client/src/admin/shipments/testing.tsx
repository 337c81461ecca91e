// Test helpers for the "Awards to ship" section (tests only): awards and pages shaped like the
// server's answers, and the section rendered over a test Apollo client answering by operation name.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormattedExecutionResult } from "graphql";
import { createTestClient, type Handler } from "../../board/testing";
import type { BulkOutcome, ShipmentsAwardFragment } from "../../gql/graphql";
import { gqlErrors, pageAnswer, type PageOptions } from "../shared/testing";
import { AwardsToShipSection } from "./AwardsToShipSection";

export function awardToShip(overrides: Partial<ShipmentsAwardFragment> = {}): ShipmentsAwardFragment {
  return {
    __typename: "AwardToShip",
    id: "301",
    userId: "1",
    userName: "Ruth Member",
    email: "ruth@example.com",
    city: "Bethlehem",
    mailingAddress: "12 Gleaning Lane, Bethlehem",
    name: "Journey Completion",
    completedAt: "2027-01-05T15:00:00Z",
    ...overrides,
  };
}

/** An adminAwardsToShip answer. */
export function toShipPage(nodes: ShipmentsAwardFragment[], options: PageOptions = {}): FormattedExecutionResult {
  return pageAnswer("adminAwardsToShip", "AwardToShipPage", nodes, options);
}

/** A markAwardsShipped answer: each id with its outcome (DONE unless given) and message. */
export function shippedAnswer(results: Array<[id: string, outcome?: BulkOutcome, message?: string]>): FormattedExecutionResult {
  return {
    data: {
      markAwardsShipped: results.map(([id, outcome = "DONE", message]) => ({
        __typename: "BulkResult",
        id,
        outcome,
        message: message ?? null,
      })),
    },
  };
}

export { gqlErrors };

/** Renders the section with `awards` to ship; `handlers` replace the default answers by operation name. */
export function renderShipments(handlers: Record<string, Handler> = {}, awards: ShipmentsAwardFragment[] = [awardToShip()]) {
  const t = createTestClient({
    ShipmentsAwardsToShip: () => toShipPage(awards),
    ...handlers,
  });
  const user = userEvent.setup();
  const result = render(<AwardsToShipSection />, { wrapper: t.adminWrapper });
  return { ...t, ...result, user };
}
