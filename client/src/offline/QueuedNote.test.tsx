import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { englishShown } from "../board/testing";
import english from "../i18n/catalogs/en/member/offline.json";
import spanish from "../i18n/catalogs/es/member/offline.json";
import { inLanguage } from "../test/locale";
import type { QueuedItem } from "./queue";
import { QueuedNote } from "./QueuedNote";

const item = (overrides: Partial<Pick<QueuedItem, "status" | "error">> = {}): QueuedItem => ({
  kind: "checkIn",
  day: 12,
  answer: "READ",
  id: "k-1",
  member: "m-1",
  createdAt: 1,
  seq: 0,
  status: "waiting",
  ...overrides,
});

describe("QueuedNote", () => {
  it("says an item waits, and a refused one's reason with Discard", async () => {
    const onDiscard = vi.fn();
    const { rerender } = render(<QueuedNote item={item()} what="your answer for day 12" onDiscard={onDiscard} />);
    expect(screen.getByRole("status")).toHaveTextContent("Waiting to send");
    rerender(<QueuedNote item={item({ status: "refused", error: "Day 12 is over." })} what="your answer for day 12" onDiscard={onDiscard} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Not sent: Day 12 is over.");
    await userEvent.click(screen.getByRole("button", { name: "Discard your answer for day 12" }));
    expect(onDiscard).toHaveBeenCalledWith("k-1");
  });

  it("says the same in Spanish", () => {
    inLanguage("es");
    const { rerender } = render(<QueuedNote item={item()} what="su respuesta del día 12" onDiscard={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent("Pendiente de envío");
    rerender(<QueuedNote item={item({ status: "refused", error: "El día 12 terminó." })} what="su respuesta del día 12" onDiscard={() => {}} />);
    expect(screen.getByRole("alert")).toHaveTextContent("No enviado: El día 12 terminó.");
    expect(screen.getByRole("button", { name: "Descartar su respuesta del día 12" })).toBeInTheDocument();
    expect(englishShown(english, spanish)).toEqual([]);
  });
});
