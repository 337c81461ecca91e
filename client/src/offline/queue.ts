// The offline queue (issue 30): what a member does while offline — a board post, a milestone's
// missing days, a daily check-in — is kept in IndexedDB (idb-keyval, its own database) with the
// idempotency key the server honours (clientKey), shown where it was made as "Waiting to send",
// and sent in order when the connection returns. One tab sends at a time (a Web Lock); an item
// leaves the queue once the server has answered it, so each is sent once (and a send repeated
// after a reload is answered by the server as a replay, changing nothing). A network failure
// stops the flush until the next try; a refusal marks the item refused with the server's words,
// for the member to read and discard, and the flush goes on with the next.

/** The actions the queue carries, with the variables of their mutation (clientKey apart). */
export type QueuedAction =
  | { kind: "post"; input: { content: string; type: string } }
  | { kind: "missingDays"; milestoneId: number; missingDays: number | null }
  | { kind: "checkIn"; day: number; answer: string };

export type QueuedItem = QueuedAction & {
  /** The clientKey (a UUID), also the item's key in the store. */
  id: string;
  /** The member who made it (offline/identity.ts): only their session sends or shows it. */
  member: string;
  /** Order of making (ms since the epoch, then seq). */
  createdAt: number;
  seq: number;
  status: "waiting" | "refused";
  /** The server's words on a refusal. */
  error?: string;
};

/** Where the items are kept: idb-keyval's functions over one store, or a Map in tests. */
export interface QueueStore {
  get(key: string): Promise<QueuedItem | undefined>;
  set(key: string, value: QueuedItem): Promise<void>;
  del(key: string): Promise<void>;
  values(): Promise<QueuedItem[]>;
}

/** What a send's failure was: the server refused (its words), or no answer came. */
export class Refused extends Error {}

/**
 * Sends one item (with item.id as its clientKey). Resolves when the server took it (or answered
 * it as a replay); rejects with Refused when the server refused it, with anything else when no
 * answer came (offline, a server down): the flush stops there.
 */
export type Sender = (item: QueuedItem) => Promise<void>;

/** Runs fn while holding the queue's lock (one tab at a time). */
export type Lock = <T>(fn: () => Promise<T>) => Promise<T>;

/** A Web Lock when the browser has them, else none (one tab). */
export const webLock: Lock = <T,>(fn: () => Promise<T>): Promise<T> =>
  typeof navigator !== "undefined" && navigator.locks
    ? (navigator.locks.request("journey365-offline-queue", fn) as Promise<T>)
    : fn();

function newKey(): string {
  return crypto.randomUUID();
}

function byOrder(a: QueuedItem, b: QueuedItem) {
  return a.createdAt - b.createdAt || a.seq - b.seq;
}

/** The same thing changed again: a milestone's entry, a day's answer (the newest replaces it). */
function sameTarget(a: QueuedAction, b: QueuedAction): boolean {
  if (a.kind === "missingDays" && b.kind === "missingDays") return a.milestoneId === b.milestoneId;
  if (a.kind === "checkIn" && b.kind === "checkIn") return a.day === b.day;
  return false;
}

export interface FlushResult {
  sent: QueuedItem[];
  refused: QueuedItem[];
  /** A network failure stopped the flush. */
  stopped: boolean;
}

export class OfflineQueue {
  private seq = 0;
  private readonly listeners = new Set<() => void>();
  private flushing: Promise<FlushResult> | null = null;

  constructor(
    private readonly store: QueueStore,
    private readonly lock: Lock = webLock,
    private readonly now: () => number = Date.now,
  ) {}

  /** Calls listener after every change made here; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells the listeners the queue changed (also when another tab changed it). */
  notify() {
    this.listeners.forEach((listener) => listener());
  }

  /** The member's items, oldest first. */
  async items(member: string): Promise<QueuedItem[]> {
    return (await this.store.values()).filter((item) => item.member === member).sort(byOrder);
  }

  /**
   * Keeps an action to send later, with the clientKey id (a new one by default; the key of a
   * send whose answer never came, so that the server answers a resend as a replay). A milestone entry or a day's answer still waiting for the
   * same milestone or day is replaced (only the newest would count).
   */
  async add(member: string, action: QueuedAction, id: string = newKey()): Promise<QueuedItem> {
    const item: QueuedItem = { ...action, id, member, createdAt: this.now(), seq: this.seq++, status: "waiting" };
    await this.lock(async () => {
      for (const old of await this.items(member)) {
        if (old.status === "waiting" && sameTarget(old, action)) await this.store.del(old.id);
      }
      await this.store.set(item.id, item);
    });
    this.notify();
    return item;
  }

  /** Removes an item (the member's Discard on a refused one). */
  async discard(id: string): Promise<void> {
    await this.store.del(id);
    this.notify();
  }

  /**
   * Sends the member's waiting items in order, each once. Concurrent calls here share one
   * flush; another tab's flush waits for the lock, then finds what this one sent gone.
   */
  flush(member: string, send: Sender): Promise<FlushResult> {
    this.flushing ??= this.lock(() => this.sendAll(member, send)).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendAll(member: string, send: Sender): Promise<FlushResult> {
    const result: FlushResult = { sent: [], refused: [], stopped: false };
    for (const listed of await this.items(member)) {
      // read again: another tab may have sent or discarded it since
      const item = await this.store.get(listed.id);
      if (!item || item.status !== "waiting") continue;
      try {
        await send(item);
      } catch (e) {
        if (e instanceof Refused) {
          const refused: QueuedItem = { ...item, status: "refused", error: e.message };
          await this.store.set(item.id, refused);
          result.refused.push(refused);
          this.notify();
          continue;
        }
        result.stopped = true;
        break;
      }
      await this.store.del(item.id);
      result.sent.push(item);
      this.notify();
    }
    return result;
  }
}
