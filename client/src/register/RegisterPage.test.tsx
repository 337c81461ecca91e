import { act, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatCalendarDate } from "../lib/dates";
import { renderVisitorPage } from "../login/testUtils";
import { RegisterMutation } from "./queries";
import { registrationInput, registrationTimeZone, RegisterPage } from "./RegisterPage";

const input = {
  name: "Lydia of Thyatira",
  email: "lydia@example.com",
  city: "Philippi",
  mailingAddress: "1 Riverside Way\nPhilippi",
  referral: null,
  // the browser's zone (the tests run in America/Los_Angeles), sent with no field for it
  timeZone: "America/Los_Angeles",
};

const user = {
  __typename: "User" as const,
  name: "Lydia of Thyatira",
  email: "lydia@example.com",
  role: "USER" as const,
  trophiesCount: 0,
};

const group = {
  __typename: "PublicGroup" as const,
  name: "January 2027 Group",
  startDate: "2027-01-01",
  registrationDeadline: "2027-01-15",
};

function ok(g: typeof group | null = group) {
  return {
    request: { query: RegisterMutation, variables: { input } },
    result: { data: { register: { __typename: "Registration" as const, token: "tok-lydia", scope: "MEMBER" as const, user, group: g } } },
    delay: 300,
  };
}

function renderRegister(mocks: Parameters<typeof renderVisitorPage>[2]) {
  return renderVisitorPage(<RegisterPage />, "/register", mocks);
}

