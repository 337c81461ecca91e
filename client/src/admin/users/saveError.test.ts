import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { translate } from "../../i18n";
import { EMAIL_EXISTS as EMAIL_EXISTS_MESSAGE, SAVE_FAILED as SAVE_FAILED_MESSAGE, saveErrorText } from "./saveError";

const EMAIL_EXISTS = translate(EMAIL_EXISTS_MESSAGE);
const SAVE_FAILED = translate(SAVE_FAILED_MESSAGE);

const gql = (...errors: Array<{ message: string; extensions?: Record<string, unknown> }>) =>
  new CombinedGraphQLErrors({ data: null, errors });

describe("saveErrorText", () => {
  it("joins the server's messages with '; ', once each", () => {
    expect(
      saveErrorText(
        gql(
          { message: "Name is required.", extensions: { code: "invalid", field: "name" } },
          { message: "Email is not a valid address.", extensions: { code: "invalid", field: "email" } },
          { message: "Email is not a valid address.", extensions: { code: "invalid", field: "email" } },
        ),
      ),
    ).toBe("Name is required.; Email is not a valid address.");
  });

  it("says 'Email already exists' for a conflict on the email, worded or not", () => {
    expect(saveErrorText(gql({ message: "An account with this email already exists.", extensions: { code: "conflict", field: "email" } }))).toBe(
      EMAIL_EXISTS,
    );
    expect(saveErrorText(gql({ message: "", extensions: { code: "conflict" } }))).toBe(EMAIL_EXISTS);
  });

  it("keeps the server's words for another conflict", () => {
    expect(saveErrorText(gql({ message: "This phone is already in use.", extensions: { code: "conflict", field: "phone" } }))).toBe(
      "This phone is already in use.",
    );
  });

  it("reads a non-OK HTTP answer that carries GraphQL errors", () => {
    const error = new ServerError("Response not successful", {
      response: new Response(null, { status: 400 }),
      bodyText: JSON.stringify({ errors: [{ message: "Role is not valid.", extensions: { code: "invalid", field: "role" } }] }),
    });
    expect(saveErrorText(error)).toBe("Role is not valid.");
  });

  it("'Failed to save user' otherwise", () => {
    expect(saveErrorText(new TypeError("Failed to fetch"))).toBe(SAVE_FAILED);
    expect(saveErrorText(new Error("boom"))).toBe(SAVE_FAILED);
    expect(saveErrorText(gql({ message: "  ", extensions: { code: "internal" } }))).toBe(SAVE_FAILED);
  });
});
