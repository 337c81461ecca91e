// The member's Apollo cache kept on the device (issue 30: readable offline). Apollo Client 4 has
// no persistor of its own (apollo3-cache-persist does not support it): this one writes the
// cache's extract() to IndexedDB (idb-keyval, its own database), debounced after each change,
// under the signed-in member's id, and restores it before the member's first query. A cache
// larger than the bound is not persisted at all (never half of one), and what was persisted
// before is dropped. A change of identity (sign-out, another member signing in, here or in
// another tab) drops every persisted cache: apollo.ts calls clear where it clears the store.
import type { InMemoryCache, NormalizedCacheObject } from "@apollo/client";
import { createStore, del, get, keys, set, type UseStore } from "idb-keyval";

/** What the persistor keeps its snapshots in: idb-keyval's functions over one store. */
export interface SnapshotStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** The cache's JSON above this many bytes (UTF-16 code units, close enough) is not persisted. */
export const MAX_PERSISTED_BYTES = 2 * 1024 * 1024;
/** Wait after the last change before writing (ms)… */
export const PERSIST_DEBOUNCE_MS = 1000;
/** …but no longer than this after the first change not written yet (a steady trickle of changes). */
export const PERSIST_MAX_WAIT_MS = 5000;

const PREFIX = "apollo-cache:";

/** The app's snapshot store: database journey365-cache, store snapshots. */
export function idbSnapshotStore(): SnapshotStore {
  let store: UseStore | undefined;
  const s = () => (store ??= createStore("journey365-cache", "snapshots"));
  return {
    get: (key) => get<string>(key, s()),
    set: (key, value) => set(key, value, s()),
    del: (key) => del(key, s()),
    keys: async () => (await keys(s())).map(String),
  };
}

export interface CachePersistorOptions {
  cache: InMemoryCache;
  store: SnapshotStore;
  /** The signed-in member's id, read now (null: nobody, nothing is persisted). */
  member: () => string | null;
  maxBytes?: number;
  debounceMs?: number;
}

export class CachePersistor {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When the first change not written yet came (null: none waits). */
  private pendingSince: number | null = null;
  private paused = false;
  private readonly maxBytes: number;
  private readonly debounceMs: number;

  constructor(private readonly options: CachePersistorOptions) {
    this.maxBytes = options.maxBytes ?? MAX_PERSISTED_BYTES;
    this.debounceMs = options.debounceMs ?? PERSIST_DEBOUNCE_MS;
    this.watch();
  }

  /** Calls schedule after every write, eviction and modification of the cache. */
  private watch() {
    const cache = this.options.cache as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of ["write", "evict", "modify"]) {
      const original = cache[method].bind(cache);
      cache[method] = (...args: unknown[]) => {
        const result = original(...args);
        this.schedule();
        return result;
      };
    }
  }

  /** Writes the cache after the debounce (the latest change wins), within PERSIST_MAX_WAIT_MS. */
  schedule() {
    if (this.paused) return;
    const now = Date.now();
    this.pendingSince ??= now;
    const delay = Math.min(this.debounceMs, Math.max(0, this.pendingSince + PERSIST_MAX_WAIT_MS - now));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.persist().catch(() => {}), delay);
  }

  /** Writes the cache now, under the member's key; above the bound, drops it instead. */
  async persist(): Promise<void> {
    clearTimeout(this.timer);
    this.pendingSince = null;
    const member = this.options.member();
    if (this.paused || member === null) return;
    const json = JSON.stringify(this.options.cache.extract());
    if (json.length > this.maxBytes) {
      await this.options.store.del(PREFIX + member);
      return;
    }
    await this.options.store.set(PREFIX + member, json);
  }

  /**
   * Puts the member's persisted cache into the cache (before their first query). Snapshots of
   * anyone else are deleted. Resolves false when there was nothing to restore.
   */
  async restore(): Promise<boolean> {
    const member = this.options.member();
    const store = this.options.store;
    const others = (await store.keys()).filter((key) => key.startsWith(PREFIX) && key !== PREFIX + member);
    await Promise.all(others.map((key) => store.del(key)));
    if (member === null) return false;
    const json = await store.get(PREFIX + member);
    if (!json) return false;
    try {
      this.paused = true; // restoring is not a change to write back
      this.options.cache.restore(JSON.parse(json) as NormalizedCacheObject);
      return true;
    } catch {
      await store.del(PREFIX + member);
      return false;
    } finally {
      this.paused = false;
    }
  }

  /**
   * Drops every persisted cache (a sign-out, a session switch). Writes already scheduled are
   * cancelled, and none is made while fn (the in-memory cache's clearing) runs.
   */
  async clear(fn: () => Promise<unknown> = async () => {}): Promise<void> {
    clearTimeout(this.timer);
    this.pendingSince = null;
    this.paused = true;
    try {
      await fn();
      const store = this.options.store;
      const all = (await store.keys()).filter((key) => key.startsWith(PREFIX));
      await Promise.all(all.map((key) => store.del(key)));
    } finally {
      this.paused = false;
    }
  }
}
