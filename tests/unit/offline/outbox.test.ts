import { describe, expect, it, vi } from 'vitest';
import { SendError } from '../../../src/lib/email';
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

/** An outbox over a fresh store, its clock and its sends in the test's hands. */
function setUp(send = vi.fn(async () => {})) {
  const { store, entries } = memoryStore();
  let time = 1_000_000;
  let ids = 0;
  const outbox = createOutbox({ store, send, now: () => time, token: () => `t${++ids}` });
  return { outbox, entries, send, later: (ms: number) => void (time += ms) };
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

/** A send that waits until the test settles it. */
function heldSend() {
  let settle = (_error?: unknown) => {};
  const send = vi.fn(
    () => new Promise<void>((resolve, reject) => (settle = (error) => (error ? reject(error) : resolve()))),
  );
  return { send, settle: (error?: unknown) => settle(error) };
}

describe('the outbox', () => {
  it('sends a handed request once, with its values, and keeps only its outcome', async () => {
    const { outbox, entries, send } = setUp();
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    expect(await outbox.replay()).toEqual({ waiting: false, settled: true });
    expect(send).toHaveBeenCalledExactlyOnceWith('appointment', asha);
    expect(entries.get(id)).toEqual({ id, form: 'appointment', at: 1_000_000, owner: 'tab-1', outcome: 'sent' });
    await outbox.replay();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never sends a request twice when two replays run at once (two tabs, or a reload during a send)', async () => {
    const held = heldSend();
    const { outbox } = setUp(held.send);
    await hand(outbox, 'contact', asha, 'tab-1');
    const first = outbox.replay();
    const second = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    expect(await second).toEqual({ waiting: true, settled: false });
    held.settle();
    expect(await first).toEqual({ waiting: false, settled: true });
    expect(held.send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the service could not be reached', new SendError('could not be reached')],
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

  it('drops a request a day old without sending it, and reports it expired', async () => {
    const { outbox, entries, send, later } = setUp();
    const id = await hand(outbox, 'appointment', asha, 'tab-1');
    later(lifetimeMs - 1);
    send.mockRejectedValueOnce(new SendError('could not be reached'));
    expect((await outbox.replay()).waiting).toBe(true);
    later(1);
    expect(await outbox.replay()).toEqual({ waiting: false, settled: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(entries.get(id)).toMatchObject({ outcome: 'expired', values: undefined });
  });

  it("removes a request on Don't send, but not one being sent or done", async () => {
    const held = heldSend();
    const { outbox, entries } = setUp(held.send);
    const waiting = await hand(outbox, 'appointment', asha, 'tab-1');
    expect(await outbox.cancel(waiting)).toBe(true);
    expect(entries.has(waiting)).toBe(false);
    const sending = await hand(outbox, 'appointment', asha, 'tab-1');
    const replay = outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    expect(await outbox.cancel(sending)).toBe(false);
    held.settle();
    await replay;
    expect(await outbox.cancel(sending)).toBe(false);
    expect(entries.get(sending)?.outcome).toBe('sent');
  });

  it('sends again a request whose sender stopped mid-send, once its claim is five minutes old', async () => {
    const held = heldSend();
    const { outbox, later } = setUp(held.send);
    await hand(outbox, 'contact', asha, 'tab-1');
    void outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));
    later(claimMs - 1);
    await outbox.replay();
    expect(held.send).toHaveBeenCalledTimes(1);
    later(1);
    void outbox.replay();
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(2));
  });

  it('gives each outcome to one page only, once: its owner, or another page once the owner is closed', async () => {
    const { outbox } = setUp();
    const mine = await hand(outbox, 'appointment', asha, 'tab-1');
    const orphan = await hand(outbox, 'contact', asha, 'closed-tab');
    const waiting = hand(outbox, 'contact', asha, 'tab-1');
    await outbox.replay();
    await waiting;
    const open = new Set(['tab-1', 'tab-2']);
    const forTab2 = await outbox.take((owner) => owner === 'tab-2' || !open.has(owner));
    expect(forTab2.map((entry) => entry.id)).toEqual([orphan]);
    const [forTab1, again] = await Promise.all([
      outbox.take((owner) => owner === 'tab-1' || !open.has(owner)),
      outbox.take((owner) => owner === 'tab-1' || !open.has(owner)),
    ]);
    expect([...forTab1, ...again].map((entry) => entry.id)).toEqual([mine]);
    expect(forTab1[0] ?? again[0]).toMatchObject({ form: 'appointment', outcome: 'sent' });
  });
});

describe('which failed sends are worth trying again', () => {
  it('are those with no answer, a server error or too many requests', () => {
    expect([undefined, 500, 503, 429].map(worthRetrying)).toEqual([true, true, true, true]);
    expect([400, 403, 404, 412, 451].map(worthRetrying)).toEqual([false, false, false, false, false]);
  });
});
