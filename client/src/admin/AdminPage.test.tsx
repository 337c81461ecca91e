import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { signOutAdmin } from "../auth/session";
import { setAdminToken } from "../auth/storage";
import { testToken } from "../auth/testTokens";
import { AdminPage } from "./AdminPage";

function renderAdmin() {
  render(
    <MemoryRouter initialEntries={["/admin"]}>
      <AdminPage />
    </MemoryRouter>,
  );
}

describe("AdminPage", () => {
  it("is signed in with an admin-scoped token, and Log out of admin ends it", async () => {
    setAdminToken(testToken("admin"));
    renderAdmin();
    expect(screen.getByText("You are signed in as an admin.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Log out of admin" }));
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(screen.getByText(/Sign in with your admin email and password/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("treats a member-scoped token kept as the admin token as signed out", () => {
    setAdminToken(testToken("member", "an admin account at /login"));
    renderAdmin();
    expect(screen.queryByText("You are signed in as an admin.")).not.toBeInTheDocument();
    expect(screen.getByText(/Sign in with your admin email and password/)).toBeInTheDocument();
  });

  it("says the admin session expired when the server refused the admin token", async () => {
    setAdminToken(testToken("admin"));
    renderAdmin();
    await act(() => signOutAdmin("expired"));
    expect(screen.getByRole("alert")).toHaveTextContent("Your admin session expired. Please sign in again.");
  });
});
