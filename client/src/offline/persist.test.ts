import { InMemoryCache } from "@apollo/client";
import { parse } from "graphql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CachePersistor, type SnapshotStore } from "./persist";

// No IndexedDB in jsdom (and fake-indexeddb is not installed): the persistor runs over a Map with
// idb-keyval's shape.
function memoryStore(): SnapshotStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    keys: async () => [...map.keys()],
  };
}

// parsed, not tagged: graphql-codegen reads every tagged document against the schema
const Greeting = parse("query Greeting { greeting }");

describe("CachePersistor", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes the cache after the debounce, under the member, and restores it into a new cache", async () => {
    const store = memoryStore();
    const cache = new InMemoryCache();
    new CachePersistor({ cache, store, member: () => "7", debounceMs: 100 });
    cache.writeQuery({ query: Greeting, data: { greeting: "Shalom" } });
    expect(store.map.size).toBe(0); // not before the pause
    await vi.advanceTimersByTimeAsync(100);
    expect([...store.map.keys()]).toEqual(["apollo-cache:7"]);

    const fresh = new InMemoryCache();
    const restorer = new CachePersistor({ cache: fresh, store, member: () => "7" });
    expect(await restorer.restore()).toBe(true);
    expect(fresh.readQuery({ query: Greeting })).toEqual({ greeting: "Shalom" });
  });

  it("a steady trickle of changes is still written within the longest wait", async () => {
    const store = memoryStore();
    const cache = new InMemoryCache();
    new CachePersistor({ cache, store, member: () => "7", debounceMs: 1000 });
    for (let i = 0; i < 12; i++) {
      cache.writeQuery({ query: Greeting, data: { greeting: `change ${i}` } });
      await vi.advanceTimersByTimeAsync(500); // never a full pause
    }
    expect(store.map.get("apollo-cache:7")).toMatch(/change (8|9)/);
  });

  it("persists nothing above the bound, and drops what was kept before", async () => {
    const store = memoryStore();
    const cache = new InMemoryCache();
    const persistor = new CachePersistor({ cache, store, member: () => "7", maxBytes: 200, debounceMs: 10 });
    cache.writeQuery({ query: Greeting, data: { greeting: "short" } });
    await persistor.persist();
    expect(store.map.has("apollo-cache:7")).toBe(true);
    cache.writeQuery({ query: Greeting, data: { greeting: "x".repeat(500) } });
    await persistor.persist();
    expect(store.map.size).toBe(0);
  });

  it("never restores another member's cache, and deletes it", async () => {
    const store = memoryStore();
    const ruthCache = new InMemoryCache();
    const ruths = new CachePersistor({ cache: ruthCache, store, member: () => "1" });
    ruthCache.writeQuery({ query: Greeting, data: { greeting: "Ruth's" } });
    await ruths.persist();

    const naomiCache = new InMemoryCache();
    const naomis = new CachePersistor({ cache: naomiCache, store, member: () => "2" });
    expect(await naomis.restore()).toBe(false);
    expect(naomiCache.readQuery({ query: Greeting })).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it("a session switch clears every kept cache, and a write scheduled before it is not made", async () => {
    const store = memoryStore();
    let member = "1";
    const cache = new InMemoryCache();
    const persistor = new CachePersistor({ cache, store, member: () => member, debounceMs: 50 });
    cache.writeQuery({ query: Greeting, data: { greeting: "Ruth's" } });
    await persistor.persist();
    cache.writeQuery({ query: Greeting, data: { greeting: "Ruth's again" } }); // scheduled
    member = "2";
    await persistor.clear(() => cache.reset());
    await vi.advanceTimersByTimeAsync(100);
    expect(store.map.size).toBe(0);
    // the next member's answers are kept under their own id
    cache.writeQuery({ query: Greeting, data: { greeting: "Naomi's" } });
    await vi.advanceTimersByTimeAsync(100);
    expect([...store.map.keys()]).toEqual(["apollo-cache:2"]);
    expect(store.map.get("apollo-cache:2")).toContain("Naomi's");
  });

  it("keeps nothing when nobody is signed in", async () => {
    const store = memoryStore();
    const cache = new InMemoryCache();
    const persistor = new CachePersistor({ cache, store, member: () => null });
    cache.writeQuery({ query: Greeting, data: { greeting: "Hello" } });
    await persistor.persist();
    expect(store.map.size).toBe(0);
  });
});
