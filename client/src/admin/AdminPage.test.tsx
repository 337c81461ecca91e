import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signOutAdmin } from "../auth/session";
import { setAdminToken, setUserToken } from "../auth/storage";
import { testToken } from "../auth/testTokens";
import { axeViolations } from "../test/axe";
import { ADMIN_TABS } from "./shell/tabs";
import { authPayload, gqlError, networkFailure, renderAdmin, type Handler } from "./shell/testing";

const overviewAnswer: Handler = () => ({
  data: {
    adminOverview: {
      __typename: "AdminOverview",
      totalGroups: 3,
      totalUsers: 120,
      messagesSent: 45,
      messagesHidden: 0,
      donationsTotal: "1234.50",
      waitingCount: 0,
      membersPerGroup: [],
      milestoneCompletion: [],
    },
  },
});

const auditAnswers: Record<string, Handler> = {
  AdminAudit: () => ({
    data: {
      adminAudit: {
        __typename: "AuditPage",
        totalCount: 0,
        nodes: [],
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      },
    },
  }),
  AuditAdmins: () => ({ data: { adminUsers: { __typename: "AdminUserPage", totalCount: 0, nodes: [] } } }),
};

const signInForm = () => screen.getByRole("form", { name: "Admin Sign In" });
const tabs = () => screen.getByRole("navigation", { name: "Admin sections" });

