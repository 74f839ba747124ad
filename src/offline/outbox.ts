// The outbox in the service worker: what a page could not send, kept until it is sent once, refused or a day old, and
// what became of it until a page has told the visitor.
import type { Outcome } from '../lib/send-machine';
import type { FormName } from '../lib/validation';

/** A request the worker owns: its form and typed values until it has an outcome, then the outcome alone. */
export type Entry = {
  id: string;
  form: FormName;
  values?: Record<string, string>;
  /** When the page handed it over (ms). */
  at: number;
  /** The page (client id) that handed it over: told of the outcome while it is open, else the next page is. */
  owner: string;
  /** Who is sending it, and since when: nobody else sends it meanwhile. */
  claim?: { token: string; since: number };
  /** "Don't send" was pressed while it was being sent: should that send fail, it goes no more. */
  calledOff?: boolean;
  outcome?: Outcome;
  /** Told to a page other than its owner: still the owner's to take, should it be shown again (back/forward cache). */
  told?: boolean;
};

/** The store behind the outbox (IndexedDB in the worker); `update` reads and writes one entry in one transaction. */
export type OutboxStore = {
  all: () => Promise<Entry[]>;
  /** Replaces the entry by what `change` makes of it (null deletes it); resolves with it before and after. */
  update: (
    id: string,
    change: (entry: Entry | undefined) => Entry | null | undefined,
  ) => Promise<[Entry | undefined, Entry | null | undefined]>;
};

/**
 * What a page asks of the worker, with a port for the `Reply`: `hand` (an id the page chose) → `Handed`, `cancel` →
 * boolean, `hello` → the outcomes this page is to tell (its own, those whose page is closed, and as called off each of
 * `mine` the outbox no longer holds), after which the worker sends what waits; `waiting` → the id and form of each
 * request that waits (`Waiting`).
 */
export type PageMessage =
  | { type: 'hand'; id: string; form: FormName; values: Record<string, string> }
  | { type: 'cancel'; id: string }
  | { type: 'hello'; mine?: Waiting[] }
  | { type: 'waiting' };

/** The worker's answer to a message: its value, or why it has none (IndexedDB refused, say). */
export type Reply<T> = { value: T } | { error: string };

/** A request that waits, as the worker tells a page that did not hand it over. */
export type Waiting = Pick<Entry, 'id' | 'form'>;

/** The worker's answer to `hand`: whether the browser will send it with every tab closed (Background Sync). */
export type Handed = { sync: boolean };

/** What the worker posts to every page when a request got an outcome: a page that listens says `hello`. */
export const news = 'outbox-news';

/** A request not sent within a day is dropped: the visitor is told to call instead, and their details go. */
export const lifetimeMs = 24 * 60 * 60 * 1000;

/** A claim older than this is a worker that died mid-send (a browser stops one within minutes): it may go again. */
export const claimMs = 5 * 60 * 1000;

/** Whether a failed send may succeed later: no answer at all, a server error, or too many requests. */
export const worthRetrying = (status: number | undefined) => status === undefined || status >= 500 || status === 429;

type Deps = {
  store: OutboxStore;
  /** Sends a form's values; rejects with the answer's `status`, or none when the service could not be reached. */
  send: (form: FormName, values: Record<string, string>) => Promise<void>;
  now?: () => number;
  token?: () => string;
  /**
   * How long after a send's answer the next may go (`sendGapMs`), how long one may go unanswered before the next goes
   * all the same, so that a hung service holds no other (`slowAfterMs`; both src/lib/send-machine.ts), and how it waits.
   */
  gapMs: number;
  slowMs: number;
  pause: (ms: number) => Promise<unknown>;
};

