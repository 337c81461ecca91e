import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { fixGraphiQLTabs, watchGraphiQLTabs } from "./accessibleTabs";

// GraphiQL 5's tab markup (its Tabs component), two operations, the second active.
const GRAPHIQL_TABS = `
  <ul role="tablist" aria-label="Select active operation" class="graphiql-tabs no-scrollbar">
    <li role="tab" aria-selected="false" class="graphiql-tab">
      <button type="button" class="graphiql-un-styled graphiql-tab-button" aria-controls="graphiql-session">One</button>
      <button type="button" class="graphiql-un-styled graphiql-tab-close" aria-label="Close Tab">x</button>
    </li>
    <li role="tab" aria-selected="true" class="graphiql-tab graphiql-tab-active">
      <button type="button" class="graphiql-un-styled graphiql-tab-button" aria-controls="graphiql-session">Two</button>
      <button type="button" class="graphiql-un-styled graphiql-tab-close" aria-label="Close Tab">x</button>
    </li>
  </ul>
  <div id="graphiql-session">editor</div>`;

describe("GraphiQL's tabs", () => {
  it("are axe's nested-interactive as GraphiQL draws them, and a clean list of buttons after the fix", async () => {
    document.body.innerHTML = `<main>${GRAPHIQL_TABS}</main>`;
    expect((await axeViolations()).join()).toContain("nested-interactive");

    fixGraphiQLTabs(document);
    expect(await axeViolations()).toEqual([]);
    const buttons = [...document.querySelectorAll(".graphiql-tab-button")];
    expect(buttons.map((b) => b.getAttribute("aria-current"))).toEqual([null, "true"]);
    expect(document.querySelector("[role=tab], [role=tablist], [aria-selected]")).toBeNull();
  });

  it("stay fixed when GraphiQL marks another tab active", async () => {
    document.body.innerHTML = `<main>${GRAPHIQL_TABS}</main>`;
    const stop = watchGraphiQLTabs(document.body);
    const [first, second] = document.querySelectorAll(".graphiql-tab");
    // what React does when the first tab becomes the active one
    first.setAttribute("role", "tab");
    first.setAttribute("aria-selected", "true");
    second.setAttribute("aria-selected", "false");
    await new Promise((r) => setTimeout(r, 0));
    stop();
    const buttons = [...document.querySelectorAll(".graphiql-tab-button")];
    expect(buttons.map((b) => b.getAttribute("aria-current"))).toEqual(["true", null]);
    expect(await axeViolations()).toEqual([]);
  });
});