async function signInWith(user: ReturnType<typeof renderAdmin>["user"], email: string, password: string) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("AdminPage signed out", () => {
  it("shows Email, Password, Sign In and 'Forgot Password?', with no axe violations", async () => {
    renderAdmin("/admin");
    expect(screen.getByRole("heading", { level: 1, name: "Journey 365 Admin" })).toBeInTheDocument();
    expect(within(signInForm()).getByLabelText(/^Email/)).toHaveAttribute("type", "email");
    expect(within(signInForm()).getByLabelText(/^Password/)).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Forgot Password?" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Admin sections" })).not.toBeInTheDocument();
    expect(document.title).toBe("Journey 365 Admin · Journey 365");
    expect(await axeViolations()).toEqual([]);
  });

  it("signs an admin in: the admin-scoped token is kept, no token was sent, and the panel opens on Overview", async () => {
    const admin = testToken("admin", "ada");
    const { user, router, named } = renderAdmin("/admin", {
      AdminLogin: () => ({ data: { adminLogin: authPayload(admin) } }),
      AdminOverview: overviewAnswer,
    });
    await signInWith(user, "  ada@example.com ", "pass word ");
    expect(await screen.findByRole("navigation", { name: "Admin sections" })).toBeInTheDocument();
    expect(named("AdminLogin")[0].variables).toEqual({ email: "ada@example.com", password: "pass word " });
    expect(named("AdminLogin")[0].authorization).toBeUndefined();
    expect(localStorage.getItem("adminToken")).toBe(admin);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/overview"));
    expect(await screen.findByText("$1,234.50")).toBeInTheDocument();
    expect(named("AdminOverview")[0].authorization).toBe(`Bearer ${admin}`);
  });

  it("stays on the tab asked for after signing in (/admin/audit)", async () => {
    const admin = testToken("admin");
    const { user, router } = renderAdmin("/admin/audit", {
      AdminLogin: () => ({ data: { adminLogin: authPayload(admin) } }),
      ...auditAnswers,
    });
    await signInWith(user, "ada@example.com", "secret1");
    expect(await screen.findByRole("heading", { level: 2, name: "Audit" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/audit");
  });

  it.each([
    ["a valid non-admin (forbidden)", gqlError("Access denied. Admin privileges required.", "forbidden"), "Access denied. Admin privileges required."],
    ["forbidden without words", gqlError("", "forbidden"), "Access denied. Admin privileges required."],
    ["wrong credentials (unauthorized)", gqlError("Invalid credentials. Please try again.", "unauthorized"), "Invalid credentials. Please try again."],
    ["an unknown refusal without a code", gqlError("nope"), "Invalid credentials. Please try again."],
    ["no answer", networkFailure(), "Login failed. Please try again."],
  ])("says so for %s, keeping no token", async (_, answer, text) => {
    const { user } = renderAdmin("/admin", { AdminLogin: () => answer });
    await signInWith(user, "someone@example.com", "secret1");
    expect(await screen.findByRole("alert")).toHaveTextContent(new RegExp(`^${text.replace(/\./g, "\\.")}$`));
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it("does not keep a member-scoped answer as the admin session", async () => {
    const member = testToken("member");
    const { user } = renderAdmin("/admin", {
      AdminLogin: () => ({ data: { adminLogin: authPayload(member, "MEMBER", "USER") } }),
    });
    await signInWith(user, "m@example.com", "secret1");
    expect(await screen.findByRole("alert")).toHaveTextContent("Access denied. Admin privileges required.");
    expect(localStorage.getItem("adminToken")).toBeNull();
  });

  it("requires both fields and sends nothing without them", async () => {
    const { user, calls } = renderAdmin("/admin");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByText("Please enter your email address.")).toBeInTheDocument();
    expect(screen.getByText("Please enter your password.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("treats a member-scoped token kept as the admin token as signed out", () => {
    setAdminToken(testToken("member", "an admin account at /login"));
    setUserToken(testToken("member", "a member"));
    renderAdmin("/admin/groups");
    expect(signInForm()).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Admin sections" })).not.toBeInTheDocument();
  });

  it("'Forgot Password?' shows the reset-email form; Send Reset Email asks the server (no token) and says it was sent; Back to Login returns", async () => {
    const { user, named } = renderAdmin("/admin", {
      RequestPasswordReset: () => ({
        data: { requestPasswordReset: "If an admin account uses that email, a reset link is on its way." },
      }),
    });
    await user.click(screen.getByRole("button", { name: "Forgot Password?" }));
    const form = screen.getByRole("form", { name: "Reset Password" });
    expect(within(form).getByLabelText(/^Email/)).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));
    expect(screen.getByText("Please enter your email address.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(named("RequestPasswordReset")).toEqual([]);

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), " ada@example.com ");
    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));
    const status = await screen.findByText("Password reset email sent! Check your inbox.");
    expect(status.closest("[role=status]")).toHaveTextContent(
      "If an admin account uses that email, a reset link is on its way.",
    );
    expect(screen.queryByText(/not available/i)).not.toBeInTheDocument();
    expect(named("RequestPasswordReset")).toHaveLength(1);
    expect(named("RequestPasswordReset")[0].variables).toEqual({ email: "ada@example.com" });
    expect(named("RequestPasswordReset")[0].authorization).toBeUndefined();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Back to Login" }));
    expect(signInForm()).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it("Send Reset Email shows the server's refusal, else 'Failed to send reset email. Please try again.'", async () => {
    let answer: Handler = () => gqlError("Too many reset requests for this email. Try again in an hour.", "rate_limited");
    const { user } = renderAdmin("/admin", { RequestPasswordReset: (v) => answer(v) });
    await user.click(screen.getByRole("button", { name: "Forgot Password?" }));
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many reset requests for this email. Try again in an hour.");
    expect(screen.queryByText(/email sent/i)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    answer = () => networkFailure();
    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Failed to send reset email. Please try again."));
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();

    answer = () => gqlError("Please enter a valid email address.", "invalid", "email");
    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("AdminPage signed in", () => {
  it("has the header, every tab as a link in the URL, and /admin goes to /admin/overview", async () => {
    setAdminToken(testToken("admin"));
    const { router } = renderAdmin("/admin", { AdminOverview: overviewAnswer });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/overview"));
    expect(screen.getByRole("heading", { level: 1, name: "Journey 365 Admin" })).toBeInTheDocument();
    const links = within(tabs()).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Overview",
      "Groups",
      "Users",
      "Progress",
      "Messages",
      "Announcements",
      "Reading",
      "Settings",
      "Donations",
      "Audit",
      "Outbox",
      "Playground",
      "Change Password",
    ]);
    expect(links.map((l) => l.getAttribute("href"))).toEqual(ADMIN_TABS.map((t) => `/admin/${t.slug}`));
    expect(within(tabs()).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    expect(within(tabs()).getByRole("link", { name: "Users" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(await screen.findByText("$1,234.50")).toBeInTheDocument();
    expect(document.title).toBe("Overview · Admin · Journey 365");
  });

  it("selects tabs by URL: a click changes it, back returns, and a reload (a fresh render) keeps it", async () => {
    setAdminToken(testToken("admin"));
    const { user, router, unmount } = renderAdmin("/admin/overview", { AdminOverview: overviewAnswer });
    await user.click(within(tabs()).getByRole("link", { name: "Progress" }));
    expect(router.state.location.pathname).toBe("/admin/progress");
    // the tab's code comes in its own chunk: the tab shows once it is here
    expect(await screen.findByRole("heading", { level: 2, name: "Progress" }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(tabs()).getByRole("link", { name: "Progress" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 3, name: "Legacy claims" })).toBeInTheDocument();

    await user.click(within(tabs()).getByRole("link", { name: "Donations" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Donations" }, { timeout: 5000 })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/admin/progress");
    expect(within(tabs()).getByRole("link", { name: "Progress" })).toHaveAttribute("aria-current", "page");
    unmount();

    renderAdmin("/admin/donations");
    expect(within(tabs()).getByRole("link", { name: "Donations" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByRole("heading", { level: 2, name: "Donations" }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("loads the Groups and Users tabs from their folders", async () => {
    setAdminToken(testToken("admin"));
    const { user } = renderAdmin("/admin/groups", {});
    expect(await screen.findByRole("heading", { level: 2, name: "Groups" }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(within(tabs()).getByRole("link", { name: "Users" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Users" }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("opens the Outbox tab after Audit, from its own folder, with the admin token", async () => {
    const admin = testToken("admin");
    setAdminToken(admin);
    const { named } = renderAdmin("/admin/outbox", {
      OutboxMailConfigured: () => ({ data: { adminMailConfigured: false } }),
      OutboxPage: () => ({
        data: {
          adminOutbox: {
            __typename: "OutboxPage",
            totalCount: 0,
            nodes: [],
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
          },
        },
      }),
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Outbox" }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(tabs()).getByRole("link", { name: "Outbox" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByText("No mails yet.")).toBeInTheDocument();
    expect(await screen.findByText(/^Mail is not set up \(no SMTP_URL\)/)).toBeInTheDocument();
    expect(named("OutboxPage")[0].authorization).toBe(`Bearer ${admin}`);
    expect(document.title).toBe("Outbox · Admin · Journey 365");
  });

  it("opens the Announcements tab after Messages, from its own folder, with the admin token", async () => {
    const admin = testToken("admin");
    setAdminToken(admin);
    const { named } = renderAdmin("/admin/announcements", {
      AdminGroupOptions: () => ({ data: { adminGroups: [] } }),
      AnnouncementPreview: () => ({
        data: { adminAnnouncementPreview: { __typename: "AnnouncementPreview", recipients: 3, leftOut: 0 } },
      }),
      AnnouncementPage: () => ({
        data: {
          adminAnnouncements: {
            __typename: "AnnouncementPage",
            totalCount: 0,
            nodes: [],
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
          },
        },
      }),
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Announcements" }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(tabs()).getByRole("link", { name: "Announcements" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByText("No announcements yet.")).toBeInTheDocument();
    expect(await screen.findByText("This will reach 3 members.")).toBeInTheDocument();
    expect(named("AnnouncementPage")[0].authorization).toBe(`Bearer ${admin}`);
    expect(document.title).toBe("Announcements · Admin · Journey 365");
  });

  it("opens the Reading tab after Announcements, from its own folder, with the admin token", async () => {
    const admin = testToken("admin");
    setAdminToken(admin);
    const { named } = renderAdmin("/admin/reading", {
      ReadingSettings: () => ({
        data: {
          adminReadingSettings: {
            __typename: "ReadingSettings",
            linkTemplate: "https://www.bible.com/bible/{version}/{BOOK}.{chapter}",
            bibleVersion: "1",
          },
        },
      }),
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Reading" }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(tabs()).getByRole("link", { name: "Reading" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByRole("form", { name: "Bible app links" })).toBeInTheDocument();
    expect(named("ReadingSettings")[0].authorization).toBe(`Bearer ${admin}`);
    expect(document.title).toBe("Reading · Admin · Journey 365");
  });

  it("sends an unknown tab to Overview", async () => {
    setAdminToken(testToken("admin"));
    const { router } = renderAdmin("/admin/nope", { AdminOverview: overviewAnswer });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/overview"));
  });

  it("Logout clears the admin session and shows the sign-in form without the expiry notice", async () => {
    setAdminToken(testToken("admin"));
    const { user, router } = renderAdmin("/admin/progress");
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(signInForm()).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it.each(["unauthorized", "forbidden"])(
    "when a data load is refused (%s), clears the admin token and says the session expired",
    async (code) => {
      setAdminToken(testToken("admin"));
      setUserToken("member-token-untouched");
      const { router } = renderAdmin("/admin/overview", {
        AdminOverview: () => gqlError("Your session has expired. Please log in again.", code),
      });
      expect(await screen.findByRole("alert")).toHaveTextContent(/^Your admin session expired\. Please sign in again\.$/);
      expect(localStorage.getItem("adminToken")).toBeNull();
      expect(localStorage.getItem("userToken")).toBe("member-token-untouched");
      expect(signInForm()).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/admin/overview");
      expect(await axeViolations()).toEqual([]);
    },
  );

  it("forgets the expiry notice after the next sign-in", async () => {
    setAdminToken(testToken("admin"));
    const { user } = renderAdmin("/admin/progress", {
      AdminLogin: () => ({ data: { adminLogin: authPayload(testToken("admin", "again")) } }),
    });
    await act(() => signOutAdmin("expired"));
    expect(screen.getByRole("alert")).toHaveTextContent("Your admin session expired. Please sign in again.");
    await signInWith(user, "ada@example.com", "secret1");
    expect(await screen.findByRole("heading", { level: 2, name: "Progress" })).toBeInTheDocument();
    await act(() => signOutAdmin());
    expect(signInForm()).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("the Messages tab lists the messages with the admin token, with no axe violations", async () => {
    const admin = testToken("admin");
    setAdminToken(admin);
    const { named } = renderAdmin("/admin/messages", {
      AdminMessagesPage: () => ({
        data: {
          adminMessages: {
            __typename: "AdminMessagePage",
            totalCount: 0,
            nodes: [],
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
          },
        },
      }),
      AdminGroupOptions: () => ({ data: { adminGroups: [] } }),
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Messages" })).toBeInTheDocument();
    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
    expect(named("AdminMessagesPage")[0].authorization).toBe(`Bearer ${admin}`);
    expect(await axeViolations()).toEqual([]);
  });
});
