import { describe, expect, it, vi } from 'vitest';
import { SendError } from '../../../src/lib/email-client';
import { sendGapMs, slowAfterMs } from '../../../src/lib/send-machine';
import {
  claimMs,
  createOutbox,
  lifetimeMs,
  worthRetrying,
  type Entry,
  type OutboxStore,
} from '../../../src/offline/outbox';

const asha = { name: 'Asha Rao', phone: '+91 98450 12345', service: 'Teeth whitening' };

/** The store as IndexedDB behaves: each update reads and writes one entry at once, a turn of the event loop later. */
function memoryStore() {
  const entries = new Map<string, Entry>();
  const store: OutboxStore = {
    all: async () => [...entries.values()].map((entry) => structuredClone(entry)),
    update: async (id, change) => {
      await Promise.resolve();
      const before = entries.has(id) ? structuredClone(entries.get(id)!) : undefined;
      const after = change(before && structuredClone(before));
      if (after === null) entries.delete(id);
      else if (after) entries.set(id, structuredClone(after));
      return [before, after];
    },
  };
  return { store, entries };
}

type Send = (form: Entry['form'], values: Record<string, string>) => Promise<void>;

/**
 * Outboxes over one fresh store, as the worker and a page, two tabs, or two workers across a release each have their
 * own over the same IndexedDB; the clock they read and their sends in the test's hands.
 */
function setUp(send = vi.fn<Send>(async () => {})) {
  const { store, entries } = memoryStore();
  let time = 1_000_000;
  let tokens = 0;
  // The gaps the outbox waits between sends, each passing on the test's clock at once.
  const pauses: number[] = [];
  const pause = async (ms: number) => {
    pauses.push(ms);
    time += ms;
  };
  const another = () =>
    createOutbox({
      store,
      send,
      now: () => time,
      token: () => `t${++tokens}`,
      gapMs: sendGapMs,
      slowMs: slowAfterMs,
      pause,
    });
  return { outbox: another(), another, store, entries, send, pauses, later: (ms: number) => void (time += ms) };
}

let requests = 0;

/** Hands `values` over as a page does, under an id of its own choosing; resolves with that id. */
async function hand(
  outbox: ReturnType<typeof createOutbox>,
  ...[form, values, owner]: [Entry['form'], typeof asha, string]
) {
  const id = `request-${++requests}`;
  expect(await outbox.hand(id, form, values, owner)).toBe(true);
  return id;
}

/** Sends that wait until the test settles each, by its order (0 the first), with nothing or a failure. */
function heldSends() {
  const settles: ((error?: unknown) => void)[] = [];
  const send = vi.fn<Send>(
    () =>
      new Promise<void>((resolve, reject) =>
        settles.push((error) => (error === undefined ? resolve() : reject(error))),
      ),
  );
  return { send, settle: (call: number, error?: unknown) => settles[call]!(error) };
}

const unreachable = () => new SendError('The email service could not be reached');
/** What the worker says of every page but the one asking: none is open. */
const noneOpen = () => false;

