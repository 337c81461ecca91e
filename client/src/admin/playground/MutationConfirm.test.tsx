import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { defaultQuery } from "./examples";
import { createPlaygroundFetcher, type PlaygroundRequest } from "./fetcher";
import { useMutationConfirm } from "./MutationConfirm";

const CONFIRM_TITLE = "Run this mutation?";
const MUTATION_CANCELLED = "Cancelled: the mutation was not sent.";

const MUTATION = 'mutation NewGroup { createGroup(input: { startDate: "2031-07-01" }) { notice } }';

/** What GraphiQL does with the fetcher: a Run button that sends the editor's text and shows the answer. */
function Runner({ fetch, query }: { fetch: typeof globalThis.fetch; query: string }) {
  const { confirm, dialog } = useMutationConfirm();
  const fetcher = useMemo(() => createPlaygroundFetcher({ confirmMutation: confirm, fetch }), [confirm, fetch]);
  const [response, setResponse] = useState("");
  const run = (request: PlaygroundRequest) => void fetcher(request).then((r) => setResponse(JSON.stringify(r)));
  return (
    <>
      <button type="button" onClick={() => run({ query })}>
        Run
      </button>
      <output aria-label="Response">{response}</output>
      {dialog}
    </>
  );
}

function network() {
  return vi.fn(
    async () => new Response(JSON.stringify({ data: { createGroup: { notice: null } } }), { headers: { "content-type": "application/json" } }),
  );
}

describe("the question before a mutation", () => {
  it("Cancel sends nothing, says so, and gives the focus back", async () => {
    setAdminToken(testToken("admin"));
    const fetch = network();
    const user = userEvent.setup();
    render(<Runner fetch={fetch as unknown as typeof globalThis.fetch} query={MUTATION} />);
    await user.click(screen.getByRole("button", { name: "Run" }));
    const dialog = await screen.findByRole("dialog", { name: CONFIRM_TITLE });
    expect(dialog).toHaveTextContent("The mutation NewGroup changes the programme's data (createGroup) as soon as it runs.");
    // the safe answer has the focus
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "Response" })).toHaveTextContent(MUTATION_CANCELLED));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Run" })).toHaveFocus();
  });

  it("Escape is a no as well", async () => {
    setAdminToken(testToken("admin"));
    const fetch = network();
    const user = userEvent.setup();
    render(<Runner fetch={fetch as unknown as typeof globalThis.fetch} query={MUTATION} />);
    await user.click(screen.getByRole("button", { name: "Run" }));
    await screen.findByRole("dialog", { name: CONFIRM_TITLE });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByRole("status", { name: "Response" })).toHaveTextContent(MUTATION_CANCELLED));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("Run mutation sends it with the admin token and shows the answer", async () => {
    const token = testToken("admin", "priscilla");
    setAdminToken(token);
    const fetch = network();
    const user = userEvent.setup();
    render(<Runner fetch={fetch as unknown as typeof globalThis.fetch} query={MUTATION} />);
    await user.click(screen.getByRole("button", { name: "Run" }));
    await user.click(await screen.findByRole("button", { name: "Run mutation" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "Response" })).toHaveTextContent('{"data":{"createGroup":{"notice":null}}}'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/graphql");
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(String(init.body)).query).toBe(MUTATION);
  });

  it("a query runs without a question", async () => {
    setAdminToken(testToken("admin"));
    const fetch = network();
    const user = userEvent.setup();
    render(<Runner fetch={fetch as unknown as typeof globalThis.fetch} query="{ me { name } }" />);
    await user.click(screen.getByRole("button", { name: "Run" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks in Spanish, and says in Spanish that a cancelled mutation was not sent", async () => {
    inLanguage("es");
    setAdminToken(testToken("admin"));
    const fetch = network();
    const user = userEvent.setup();
    render(<Runner fetch={fetch as unknown as typeof globalThis.fetch} query={MUTATION} />);
    await user.click(screen.getByRole("button", { name: "Run" }));
    const dialog = await screen.findByRole("dialog", { name: "¿Ejecutar esta mutación?" });
    expect(dialog).toHaveTextContent("La mutación NewGroup cambia los datos del programa (createGroup) en cuanto se ejecuta.");
    expect(screen.getByRole("button", { name: "Ejecutar la mutación" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "Response" })).toHaveTextContent("Cancelado: la mutación no se envió."));
    expect(screen.queryByText(/Run mutation|Cancelled/)).toBeNull();
    expect(defaultQuery().split("\n").slice(0, 3).every((line) => line.startsWith("# "))).toBe(true);
    expect(defaultQuery()).toMatch(/^# Se ejecuta con su token de administrador/);
  });
});
