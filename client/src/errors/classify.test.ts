import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { LOGIN_FAILURE_TEXTS } from "../login/authErrors";
import { classify, failureText, networkMessage, unexpectedMessage } from "./classify";

const graphQLErrors = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

const serverError = (status: number, bodyText: string) =>
  new ServerError("Response not successful", { response: new Response(bodyText, { status }), bodyText });

describe("classify", () => {
  it("reads the server's code, the input it names and its words", () => {
    const got = classify(
      graphQLErrors(
        { message: "Enter a valid email address.", extensions: { code: "invalid", field: "email" } },
        { message: "City is required.", extensions: { code: "invalid", field: "city" } },
      ),
    );
    expect(got).toEqual({
      kind: "server",
      code: "invalid",
      field: "email",
      serverMessage: "Enter a valid email address. City is required.",
      message: "Enter a valid email address. City is required.",
    });
  });

  it.each([
    ["Chrome", "Failed to fetch"],
    ["Firefox", "NetworkError when attempting to fetch resource."],
    ["Safari", "Load failed"],
  ])("says what happened and what to do instead of %s's '%s'", (_browser, text) => {
    const got = classify(new TypeError(text));
    expect(got.kind).toBe("network");
    expect(got.message).toBe(networkMessage());
    expect(got.message).not.toContain(text);
  });

  it("reads a non-OK answer that is still the server's GraphQL refusal", () => {
    const body = JSON.stringify({ errors: [{ message: "The request is too large.", extensions: { code: "invalid" } }] });
    expect(classify(serverError(413, body))).toMatchObject({ kind: "server", code: "invalid", message: "The request is too large." });
  });

  it("treats a proxy's error page as no answer", () => {
    expect(classify(serverError(502, "<html>Bad Gateway</html>"))).toMatchObject({ kind: "network", message: networkMessage() });
  });

  it("keeps the words of an error with a code this client does not know, without a code", () => {
    expect(classify(graphQLErrors({ message: "Cannot query field x.", extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }))).toMatchObject({
      kind: "server",
      code: null,
      message: "Cannot query field x.",
    });
  });

  it("shows no programming error's text", () => {
    const got = classify(new TypeError("Cannot read properties of undefined (reading 'board')"));
    expect(got).toMatchObject({ kind: "unexpected", code: null, message: unexpectedMessage() });
  });

  it("reads the socket's session-ending close as unauthorized and any other close as no answer", () => {
    expect(classify(new Error("Socket closed with event 4401 Your session has expired."))).toMatchObject({ code: "unauthorized" });
    expect(classify({ code: 4403, reason: "disabled", wasClean: true })).toMatchObject({
      code: "unauthorized",
      message: "This account is disabled. Please contact the programme team.",
    });
    expect(classify(new Error("Socket closed with event 1006"))).toMatchObject({ kind: "network", code: null });
  });
});

describe("failureText (spec 8: Login)", () => {
  it("is the server's message, else the generic text, else the connection text", () => {
    expect(failureText(graphQLErrors({ message: "No account matches that email and full name." }), LOGIN_FAILURE_TEXTS)).toBe(
      "No account matches that email and full name.",
    );
    expect(failureText(graphQLErrors({ message: "" }), LOGIN_FAILURE_TEXTS)).toBe("Login failed. Please try again.");
    expect(failureText(new TypeError("Failed to fetch"), LOGIN_FAILURE_TEXTS)).toBe(
      "Login failed. Please check your connection and try again.",
    );
    expect(failureText(serverError(500, "oops"), LOGIN_FAILURE_TEXTS)).toBe(
      "Login failed. Please check your connection and try again.",
    );
  });
});