describe('the outbox', () => {
  it('sends a handed request once, with its values, keeps only its outcome, and is empty once a page took it', async () => {
    const { outbox, entries, send } = setUp();
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    expect(await outbox.replay()).toEqual({ waiting: false, settled: true });
    expect(send).toHaveBeenCalledExactlyOnceWith('appointment', asha);
    expect(entries.get(id)).toEqual({ id, form: 'appointment', at: 1_000_000, owner: 'tab-1', outcome: 'sent' });
    await outbox.replay();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await outbox.take('tab-1', noneOpen)).toEqual([expect.objectContaining({ id, outcome: 'sent' })]);
    expect(entries.size).toBe(0);
  });

  it('names the id and form of each request that waits, and no longer once it is sent, refused or expired', async () => {
    const { outbox, later, send } = setUp(
      vi.fn<Send>(async (form) => (form === 'contact' ? Promise.reject(unreachable()) : undefined)),
    );
    expect(await outbox.waiting()).toEqual([]);
    const booking = await hand(outbox, 'appointment', asha, 'tab-1');
    const message = await hand(outbox, 'contact', asha, 'tab-1');
    expect(await outbox.waiting()).toEqual(
      expect.arrayContaining([
        { id: booking, form: 'appointment' },
        { id: message, form: 'contact' },
      ]),
    );
    expect(await outbox.waiting()).toHaveLength(2);
    await outbox.replay();
    expect(await outbox.waiting()).toEqual([{ id: message, form: 'contact' }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockImplementation(async (form, values) => {
      if (values.name === 'Refused') throw new SendError('answered 400', 400);
      if (form === 'contact') throw unreachable();
    });
    await hand(outbox, 'appointment', { ...asha, name: 'Refused' }, 'tab-1');
    await outbox.replay();
    expect(await outbox.waiting()).toEqual([{ id: message, form: 'contact' }]);
    later(lifetimeMs);
    // A day old, it is no longer said to wait, even before a replay drops it.
    expect(await outbox.waiting()).toEqual([]);
    await outbox.replay();
    expect(await outbox.waiting()).toEqual([]);
  });

  it('refuses an id already taken, keeping the first request as it was', async () => {
    const { outbox, entries } = setUp();
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    expect(await outbox.hand(id, 'contact', { name: 'Someone else' }, 'tab-2')).toBe(false);
    expect(entries.get(id)).toMatchObject({ form: 'appointment', values: asha, owner: 'tab-1' });
  });

  it('never sends a request twice when two replays of one outbox run at once (a sync event and a page opened)', async () => {
    const held = heldSends();
    const { outbox } = setUp(held.send);
    await hand(outbox, 'contact', asha, 'tab-1');
    const first = outbox.replay();
    const second = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    expect(await second).toEqual({ waiting: true, settled: false });
    held.settle(0);
    expect(await first).toEqual({ waiting: false, settled: true });
    expect(held.send).toHaveBeenCalledTimes(1);
  });

  it('never sends a request twice when two outboxes over one store replay at once (the worker and a page, two tabs)', async () => {
    const held = heldSends();
    const { outbox, another, entries } = setUp(held.send);
    const other = another();
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    const replays = [outbox.replay(), other.replay(), other.replay(), outbox.replay()];
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    held.settle(0);
    await Promise.all(replays);
    await Promise.all([outbox.replay(), other.replay()]);
    expect(held.send).toHaveBeenCalledExactlyOnceWith('appointment', asha);
    expect(entries.get(id)?.outcome).toBe('sent');
  });

  it("sends the requests that wait one at a time, each the gap after the last one's answer, telling each outcome", async () => {
    const held = heldSends();
    const { outbox, pauses, later } = setUp(held.send);
    await hand(outbox, 'appointment', asha, 'tab-1');
    await hand(outbox, 'contact', asha, 'tab-1');
    const settled = vi.fn();
    const replay = outbox.replay(settled);
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    later(3_000);
    held.settle(0);
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(2));
    // Told of the first before the second went, which went the gap after the first's answer, not its start.
    expect(settled).toHaveBeenCalledTimes(1);
    expect(pauses).toEqual([sendGapMs]);
    expect(held.send.mock.calls.map(([form]) => form)).toEqual(['appointment', 'contact']);
    held.settle(1);
    expect(await replay).toEqual({ waiting: false, settled: true });
    expect(settled).toHaveBeenCalledTimes(2);
    // One after the gap is over waits for nothing; a failure the service answered (a 500) has its gap too, and one
    // that never reached it (no answer) has none.
    await hand(outbox, 'contact', asha, 'tab-1');
    later(sendGapMs);
    const next = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(3));
    held.settle(2, new SendError('answered 500', 500));
    expect(await next).toEqual({ waiting: true, settled: false });
    expect(pauses).toEqual([sendGapMs]);
    const again = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(4));
    expect(pauses).toEqual([sendGapMs, sendGapMs]);
    held.settle(3, unreachable());
    expect(await again).toEqual({ waiting: true, settled: false });
    const last = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(5));
    expect(pauses).toEqual([sendGapMs, sendGapMs]);
    held.settle(4);
    expect(await last).toEqual({ waiting: false, settled: true });
  });

  it('leaves to a replay that is sending what another replay of the same outbox finds: never two sends at once', async () => {
    const held = heldSends();
    const { outbox } = setUp(held.send);
    await hand(outbox, 'appointment', asha, 'tab-1');
    const first = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    await hand(outbox, 'contact', asha, 'tab-2');
    expect(await outbox.replay()).toEqual({ waiting: true, settled: false });
    expect(held.send).toHaveBeenCalledTimes(1);
    held.settle(0);
    expect(await first).toEqual({ waiting: false, settled: true });
    const second = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(2));
    expect(held.send.mock.lastCall?.[0]).toBe('contact');
    held.settle(1);
    expect(await second).toEqual({ waiting: false, settled: true });
  });

  it('goes on without a send of its own left unanswered for slowAfterMs: a hung service holds no other request', async () => {
    const held = heldSends();
    const { outbox, later } = setUp(held.send);
    await hand(outbox, 'appointment', asha, 'tab-1');
    const hung = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    await hand(outbox, 'contact', asha, 'tab-2');
    later(slowAfterMs - 1);
    expect(await outbox.replay()).toEqual({ waiting: true, settled: false });
    expect(held.send).toHaveBeenCalledTimes(1);
    later(1);
    // The hung one still claimed, so never sent twice: the next goes beside it.
    const next = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(2));
    expect(held.send.mock.calls.map(([form]) => form)).toEqual(['appointment', 'contact']);
    held.settle(1);
    expect(await next).toEqual({ waiting: true, settled: true });
    held.settle(0);
    expect(await hung).toEqual({ waiting: false, settled: true });
    expect(held.send).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the service could not be reached', unreachable()],
    ['a 500', new SendError('answered 500', 500)],
    ['a 429', new SendError('answered 429', 429)],
  ])('keeps a request after %s, and sends it at the next replay', async (_, error) => {
    const { outbox, entries, send } = setUp();
    send.mockRejectedValueOnce(error);
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    expect(await outbox.replay()).toEqual({ waiting: true, settled: false });
    expect(entries.get(id)).toMatchObject({ values: asha, claim: undefined });
    expect(await outbox.replay()).toEqual({ waiting: false, settled: true });
    expect(send).toHaveBeenCalledTimes(2);
    expect(entries.get(id)?.outcome).toBe('sent');
  });

  it.each([400, 403, 412, 451])('drops a request refused with a %i and reports it refused', async (status) => {
    const { outbox, entries, send } = setUp();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValueOnce(new SendError(`answered ${status}`, status));
    const id = await hand(outbox, 'contact', asha, 'tab-1');
    expect(await outbox.replay()).toEqual({ waiting: false, settled: true });
    expect(entries.get(id)).toEqual({ id, form: 'contact', at: 1_000_000, owner: 'tab-1', outcome: 'refused' });
    await outbox.replay();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a request a day old without sending it, its values with it, and reports it expired', async () => {
    const { outbox, entries, send, later } = setUp();
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    later(lifetimeMs - 1);
    send.mockRejectedValueOnce(unreachable());
    expect((await outbox.replay()).waiting).toBe(true);
    later(1);
    expect(await outbox.replay()).toEqual({ waiting: false, settled: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(entries.get(id)).toEqual({ id, form: 'appointment', at: 1_000_000, owner: 'tab-1', outcome: 'expired' });
    expect(await outbox.take('tab-1', noneOpen)).toEqual([
      expect.objectContaining({ id, form: 'appointment', outcome: 'expired' }),
    ]);
    expect(entries.size).toBe(0);
  });

  it("removes a request on Don't send, but not one being sent or done", async () => {
    const held = heldSends();
    const { outbox, entries } = setUp(held.send);
    const waiting = await hand(outbox, 'appointment', asha, 'tab-1');
    expect(await outbox.cancel(waiting, 'tab-1', noneOpen)).toBe(true);
    expect(entries.has(waiting)).toBe(false);
    const sending = await hand(outbox, 'appointment', asha, 'tab-1');
    const replay = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    expect(await outbox.cancel(sending, 'tab-1', noneOpen)).toBe(false);
    held.settle(0);
    await replay;
    expect(await outbox.cancel(sending, 'tab-1', noneOpen)).toBe(false);
    expect(entries.get(sending)?.outcome).toBe('sent');
    // One it never kept (its hand failed): nothing of it goes from here, the page may send it.
    expect(await outbox.cancel('never-kept', 'tab-1', noneOpen)).toBe(true);
  });

  it('called off on another page, tells the page that handed it over, if open, and no other: its values gone', async () => {
    const { outbox, entries, send } = setUp();
    const id = await hand(outbox, 'contact', asha, 'tab-1');
    const tabOneOpen = (owner: string) => owner === 'tab-1';
    expect(await outbox.cancel(id, 'tab-2', tabOneOpen)).toBe(true);
    expect(entries.get(id)).toEqual({
      id,
      form: 'contact',
      at: 1_000_000,
      owner: 'tab-1',
      outcome: 'cancelled',
      told: true,
    });
    expect(await outbox.waiting()).toEqual([]);
    await outbox.replay();
    expect(send).not.toHaveBeenCalled();
    expect(await outbox.take('tab-2', tabOneOpen)).toEqual([]);
    expect(await outbox.take('tab-3', noneOpen)).toEqual([]);
    expect(await outbox.take('tab-1', tabOneOpen)).toEqual([expect.objectContaining({ id, outcome: 'cancelled' })]);
    expect(entries.size).toBe(0);
    // Its own page closed, nothing is kept of it.
    const closed = await hand(outbox, 'contact', asha, 'tab-1');
    expect(await outbox.cancel(closed, 'tab-2', noneOpen)).toBe(true);
    expect(entries.size).toBe(0);
    // Shown again from the back/forward cache, its page names what it handed over: gone, it was called off; one held
    // (waiting here) is not.
    const held = await hand(outbox, 'appointment', asha, 'tab-1');
    const mine = [
      { id: closed, form: 'contact' as const },
      { id: held, form: 'appointment' as const },
    ];
    expect(await outbox.take('tab-1', noneOpen, mine)).toEqual([
      { id: closed, form: 'contact', at: 1_000_000, owner: 'tab-1', outcome: 'cancelled' },
    ]);
    expect(entries.get(held)?.values).toEqual(asha);
  });

  it('sends again a request whose sender stopped mid-send, once its claim is five minutes old', async () => {
    const held = heldSends();
    const { outbox, another, later } = setUp(held.send);
    await hand(outbox, 'contact', asha, 'tab-1');
    void outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    // The browser stopped that worker mid-send; the next one starts with the same store.
    const next = another();
    later(claimMs - 1);
    await next.replay();
    expect(held.send).toHaveBeenCalledTimes(1);
    later(1);
    void next.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(2));
  });

  it('never sends again a request it is still sending, however old its claim (a clock set forward, a send that hangs)', async () => {
    const held = heldSends();
    const { outbox, entries, later } = setUp(held.send);
    const id = await hand(outbox, 'contact', asha, 'tab-1');
    const first = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    later(claimMs + 60_000);
    expect(await outbox.replay()).toEqual({ waiting: true, settled: false });
    expect(await outbox.cancel(id, 'tab-1', noneOpen), "Don't send: it is being sent").toBe(false);
    held.settle(0);
    await first;
    expect(held.send).toHaveBeenCalledTimes(1);
    expect(entries.get(id)?.outcome).toBe('sent');
  });

  it("sends no more a request Don't send was pressed on while it was being sent, that send failing; its page is told", async () => {
    const held = heldSends();
    const { outbox, entries } = setUp(held.send);
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    const replay = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    expect(await outbox.cancel(id, 'tab-2', noneOpen)).toBe(false);
    held.settle(0, Object.assign(new Error('Bad gateway'), { status: 502 }));
    expect(await replay).toEqual({ waiting: false, settled: true });
    expect(entries.get(id)).toEqual({
      id,
      form: 'appointment',
      at: 1_000_000,
      owner: 'tab-1',
      outcome: 'cancelled',
      told: true,
    });
    await outbox.replay();
    expect(held.send).toHaveBeenCalledTimes(1);
    expect(await outbox.take('tab-1', noneOpen)).toEqual([expect.objectContaining({ id, outcome: 'cancelled' })]);
  });

  it("lets Don't send remove a request whose sender stopped mid-send, once its claim is five minutes old", async () => {
    const held = heldSends();
    const { outbox, another, entries, later } = setUp(held.send);
    const id = await hand(outbox, 'contact', asha, 'tab-1');
    void outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    // The browser stopped that worker mid-send; the next one starts with the same store.
    const next = another();
    later(claimMs - 1);
    expect(await next.cancel(id, 'tab-1', noneOpen)).toBe(false);
    later(1);
    expect(await next.cancel(id, 'tab-1', noneOpen)).toBe(true);
    expect(entries.has(id)).toBe(false);
    await next.replay();
    expect(held.send).toHaveBeenCalledTimes(1);
  });

  it('lets a sender stopped too long neither free the claim of the one after it nor undo its delivery', async () => {
    const held = heldSends();
    const { outbox, another, entries, later } = setUp(held.send);
    const id = await hand(outbox, 'contact', asha, 'tab-1');
    const stopped = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    later(claimMs);
    const next = another().replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(2));
    held.settle(0, unreachable());
    await stopped;
    await outbox.replay();
    expect(held.send).toHaveBeenCalledTimes(2);
    held.settle(1);
    await next;
    expect(entries.get(id)?.outcome).toBe('sent');
  });

  it('keeps a request known sent, sent, whatever a later sender meets', async () => {
    const held = heldSends();
    const { outbox, another, entries, later } = setUp(held.send);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    const stopped = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    later(claimMs);
    const next = another().replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(2));
    held.settle(0);
    await stopped;
    held.settle(1, new SendError('answered 400', 400));
    await next;
    expect(entries.get(id)?.outcome).toBe('sent');
  });

  it('never sends again a delivered request whose record the store refused once (a full disk, an internal error)', async () => {
    const { outbox, store, entries, send, later } = setUp();
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    // The one write that records the delivery fails (QuotaExceededError); the next write goes through.
    const update = store.update;
    store.update = async (key, change) => {
      const [before] = await update(key, (found) => found);
      if (before?.claim && change(structuredClone(before))?.outcome === 'sent') {
        store.update = update;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return update(key, change);
    };
    await outbox.replay().catch(() => {});
    // The next replays: the browser's retry of the sync, a page opened, now or once a claim would be five minutes old.
    await outbox.replay().catch(() => {});
    later(claimMs);
    await outbox.replay().catch(() => {});
    expect(send).toHaveBeenCalledExactlyOnceWith('appointment', asha);
    expect(entries.get(id)).toEqual({ id, form: 'appointment', at: 1_000_000, owner: 'tab-1', outcome: 'sent' });
  });

  it('reads the time only from the clock it is given', async () => {
    const { outbox, entries, later } = setUp();
    vi.useFakeTimers({ now: 0 });
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    vi.setSystemTime(lifetimeMs * 10);
    later(1);
    await outbox.replay();
    vi.useRealTimers();
    expect(entries.get(id)).toMatchObject({ at: 1_000_000, outcome: 'sent' });
  });

  it('gives each outcome to one page only, once: its owner, or another page once the owner is closed', async () => {
    const { outbox } = setUp();
    const mine = await hand(outbox, 'appointment', asha, 'tab-1');
    const orphan = await hand(outbox, 'contact', asha, 'closed-tab');
    const waiting = hand(outbox, 'contact', asha, 'tab-1');
    await outbox.replay();
    await waiting;
    const open = new Set(['tab-1', 'tab-2']);
    const forTab2 = await outbox.take('tab-2', (owner) => open.has(owner));
    expect(forTab2.map((entry) => entry.id)).toEqual([orphan]);
    const [forTab1, again] = await Promise.all([
      outbox.take('tab-1', (owner) => open.has(owner)),
      outbox.take('tab-1', (owner) => open.has(owner)),
    ]);
    expect([...forTab1, ...again].map((entry) => entry.id)).toEqual([mine]);
    expect(forTab1[0] ?? again[0]).toMatchObject({ form: 'appointment', outcome: 'sent' });
  });

  it('keeps for its owner an outcome another page told while the owner was in the back/forward cache', async () => {
    const { outbox } = setUp();
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    await outbox.replay();
    // The worker does not count a page in the back/forward cache open: tab-2 tells the outcome, once.
    const cached = (owner: string) => owner === 'tab-2';
    expect((await outbox.take('tab-2', cached)).map((entry) => entry.id)).toEqual([id]);
    expect(await outbox.take('tab-2', cached)).toEqual([]);
    expect(await outbox.take('tab-3', cached)).toEqual([]);
    // Shown again, its page cannot ask it back to send it again ("Not sent yet", pressed once more), and learns it went.
    expect(await outbox.cancel(id, 'tab-1', noneOpen)).toBe(false);
    const open = () => true;
    expect(await outbox.take('tab-1', open)).toEqual([expect.objectContaining({ id, outcome: 'sent' })]);
    expect(await outbox.take('tab-1', open)).toEqual([]);
  });

  it('forgets an outcome another page told a day after its request was handed over, its owner never back', async () => {
    const { outbox, entries, later } = setUp();
    const id = await hand(outbox, 'contact', asha, 'tab-1');
    await outbox.replay();
    await outbox.take('tab-2', noneOpen);
    later(lifetimeMs - 1);
    await outbox.take('tab-2', noneOpen);
    expect(entries.get(id)).toMatchObject({ outcome: 'sent', told: true });
    expect(entries.get(id)).not.toHaveProperty('values');
    later(1);
    expect(await outbox.take('tab-2', noneOpen)).toEqual([]);
    expect(entries.has(id)).toBe(false);
  });
});

