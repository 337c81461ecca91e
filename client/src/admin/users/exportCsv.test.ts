import { describe, expect, it, vi } from "vitest";
import { getAdminToken } from "../../auth/session";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import { networkMessage } from "../../errors/texts";
import { translate } from "../../i18n";
import { fileNameOf as suggestedName } from "../shared/downloadCsv";
import { EXPORT_FAILED, exportUsersCsv, usersCsvUrl } from "./exportCsv";

const fileNameOf = (disposition: string | null) => suggestedName(disposition, "users.csv");

describe("usersCsvUrl", () => {
  it("is the bare route without filters", () => {
    expect(usersCsvUrl({})).toBe("/api/admin/users.csv");
    expect(usersCsvUrl({ search: "   ", role: null, status: null, groupId: null })).toBe("/api/admin/users.csv");
  });

  it("names the filters as the REST shim does, encoded", () => {
    expect(usersCsvUrl({ search: " Zoë & co ", role: "ADMIN", status: "INACTIVE", groupId: "12" })).toBe(
      "/api/admin/users.csv?search=Zo%C3%AB+%26+co&role=admin&status=inactive&group_id=12",
    );
  });
});

describe("fileNameOf", () => {
  it("reads the server's file name, else users.csv", () => {
    expect(fileNameOf(null)).toBe("users.csv");
    expect(fileNameOf("attachment")).toBe("users.csv");
    expect(fileNameOf('attachment; filename="users-2027-01-05.csv"')).toBe("users-2027-01-05.csv");
    expect(fileNameOf("attachment; filename*=UTF-8''users%20all.csv")).toBe("users all.csv");
  });
});

describe("exportUsersCsv", () => {
  it("says a network failure in words, never the browser's", async () => {
    setAdminToken(testToken("admin"));
    const text = await exportUsersCsv({}, vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(text).toBe(networkMessage());
  });

  it("falls back to a sentence when the server gave no words", async () => {
    setAdminToken(testToken("admin"));
    const text = await exportUsersCsv({}, vi.fn(async () => new Response("<html>bad gateway</html>", { status: 502 })));
    expect(text).toBe(translate(EXPORT_FAILED));
  });

  it("ends the admin session when the token is refused", async () => {
    setAdminToken(testToken("admin"));
    const text = await exportUsersCsv(
      {},
      vi.fn(async () => Response.json({ success: false, error: { message: "Admin sign-in required.", code: "unauthorized" } }, { status: 401 })),
    );
    expect(text).toBe("Admin sign-in required.");
    expect(getAdminToken()).toBeNull();
  });
});