/** The outbox: one owner per request, each sent at most once at a time, whichever tab or worker asks. */
export function createOutbox(deps: Deps) {
  const { store, send, now = Date.now, token = () => crypto.randomUUID(), gapMs, slowMs, pause } = deps;
  /** Handed over a day ago or more: never sent, dropped as expired at the next replay. */
  const dayOld = (entry: Entry) => now() - entry.at >= lifetimeMs;
  /** The requests this outbox is sending: its own claims, whatever their age (a clock set forward, a send that hangs). */
  const mineInFlight = new Set<string>();
  /** Being sent: by this outbox, or claimed less than `claimMs` ago (an older claim is a sender that died). */
  const claimed = (entry: Entry) =>
    mineInFlight.has(entry.id) || (entry.claim !== undefined && now() - entry.claim.since < claimMs);
  /** `entry` with only `outcome` (no values); once known sent, it stays sent (a sender stopped too long may deliver it). */
  const outcomeOf = (entry: Entry, outcome: Outcome): Entry => {
    const { id, form, at, owner } = entry;
    return entry.outcome === 'sent' ? entry : { id, form, at, owner, outcome };
  };
  const settle = (id: string, outcome: Outcome) => store.update(id, (entry) => entry && outcomeOf(entry, outcome));
  /** Called off where its own page could not be told at once: kept, no values, for that page alone to take. */
  const calledOff = (entry: Entry): Entry => ({ ...outcomeOf(entry, 'cancelled'), told: true });

  /** When this outbox's send under way began (one unanswered for `slowMs` no longer holds the others), and was answered. */
  let [sending, answered] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];

  /** Sends `entry` once the gap after the last send is over, if no other send of this outbox is under way. */
  const attempt = async (entry: Entry): Promise<boolean> => {
    const gap = answered + gapMs - now();
    if (gap > 0) await pause(gap);
    // Another replay of this outbox (a sync event beside a page opened) is sending: the request waits for it or the next.
    if (now() - sending < slowMs) return true;
    const since = now();
    sending = since;
    try {
      return await claimAndSend(entry);
    } finally {
      if (sending === since) sending = Number.NEGATIVE_INFINITY;
    }
  };

  /** Sends `entry` if this call claims it first; resolves whether it still waits. */
  const claimAndSend = async ({ id }: Entry): Promise<boolean> => {
    const mine = token();
    const [, entry] = await store.update(id, (found) => {
      if (!found || found.outcome || claimed(found)) return found;
      if (found.calledOff) return calledOff(found);
      if (dayOld(found)) return { ...found, values: undefined, claim: undefined, outcome: 'expired' };
      return { ...found, claim: { token: mine, since: now() } };
    });
    if (!entry || entry.outcome) return false;
    if (entry.claim?.token !== mine) return true;
    mineInFlight.add(id);
    try {
      return await sendClaimed(entry, mine);
    } finally {
      mineInFlight.delete(id);
    }
  };

  /** Sends `entry`, which this outbox claimed with `mine`, and keeps what came of it; resolves whether it still waits. */
  const sendClaimed = async ({ id, form, values }: Entry, mine: string): Promise<boolean> => {
    try {
      await send(form, values ?? {});
      answered = now();
    } catch (error) {
      // One the service answered counts towards its limit; one that never reached it does not.
      const { status } = error as { status?: number };
      if (status !== undefined) answered = now();
      if (!worthRetrying(status)) {
        console.error(error);
        await settle(id, 'refused');
        return false;
      }
      // Let go for the next replay, unless a later sender took it meanwhile (this one was stopped too long).
      const [, after] = await store.update(id, (found) => {
        if (found?.claim?.token !== mine) return found;
        return found.calledOff ? calledOff(found) : { ...found, claim: undefined };
      });
      return !after?.outcome;
    }
    // Delivered: a write that fails here is no failed send, and it is tried again. Refused twice, the claim stays, as a
    // sender stopped here leaves it.
    await settle(id, 'sent').catch(() => settle(id, 'sent'));
    return false;
  };

  return {
    /** Keeps a page's request under the id the page chose; false if that id is taken. */
    async hand(id: string, form: FormName, values: Record<string, string>, owner: string) {
      const entry: Entry = { id, form, values: { ...values }, at: now(), owner };
      const [before] = await store.update(id, (found) => found ?? entry);
      return !before;
    },
    /**
     * Drops a request not yet sent ("Don't send", on `page`): true, as for one never kept; false if being sent or done.
     * Its values go; called off on another page while its own is `open`, it is kept as called off, for that one to tell.
     */
    async cancel(id: string, page: string, open: (owner: string) => boolean) {
      const [before] = await store.update(id, (entry) => {
        if (!entry || entry.outcome) return entry;
        if (claimed(entry)) return { ...entry, calledOff: true };
        return entry.owner === page || !open(entry.owner) ? null : calledOff(entry);
      });
      return !before || (!before.outcome && !claimed(before));
    },
    /** Each request not yet sent, refused or a day old. */
    waiting: async (): Promise<Waiting[]> =>
      (await store.all()).filter((entry) => !entry.outcome && !dayOld(entry)).map(({ id, form }) => ({ id, form })),
    /**
     * Sends every request that waits, one at a time, calling `settled` as each gets an outcome: whether any still waits,
     * and whether any got an outcome.
     */
    async replay(settled = () => {}) {
      // Each attempt's answer, in turn: true for one that still waits, false for one that got an outcome.
      const waits: boolean[] = [];
      for (const entry of (await store.all()).filter((found) => !found.outcome)) {
        waits.push(await attempt(entry));
        if (!waits.at(-1)) settled();
      }
      return { waiting: waits.includes(true), settled: waits.includes(false) };
    },
    /**
     * The outcomes `page` is to tell, each once: its own, and those whose owner is not `open`. One of those stays, told,
     * until a day after it was handed over, for its owner, which the back/forward cache may show again (while there, a
     * page counts as closed). Of `mine`, the requests `page` handed over, one no longer held was called off on another
     * page while this one was there (deleted, as its page counted as closed).
     */
    async take(page: string, open: (owner: string) => boolean, mine: Waiting[] = []) {
      /** Whether `page` tells what became of `entry`: its own, or one whose owner is not open, if no page has. */
      const tells = (entry: Entry) =>
        Boolean(entry.outcome) && (entry.owner === page || (!entry.told && !open(entry.owner)));
      const held = await store.all();
      const taken: Entry[] = mine
        .filter(({ id }) => !held.some((entry) => entry.id === id))
        .map((request) => ({ ...request, at: now(), owner: page, outcome: 'cancelled' }));
      for (const { id } of held.filter(({ outcome }) => outcome)) {
        const [entry] = await store
          .update(id, (found) => {
            if (!found || !tells(found)) return found?.told && dayOld(found) ? null : found;
            return found.owner === page || dayOld(found) ? null : { ...found, told: true };
          })
          // One the store refuses to change stays for the next page: the others are this page's to tell.
          .catch(() => []);
        if (entry && tells(entry)) taken.push(entry);
      }
      return taken;
    },
  };
}