describe('the outbox over a store that refuses a write', () => {
  it('still gives a page every outcome it took, and keeps the one it could not take for the next page', async () => {
    const { outbox, store, entries } = setUp();
    const first = await hand(outbox, 'appointment', asha, 'closed-tab');
    const second = await hand(outbox, 'contact', asha, 'closed-tab');
    await outbox.replay();
    const update = store.update;
    store.update = async (key, change) => {
      if (key === second) throw new DOMException('Internal error.', 'UnknownError');
      return update(key, change);
    };
    const taken = await outbox.take('a-page', noneOpen).catch(() => []);
    store.update = update;
    expect(taken.map((entry) => entry.id)).toEqual([first]);
    expect(entries.get(first)).toMatchObject({ outcome: 'sent', told: true });
    expect(entries.get(second)).not.toHaveProperty('told');
    expect((await outbox.take('a-page', noneOpen)).map((entry) => entry.id)).toEqual([second]);
  });
});

describe('which failed sends are worth trying again', () => {
  it('are those with no answer, a server error or too many requests', () => {
    expect([undefined, 500, 503, 429].map(worthRetrying)).toEqual([true, true, true, true]);
    expect([400, 403, 404, 412, 451].map(worthRetrying)).toEqual([false, false, false, false, false]);
  });
});
