import { describe, expect, it } from "vitest";
import { OfflineQueue, Refused, type Lock, type QueuedItem, type QueueStore } from "./queue";

// No IndexedDB in jsdom (and fake-indexeddb is not installed): the queue's logic runs over a Map
// with idb-keyval's shape, and a lock that serialises like a Web Lock within one page.
function memoryStore(): QueueStore & { map: Map<string, QueuedItem> } {
  const map = new Map<string, QueuedItem>();
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    values: async () => [...map.values()],
  };
}

function serialLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T,>(fn: () => Promise<T>) => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => {});
    return run;
  };
}

let clock = 0;
const now = () => ++clock;

const post = (content: string) => ({ kind: "post", input: { content, type: "ENCOURAGEMENT" } }) as const;
const label = (item: QueuedItem) => (item.kind === "post" ? item.input.content : `${item.kind}`);

describe("OfflineQueue", () => {
  it("sends the member's items in the order they were made, each once, and empties", async () => {
    const store = memoryStore();
    const queue = new OfflineQueue(store, serialLock(), now);
    await queue.add("1", post("first"));
    await queue.add("2", post("someone else's"));
    await queue.add("1", post("second"));
    await queue.add("1", { kind: "checkIn", day: 12, answer: "READ" });
    const sent: string[] = [];
    const keys: string[] = [];
    const result = await queue.flush("1", async (item) => {
      sent.push(label(item));
      keys.push(item.id);
    });
    expect(sent).toEqual(["first", "second", "checkIn"]);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((k) => /^[0-9a-f-]{36}$/.test(k))).toBe(true);
    expect(result.stopped).toBe(false);
    expect((await queue.items("1")).length).toBe(0);
    expect((await queue.items("2")).map(label)).toEqual(["someone else's"]);
  });

  it("two flushes at once (two tabs) send each item once", async () => {
    const store = memoryStore();
    const lock = serialLock();
    const tabA = new OfflineQueue(store, lock, now);
    const tabB = new OfflineQueue(store, lock, now);
    await tabA.add("1", post("once"));
    await tabA.add("1", post("twice?"));
    const sent: string[] = [];
    const send = async (item: QueuedItem) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(label(item));
    };
    await Promise.all([tabA.flush("1", send), tabB.flush("1", send), tabA.flush("1", send)]);
    expect(sent).toEqual(["once", "twice?"]);
  });

  it("a refusal marks that item with the server's words and goes on with the next", async () => {
    const store = memoryStore();
    const queue = new OfflineQueue(store, serialLock(), now);
    await queue.add("1", post("refused"));
    await queue.add("1", post("fine"));
    const sent: string[] = [];
    const result = await queue.flush("1", async (item) => {
      if (label(item) === "refused") throw new Refused("You can only post to your own group's board.");
      sent.push(label(item));
    });
    expect(sent).toEqual(["fine"]);
    expect(result.refused.map(label)).toEqual(["refused"]);
    expect(result.stopped).toBe(false);
    const left = await queue.items("1");
    expect(left.map((i) => [label(i), i.status, i.error])).toEqual([
      ["refused", "refused", "You can only post to your own group's board."],
    ]);
    // a refused item is not sent again; Discard removes it
    await queue.flush("1", async () => {
      throw new Error("must not send");
    });
    await queue.discard(left[0].id);
    expect(await queue.items("1")).toEqual([]);
  });

  it("a network failure stops the flush, keeping that item and the later ones for the next try", async () => {
    const store = memoryStore();
    const queue = new OfflineQueue(store, serialLock(), now);
    await queue.add("1", post("a"));
    await queue.add("1", post("b"));
    await queue.add("1", post("c"));
    let calls = 0;
    const result = await queue.flush("1", async (item) => {
      calls++;
      if (label(item) === "b") throw new TypeError("Failed to fetch");
    });
    expect(result.stopped).toBe(true);
    expect(calls).toBe(2); // c was not tried
    expect((await queue.items("1")).map((i) => [label(i), i.status])).toEqual([
      ["b", "waiting"],
      ["c", "waiting"],
    ]);
    const sent: string[] = [];
    await queue.flush("1", async (item) => void sent.push(label(item)));
    expect(sent).toEqual(["b", "c"]);
  });

  it("a newer entry for the same milestone replaces the one still waiting; a given key is kept", async () => {
    const store = memoryStore();
    const queue = new OfflineQueue(store, serialLock(), now);
    await queue.add("1", { kind: "missingDays", milestoneId: 2, missingDays: 5 });
    await queue.add("1", { kind: "missingDays", milestoneId: 3, missingDays: 1 });
    const kept = await queue.add("1", { kind: "missingDays", milestoneId: 2, missingDays: 7 }, "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
    const items = await queue.items("1");
    expect(items.map((i) => (i.kind === "missingDays" ? [i.milestoneId, i.missingDays] : null))).toEqual([
      [3, 1],
      [2, 7],
    ]);
    expect(kept.id).toBe("0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
  });

  it("tells its listeners of each change", async () => {
    const queue = new OfflineQueue(memoryStore(), serialLock(), now);
    let changes = 0;
    const stop = queue.subscribe(() => changes++);
    await queue.add("1", post("a"));
    await queue.flush("1", async () => {});
    stop();
    await queue.add("1", post("b"));
    expect(changes).toBe(2);
  });
});