async function fillAndSubmit(u: ReturnType<typeof renderRegister>["user"]) {
  // with spaces around each value: they are trimmed before sending
  await u.type(screen.getByLabelText("Full name"), "  Lydia of Thyatira ");
  await u.type(screen.getByLabelText("Email"), " lydia@example.com ");
  await u.type(screen.getByLabelText("City"), " Philippi ");
  await u.type(screen.getByLabelText("Mailing address"), "  1 Riverside Way{Enter}Philippi  ");
  await u.click(screen.getByRole("button", { name: "Register" }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("RegisterPage", () => {
  it("has a labelled form with the right input types and the reward hint", () => {
    renderRegister([]);
    expect(screen.getByRole("heading", { level: 1, name: "Register for Next Group" })).toBeInTheDocument();
    expect(document.title).toBe("Register for Next Group · Journey 365");
    expect(screen.getByLabelText("Full name")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByLabelText("City")).toBeRequired();
    const address = screen.getByLabelText("Mailing address");
    expect(address.tagName).toBe("TEXTAREA");
    expect(address).toBeRequired();
    expect(address).toHaveAccessibleDescription(/completion reward/);
    expect(screen.getByLabelText(/Who invited you\?/)).not.toBeRequired();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    // the time zone goes with the form, unseen
    expect(screen.queryByLabelText(/time zone/i)).not.toBeInTheDocument();
  });

  it("registers (trimmed, referral null), stores the session, shows the group and goes to the dashboard after 5 s", async () => {
    const { user: u, router, sent } = renderRegister([ok()]);
    await fillAndSubmit(u);

    // disabled while the request is in flight
    expect(screen.getByRole("button", { name: "Registering..." })).toBeDisabled();
    expect(sent[0].variables).toEqual({ input });
    expect(sent[0].authorization).toBeUndefined();

    const panel = (await screen.findByRole("heading", { name: "You're registered!" })).closest("section")!;
    await act(async () => {}); // let the redirect effect run
    const startedAt = Date.now();
    expect(within(panel).getByText("January 2027 Group")).toBeInTheDocument();
    expect(within(panel).getByText(formatCalendarDate("2027-01-01"))).toBeInTheDocument();
    expect(within(panel).getByText(formatCalendarDate("2027-01-15"))).toBeInTheDocument();
    expect(within(panel).getByText("Taking you to your dashboard in 5 seconds...")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Register" })).not.toBeInTheDocument();

    expect(localStorage.getItem("userToken")).toBe("tok-lydia");
    expect(JSON.parse(localStorage.getItem("userData")!)).toEqual({ name: "Lydia of Thyatira", trophies_count: 0 });
    // remembered for the login suggestions
    expect(JSON.parse(localStorage.getItem("savedCredentials")!)).toEqual([
      { email: "lydia@example.com", name: "Lydia of Thyatira" },
    ]);

    act(() => vi.advanceTimersByTime(4900 - (Date.now() - startedAt)));
    expect(router.state.location.pathname).toBe("/register");
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(await screen.findByRole("heading", { name: "Dashboard stub" })).toBeInTheDocument();
  });

  it("says they are on the waiting list and will be placed in a group soon when no group has a seat", async () => {
    const { user: u } = renderRegister([ok(null)]);
    await fillAndSubmit(u);
    expect(await screen.findByText(/you are on the waiting list: we will place you in a group soon, when a seat frees or the next group opens/)).toBeInTheDocument();
    expect(localStorage.getItem("userToken")).toBe("tok-lydia");
  });

  it("shows the server's message", async () => {
    const { user: u } = renderRegister([
      {
        request: { query: RegisterMutation, variables: { input } },
        result: {
          errors: [new GraphQLError("An account with this email already exists. Please log in instead.")],
        },
      },
    ]);
    await fillAndSubmit(u);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An account with this email already exists. Please log in instead.",
    );
    expect(localStorage.getItem("userToken")).toBeNull();
    expect(screen.getByRole("button", { name: "Register" })).toBeEnabled();
  });

  it("shows 'Registration failed. Please try again.' when the server gives no message", async () => {
    const { user: u } = renderRegister([
      { request: { query: RegisterMutation, variables: { input } }, result: { errors: [{ message: "" }] } },
    ]);
    await fillAndSubmit(u);
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Registration failed\. Please try again\.$/);
  });

  it("shows the connection text on a network failure", async () => {
    const { user: u } = renderRegister([
      { request: { query: RegisterMutation, variables: { input } }, error: new TypeError("Failed to fetch") },
    ]);
    await fillAndSubmit(u);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Registration failed\. Please check your connection and try again\.$/,
    );
  });

  it("does not send blank required fields (spaces only)", async () => {
    const { user: u, sent } = renderRegister([]);
    await u.type(screen.getByLabelText("Full name"), "   ");
    await u.type(screen.getByLabelText("Email"), "lydia@example.com");
    await u.type(screen.getByLabelText("City"), "Philippi");
    await u.type(screen.getByLabelText("Mailing address"), "1 Riverside Way");
    await u.click(screen.getByRole("button", { name: "Register" }));
    expect(screen.getByText("Please enter your full name.")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toHaveLength(0);
  });
});

describe("registrationInput", () => {
  it("trims and sends an empty referral as null", () => {
    expect(
      registrationInput({ name: " A ", email: " a@b.c ", city: " C ", mailingAddress: " M ", referral: "  " }, null),
    ).toEqual({ name: "A", email: "a@b.c", city: "C", mailingAddress: "M", referral: null });
    expect(
      registrationInput({ name: "A", email: "a@b.c", city: "C", mailingAddress: "M", referral: " Pastor Tim " }).referral,
    ).toBe("Pastor Tim");
  });
});

describe("registrationTimeZone", () => {
  const values = { name: "A", email: "a@b.c", city: "C", mailingAddress: "M", referral: "" };
  const zoned = (zone: string, supported?: string[]) => {
    const format = () => ({ resolvedOptions: () => ({ timeZone: zone }) });
    vi.stubGlobal("Intl", { ...Intl, DateTimeFormat: format, supportedValuesOf: supported ? () => supported : undefined });
  };

  it("is the browser's zone, sent with the form", () => {
    expect(registrationTimeZone()).toBe("America/Los_Angeles");
    expect(registrationInput(values).timeZone).toBe("America/Los_Angeles");
  });

  it("is left out when the browser's zone is not among the names it lists", () => {
    zoned("Mars/Olympus_Mons", ["America/New_York", "Europe/Madrid"]);
    expect(registrationTimeZone()).toBeNull();
    expect(registrationInput(values)).not.toHaveProperty("timeZone");
  });

  it("is sent when the browser cannot list the names (older browsers), and left out when it has none", () => {
    zoned("Europe/Madrid");
    expect(registrationInput(values).timeZone).toBe("Europe/Madrid");
    zoned("");
    expect(registrationInput(values)).not.toHaveProperty("timeZone");
  });
});
