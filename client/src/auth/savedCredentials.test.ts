import { describe, expect, it } from "vitest";
import { loadSavedCredentials, saveCredential, suggestCredentials } from "./savedCredentials";

describe("saveCredential / loadSavedCredentials", () => {
  it("keeps at most 5, newest first", () => {
    for (let i = 1; i <= 7; i++) saveCredential({ email: `p${i}@example.com`, name: `Person ${i}` });
    expect(loadSavedCredentials().map((c) => c.email)).toEqual([
      "p7@example.com",
      "p6@example.com",
      "p5@example.com",
      "p4@example.com",
      "p3@example.com",
    ]);
  });

  it("de-duplicates by email ignoring case, moving the newest to the front", () => {
    saveCredential({ email: "lydia@example.com", name: "Lydia" });
    saveCredential({ email: "silas@example.com", name: "Silas" });
    saveCredential({ email: "LYDIA@Example.COM", name: "Lydia of Thyatira" });
    expect(loadSavedCredentials()).toEqual([
      { email: "LYDIA@Example.COM", name: "Lydia of Thyatira" },
      { email: "silas@example.com", name: "Silas" },
    ]);
  });

  it("trims and uses the localStorage key savedCredentials", () => {
    saveCredential({ email: "  tabitha@example.com ", name: " Tabitha " });
    expect(JSON.parse(localStorage.getItem("savedCredentials") ?? "[]")).toEqual([
      { email: "tabitha@example.com", name: "Tabitha" },
    ]);
  });

  it("ignores a broken stored value", () => {
    localStorage.setItem("savedCredentials", "{oops");
    expect(loadSavedCredentials()).toEqual([]);
  });
});

describe("suggestCredentials", () => {
  const saved = [
    { email: "anna@example.com", name: "Anna Prophetess" },
    { email: "barnabas@example.com", name: "Joseph Barnabas" },
    { email: "joanna@example.com", name: "Joanna" },
    { email: "john.mark@example.com", name: "John Mark" },
    { email: "priscilla@example.com", name: "Priscilla" },
  ];

  it("filters by case-insensitive containment in the email or the name", () => {
    expect(suggestCredentials(saved, "PRISC").map((c) => c.email)).toEqual(["priscilla@example.com"]);
    expect(suggestCredentials(saved, "barnabas").map((c) => c.email)).toEqual(["barnabas@example.com"]);
    // "joseph" only appears in a name
    expect(suggestCredentials(saved, "JoSePh").map((c) => c.name)).toEqual(["Joseph Barnabas"]);
    expect(suggestCredentials(saved, "nobody")).toEqual([]);
  });

  it("offers at most 3, newest first", () => {
    // every email contains "o" (example.com): five matches, three shown
    expect(suggestCredentials(saved, "o").map((c) => c.email)).toEqual([
      "anna@example.com", // example.com contains "o"
      "barnabas@example.com",
      "joanna@example.com",
    ]);
    expect(suggestCredentials(saved, "example.com")).toHaveLength(3);
  });

  it("suggests nothing for an empty or blank query", () => {
    expect(suggestCredentials(saved, "")).toEqual([]);
    expect(suggestCredentials(saved, "   ")).toEqual([]);
  });

  it("ignores spaces around the query", () => {
    expect(suggestCredentials(saved, "  mark ").map((c) => c.name)).toEqual(["John Mark"]);
  });
});
