import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserConnection,
  createSendMachine,
  leavingMs,
  sendGapMs,
  slowAfterMs,
  type Connection,
  type Outbox,
  type Outcome,
  type SendEvent,
} from '../../../src/lib/send-machine';
import { SendError } from '../../../src/lib/email-client';

type Values = { name: string };
const asha: Values = { name: 'Asha Rao' };

/** A connection the test switches on and off, and whose return it announces. */
function fakeConnection(online = true) {
  const listeners = new Set<() => void>();
  const leaving = new Set<() => void>();
  const showing = new Set<() => void>();
  const connection: Connection = {
    online: () => online,
    onLeave: (left, shown) => {
      leaving.add(left);
      showing.add(shown);
      return () => {
        leaving.delete(left);
        showing.delete(shown);
      };
    },
    onReturn: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const announce = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    connection,
    goOffline: () => void (online = false),
    /** The connection is back, but the browser has not said so yet. */
    reconnectQuietly: () => void (online = true),
    announce,
    comeBack: () => {
      online = true;
      announce();
    },
    listening: () => listeners.size,
    /** The visitor leaves the page (a reload, another address): the browser cuts what is in flight. */
    leave: () => {
      for (const listener of [...leaving]) listener();
    },
    /** The page is shown again from the back/forward cache, kept there whole with its request on its way. */
    showAgain: () => {
      for (const listener of [...showing]) listener();
    },
    /** How many sends listen for the visitor leaving. */
    watchingLeave: () => leaving.size,
  };
}

/**
 * A machine over a fake connection and, unless `send` is given, a mock service answered by hand; records what it
 * reports.
 */
function setUp(online = true, send?: (values: Values) => Promise<void>, outbox?: Outbox<Values>) {
  const net = fakeConnection(online);
  const answers: ((ok: boolean) => void)[] = [];
  const service = vi.fn(
    (_: Values) =>
      new Promise<void>((resolve, reject) => answers.push((ok) => (ok ? resolve() : reject(new Error('500'))))),
  );
  const machine = createSendMachine(send ?? service, net.connection, outbox);
  const events: SendEvent<Values>[] = [];
  machine.setListener((event) => events.push(event));
  const types = () => events.map((event) => event.type);
  /** The service answers the last request, and the machine takes the answer in. */
  const answered = async (ok: boolean) => {
    answers.at(-1)!(ok);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { ...net, send: service, machine, events, types, answered };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a send machine', () => {
  it('sends once, reports the start, then the success', async () => {
    const { machine, send, answered, types, events } = setUp();
    expect(machine.submit(asha)).toBe('started');
    expect(machine.phase()).toBe('sending');
    await answered(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(asha);
    expect(types()).toEqual(['start', 'sent']);
    expect(events[0]).toEqual({ type: 'start', values: asha, resumed: false });
    expect(machine.phase()).toBe('idle');
  });

  it('says again that it is on its way when the page is shown again from the back/forward cache, and only then', async () => {
    const { machine, answered, types, events, showAgain } = setUp();
    machine.submit(asha);
    showAgain();
    expect(types()).toEqual(['start', 'start']);
    expect(events[1]).toEqual({ type: 'start', values: asha, resumed: false });
    expect(machine.phase()).toBe('sending');
    await answered(true);
    showAgain();
    expect(types()).toEqual(['start', 'start', 'sent']);
  });

  it('never starts a second request while the first is unsettled, whatever is pressed', async () => {
    const { machine, send, answered, types } = setUp();
    machine.submit(asha);
    expect(machine.submit(asha)).toBe('busy');
    expect(machine.submit({ name: 'Someone else' })).toBe('busy');
    expect(send).toHaveBeenCalledTimes(1);
    await answered(true);
    expect(types()).toEqual(['start', 'sent']);
  });

  it('lets the visitor send again at once after a failure: two requests, no waiting', async () => {
    const { machine, send, answered, types } = setUp();
    machine.submit(asha);
    await answered(false);
    expect(machine.phase()).toBe('idle');
    expect(machine.submit(asha)).toBe('started');
    await answered(true);
    expect(send).toHaveBeenCalledTimes(2);
    expect(types()).toEqual(['start', 'failed', 'start', 'sent']);
  });

  it('reports the failure with its error, online', async () => {
    const { machine, answered, events } = setUp();
    machine.submit(asha);
    await answered(false);
    expect(events[1]).toMatchObject({ type: 'failed', values: asha, offline: false, error: new Error('500') });
    // The visitor did not leave: nothing says it may have arrived.
    expect(events[1]).not.toHaveProperty('cut', true);
  });

  it('turns a send that throws at once into a failure, not an exception', async () => {
    const { machine, types } = setUp(true, () => {
      throw new Error('no module');
    });
    expect(machine.submit(asha)).toBe('started');
    await vi.advanceTimersByTimeAsync(0);
    expect(types()).toEqual(['start', 'failed']);
  });
});

describe('a slow send', () => {
  it('is reported at 15 s and not a moment before, and is still awaited', async () => {
    const { machine, types } = setUp();
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(slowAfterMs - 1);
    expect(types()).toEqual(['start']);
    await vi.advanceTimersByTimeAsync(1);
    expect(types()).toEqual(['start', 'slow']);
    expect(machine.phase()).toBe('sending');
  });

  it('ends in the real outcome when the answer lands late, after one request', async () => {
    const { machine, send, answered, types } = setUp();
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(machine.submit(asha)).toBe('busy');
    await answered(true);
    expect(types()).toEqual(['start', 'slow', 'sent']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ends in the failure if the late answer is one', async () => {
    const { machine, answered, types } = setUp();
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(30_000);
    await answered(false);
    expect(types()).toEqual(['start', 'slow', 'failed']);
  });

  it('leaves no timer behind once answered in time', async () => {
    const { machine, answered, types } = setUp();
    machine.submit(asha);
    await answered(true);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(slowAfterMs * 2);
    expect(types()).toEqual(['start', 'sent']);
  });
});

describe('a send without a connection', () => {
  it('fails at once, sends nothing, and waits for the connection', () => {
    const { machine, send, events } = setUp(false);
    expect(machine.submit(asha)).toBe('offline');
    expect(send).not.toHaveBeenCalled();
    expect(events).toEqual([
      { type: 'failed', values: asha, error: new Error('Offline: nothing was sent'), offline: true },
    ]);
    expect(machine.phase()).toBe('waiting');
  });

  it('goes by itself, once, when the connection returns', async () => {
    const { machine, send, comeBack, answered, events, types, listening } = setUp(false);
    machine.submit(asha);
    comeBack();
    comeBack();
    expect(send).toHaveBeenCalledTimes(1);
    expect(events[1]).toEqual({ type: 'start', values: asha, resumed: true });
    expect(listening()).toBe(0);
    await answered(true);
    expect(types()).toEqual(['failed', 'start', 'sent']);
  });

  it('is under way as it goes by itself: a press meanwhile starts no second request', async () => {
    const { machine, send, comeBack, answered } = setUp(false);
    machine.submit(asha);
    comeBack();
    expect(machine.phase()).toBe('sending');
    expect(machine.submit(asha)).toBe('busy');
    expect(send).toHaveBeenCalledTimes(1);
    await answered(true);
    expect(machine.phase()).toBe('idle');
  });

  it('is called off by cancel: the connection returns and nothing is sent', () => {
    const { machine, send, comeBack, types, listening } = setUp(false);
    machine.submit(asha);
    machine.cancel();
    expect(machine.phase()).toBe('idle');
    expect(listening()).toBe(0);
    comeBack();
    expect(send).not.toHaveBeenCalled();
    expect(types()).toEqual(['failed', 'cancelled']);
  });

  it('sends only the latest values when pressed again while waiting, still offline then back', () => {
    const { machine, send, comeBack, listening } = setUp(false);
    machine.submit(asha);
    expect(machine.submit({ name: 'Asha R.' })).toBe('offline');
    expect(listening()).toBe(1);
    comeBack();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Asha R.' });
  });

  it('sends at once when pressed again once back online, and the late news of the connection sends nothing more', () => {
    const { machine, send, reconnectQuietly, announce } = setUp(false);
    machine.submit(asha);
    reconnectQuietly();
    expect(machine.submit(asha)).toBe('started');
    announce();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits too when the request fails because the connection dropped meanwhile', async () => {
    const { machine, send, answered, goOffline, comeBack, events } = setUp();
    machine.submit(asha);
    goOffline();
    await answered(false);
    expect(events[1]).toMatchObject({ type: 'failed', offline: true });
    expect(machine.phase()).toBe('waiting');
    comeBack();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('cancel does nothing when nothing waits', async () => {
    const { machine, types } = setUp();
    machine.cancel();
    machine.submit(asha);
    machine.cancel();
    expect(machine.phase()).toBe('sending');
    expect(types()).toEqual(['start']);
  });
});

/** The service worker's outbox as the page sees it: whether one controls the page, what it was handed, and by whom. */
function fakeOutbox({ ready = true, takes = true, givesBack = true as boolean | 'no answer' | 'once' } = {}) {
  const handed: Values[] = [];
  /** Each handed request's `settled`, in order: the test tells the machine its outcome. */
  const outcomes: ((outcome: Outcome) => boolean)[] = [];
  /** The requests taken back, by their number in `handed` (from 1). */
  const cancelled: number[] = [];
  let answer = Promise.resolve();
  const outbox = {
    ready: () => ready,
    hand: vi.fn(async (values: Values, settled: (outcome: Outcome) => boolean) => {
      if (!takes) throw new Error('The service worker did not answer');
      const number = handed.push(values);
      outcomes.push(settled);
      await answer;
      return {
        sync: true,
        // false: already on its way; 'no answer': the worker did not answer in time; 'once': to the first ask only,
        // as the worker, which no longer holds it after.
        cancel: async () => {
          cancelled.push(number);
          if (givesBack === 'no answer') throw new Error('The service worker did not answer');
          return givesBack === 'once' ? cancelled.filter((n) => n === number).length === 1 : givesBack;
        },
      };
    }),
  };
  /** Holds the outbox's answers to `hand` until the returned function is called: with `failed`, `hand` rejects. */
  const holdAnswers = () => {
    let release = (_failed?: boolean) => {};
    answer = new Promise<void>((resolve, reject) => {
      release = (failed) => (failed ? reject(new Error('The service worker did not answer')) : resolve());
    });
    return release;
  };
  return { outbox, handed, outcomes, cancelled, holdAnswers };
}

describe('a send the page cannot make, with a service worker’s outbox', () => {
  it('fails as without one, told as cut, when the visitor leaving the page cuts it online, as it has most likely reached the service; cut offline, it is handed over', async () => {
    const { outbox, handed } = fakeOutbox();
    let cut: (error: unknown) => void = () => {};
    const send = () => new Promise<void>((_, reject) => (cut = reject));
    const { machine, events, types, leave, goOffline, watchingLeave } = setUp(true, send, outbox);
    machine.submit(asha);
    expect(watchingLeave()).toBe(1);
    leave();
    cut(new SendError('could not be reached'));
    await vi.advanceTimersByTimeAsync(0);
    expect(types()).toEqual(['start', 'failed']);
    expect(events[1]).toMatchObject({ offline: false, cut: true });
    expect(machine.phase()).toBe('idle');
    expect(handed).toEqual([]);
    expect(watchingLeave()).toBe(0);
    // With no connection, it never reached the service: the outbox sends it.
    machine.submit(asha);
    leave();
    goOffline();
    cut(new SendError('could not be reached'));
    await vi.advanceTimersByTimeAsync(0);
    expect(types()).toEqual(['start', 'failed', 'start', 'handed']);
    expect(handed).toEqual([asha]);
  });

  it('is not cut by leaving when the service answered it, however soon after the page said it was going', async () => {
    const { outbox, handed } = fakeOutbox();
    let answer: (error: unknown) => void = () => {};
    const { machine, events, types, leave } = setUp(
      true,
      () => new Promise<void>((_, reject) => (answer = reject)),
      outbox,
    );
    machine.submit(asha);
    leave();
    answer(new SendError('The email service answered 500', 500));
    await vi.advanceTimersByTimeAsync(0);
    expect(types()).toEqual(['start', 'failed']);
    expect(events[1]).not.toHaveProperty('cut', true);
    expect(handed).toEqual([]);
  });

  it('is handed over as before when it fails a while after a call link said the page was going, and the page stayed', async () => {
    const { outbox, handed } = fakeOutbox();
    let cut: (error: unknown) => void = () => {};
    const { machine, types, leave } = setUp(true, () => new Promise<void>((_, reject) => (cut = reject)), outbox);
    machine.submit(asha);
    leave();
    await vi.advanceTimersByTimeAsync(leavingMs);
    cut(new SendError('could not be reached'));
    await vi.advanceTimersByTimeAsync(0);
    expect(types()).toEqual(['start', 'handed']);
    expect(handed).toEqual([asha]);
  });

  it('is handed over as before when the page was about to be left before it started (a call link, a download)', async () => {
    const { outbox, handed } = fakeOutbox();
    let cut: (error: unknown) => void = () => {};
    const { machine, types, leave } = setUp(true, () => new Promise<void>((_, reject) => (cut = reject)), outbox);
    leave();
    machine.submit(asha);
    cut(new SendError('could not be reached'));
    await vi.advanceTimersByTimeAsync(0);
    expect(types()).toEqual(['start', 'handed']);
    expect(handed).toEqual([asha]);
  });

  it('is handed to the outbox when made offline, and the page never sends it, even once back online', async () => {
    const { outbox, handed } = fakeOutbox();
    const { machine, send, comeBack, events } = setUp(false, undefined, outbox);
    expect(machine.submit(asha)).toBe('offline');
    expect(machine.phase()).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ type: 'handed', values: asha, sync: true }]);
    expect(machine.phase()).toBe('handed');
    comeBack();
    expect(send).not.toHaveBeenCalled();
    expect(handed).toEqual([asha]);
  });

  it('is handed over when the service could not be reached; an answer, even a 500, fails as without an outbox', async () => {
    const { outbox, handed } = fakeOutbox();
    let answer: unknown = new SendError('could not be reached');
    const { machine, types } = setUp(true, () => Promise.reject(answer), outbox);
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(0);
    expect(types()).toEqual(['start', 'handed']);
    machine.cancel();
    answer = new SendError('answered 500', 500);
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(0);
    expect(types()).toEqual(['start', 'handed', 'cancelled', 'start', 'failed']);
    expect(handed).toHaveLength(1);
  });

  it.each([400, 403, 429, 500, 503])(
    'is never handed over after an answer, a %i: the failure, as without an outbox',
    async (status) => {
      const { outbox, handed } = fakeOutbox();
      const { machine, events } = setUp(true, () => Promise.reject(new SendError('answered', status)), outbox);
      machine.submit(asha);
      await vi.advanceTimersByTimeAsync(0);
      expect(events.map((event) => event.type)).toEqual(['start', 'failed']);
      expect(events[1]).toMatchObject({ offline: false });
      expect(machine.phase()).toBe('idle');
      expect(handed).toEqual([]);
    },
  );

  it('waits in the page, as without one, when no worker controls the page or the outbox does not take it', async () => {
    for (const options of [{ ready: false }, { takes: false }]) {
      const { outbox } = fakeOutbox(options);
      const { machine, send, comeBack, events } = setUp(false, undefined, outbox);
      machine.submit(asha);
      await vi.advanceTimersByTimeAsync(0);
      expect(events).toEqual([
        { type: 'failed', values: asha, error: new Error('Offline: nothing was sent'), offline: true },
      ]);
      expect(machine.phase()).toBe('waiting');
      comeBack();
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('sends at once, as on a return, when the outbox does not take it and the connection came back meanwhile', async () => {
    const { outbox, holdAnswers } = fakeOutbox();
    const { machine, send, reconnectQuietly, listening, events, answered } = setUp(false, undefined, outbox);
    const release = holdAnswers();
    machine.submit(asha);
    // The worker silent, the page gives up on it; the connection came back while it waited, its 'online' long gone.
    reconnectQuietly();
    release(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'start', values: asha, resumed: true }]);
    expect(listening()).toBe(0);
    await answered(true);
    expect(events.at(-1)).toEqual({ type: 'sent', values: asha });
  });

  it('fails online, as without one, when the service could not be reached and the outbox does not take it: the visitor may send again', async () => {
    const { outbox } = fakeOutbox({ takes: false });
    const { machine, types } = setUp(true, () => Promise.reject(new SendError('could not be reached')), outbox);
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(0);
    expect(types()).toEqual(['start', 'failed']);
    expect(machine.phase()).toBe('idle');
    expect(machine.submit(asha)).toBe('started');
  });

  it("is taken back from the outbox by Don't send, or by sending other values", async () => {
    const { outbox, cancelled, outcomes } = fakeOutbox();
    const { machine, types } = setUp(false, undefined, outbox);
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(0);
    machine.cancel();
    expect(cancelled).toEqual([1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.phase()).toBe('idle');
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.submit({ name: 'Asha R.' })).toBe('busy');
    await vi.advanceTimersByTimeAsync(0);
    expect(cancelled).toEqual([1, 2]);
    expect(outbox.hand).toHaveBeenLastCalledWith({ name: 'Asha R.' }, expect.any(Function));
    expect(types()).toEqual(['handed', 'cancelled', 'handed', 'handed']);
    // Taken back too late, it went all the same: the machine leaves that news to the page (startWorker's callback).
    expect(outcomes[0]!('sent')).toBe(false);
    expect(types()).toEqual(['handed', 'cancelled', 'handed', 'handed']);
  });

  it.each([false, 'no answer'] as const)(
    'keeps one the outbox does not give back (%s): nothing else goes, however pressed, and its outcome is the form’s',
    async (givesBack) => {
      const { outbox, cancelled, outcomes } = fakeOutbox({ givesBack });
      const { machine, send, comeBack, types } = setUp(false, undefined, outbox);
      machine.submit(asha);
      await vi.advanceTimersByTimeAsync(0);
      // Typing, then sending other values, while the outbox is asked once.
      machine.cancel();
      machine.cancel();
      expect(machine.submit({ name: 'Asha R.' })).toBe('busy');
      await vi.advanceTimersByTimeAsync(0);
      expect(machine.phase()).toBe('handed');
      comeBack();
      expect(machine.submit({ name: 'Asha R.' })).toBe('busy');
      await vi.advanceTimersByTimeAsync(0);
      expect(new Set(cancelled)).toEqual(new Set([1]));
      expect(outbox.hand).toHaveBeenCalledTimes(1);
      expect(send).not.toHaveBeenCalled();
      expect(outcomes[0]!('sent')).toBe(true);
      expect(types()).toEqual(['handed', 'sent']);
      expect(machine.phase()).toBe('idle');
    },
  );

  it('sends what is pressed while an edit takes it back, though the outbox gave it to the first ask only', async () => {
    const { outbox, cancelled } = fakeOutbox({ givesBack: 'once' });
    const { machine, send, comeBack, types } = setUp(false, undefined, outbox);
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(0);
    comeBack();
    machine.cancel();
    machine.submit({ name: 'Asha R.' });
    await vi.advanceTimersByTimeAsync(0);
    expect(cancelled).toEqual([1, 1]);
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({ name: 'Asha R.' });
    expect(types()).toEqual(['handed', 'cancelled', 'start']);
  });

  it.each([true, 'once'] as const)(
    "sends nothing when Don't send follows a send while the outbox is asked for the request (gives back: %s)",
    async (givesBack) => {
      const { outbox, cancelled } = fakeOutbox({ givesBack });
      const { machine, send, comeBack, types } = setUp(false, undefined, outbox);
      machine.submit(asha);
      await vi.advanceTimersByTimeAsync(0);
      comeBack();
      // Pressed before the worker has answered the first ask: the last press is what the visitor wants.
      expect(machine.submit({ name: 'Asha R.' })).toBe('busy');
      machine.cancel();
      await vi.advanceTimersByTimeAsync(0);
      expect(cancelled).toEqual([1, 1]);
      expect(send).not.toHaveBeenCalled();
      expect(types()).toEqual(['handed', 'cancelled']);
      expect(machine.phase()).toBe('idle');
    },
  );

  it('sends the last values once when pressed twice while the outbox is asked for the request', async () => {
    const { outbox } = fakeOutbox();
    const { machine, send, comeBack, types } = setUp(false, undefined, outbox);
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(0);
    comeBack();
    expect(machine.submit({ name: 'Asha R.' })).toBe('busy');
    expect(machine.submit({ name: 'Asha Rao K.' })).toBe('busy');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Asha Rao K.' });
    expect(types()).toEqual(['handed', 'start']);
  });

  it('calls off a request edited or called off while the outbox was being handed it, once the outbox holds it', async () => {
    const { outbox, handed, cancelled, holdAnswers } = fakeOutbox();
    const release = holdAnswers();
    const { machine, send, comeBack, types } = setUp(false, undefined, outbox);
    machine.submit(asha);
    // Typing (or Don't send, still shown after a press that handed it over again) before the worker has answered.
    machine.cancel();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(cancelled).toEqual([1]);
    // The form is never told it was handed: it would take the draft typed since for the outbox's copy, and forget it.
    expect(types()).toEqual(['cancelled']);
    expect(machine.phase()).toBe('idle');
    comeBack();
    expect(send).not.toHaveBeenCalled();
    expect(handed).toEqual([asha]);
  });

  it('hands over the last values pressed while the outbox was being handed the first', async () => {
    const { outbox, handed, cancelled, holdAnswers } = fakeOutbox();
    const release = holdAnswers();
    const { machine, send, types } = setUp(false, undefined, outbox);
    machine.submit(asha);
    machine.cancel();
    expect(machine.submit({ name: 'Asha R.' })).toBe('busy');
    release();
    await vi.advanceTimersByTimeAsync(0);
    // Each press asks for it back, as while the outbox holds it; the first ask has it, and the last press acts.
    expect(cancelled).toEqual([1, 1]);
    expect(handed).toEqual([asha, { name: 'Asha R.' }]);
    expect(types()).toEqual(['cancelled', 'handed']);
    expect(machine.phase()).toBe('handed');
    expect(send).not.toHaveBeenCalled();
  });

  it('acts on the last press made while the outbox was being handed a request it then did not take', async () => {
    for (const edited of [false, true]) {
      const { outbox, holdAnswers } = fakeOutbox();
      const release = holdAnswers();
      const { machine, send, comeBack, types } = setUp(false, undefined, outbox);
      machine.submit(asha);
      machine.cancel();
      if (edited) machine.submit({ name: 'Asha R.' });
      release(true);
      await vi.advanceTimersByTimeAsync(0);
      comeBack();
      expect(send.mock.calls).toEqual(edited ? [[{ name: 'Asha R.' }]] : []);
      expect(types()).toEqual(edited ? ['cancelled', 'failed', 'start'] : ['cancelled']);
    }
  });

  it('sends nothing more for a press whose ask came back empty-handed, the request sent meanwhile', async () => {
    const { outbox, outcomes } = fakeOutbox({ givesBack: false });
    const { machine, send, types } = setUp(false, undefined, outbox);
    machine.submit(asha);
    await vi.advanceTimersByTimeAsync(0);
    machine.submit({ name: 'Asha R.' });
    outcomes[0]!('sent');
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.hand).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(types()).toEqual(['handed', 'sent']);
  });

  it('ends in what the outbox says became of it, and takes no word about another request', async () => {
    const { outbox, outcomes, cancelled } = fakeOutbox();
    const { machine, events } = setUp(false, undefined, outbox);
    for (const outcome of ['sent', 'expired', 'refused'] as const) {
      machine.submit(asha);
      await vi.advanceTimersByTimeAsync(0);
      const settled = outcomes.at(-1)!;
      expect(outcomes.slice(0, -1).map((earlier) => earlier('sent'))).not.toContain(true);
      expect(machine.phase()).toBe('handed');
      expect(settled(outcome)).toBe(true);
      expect(settled(outcome)).toBe(false);
      expect(machine.phase()).toBe('idle');
    }
    expect(events.filter((event) => event.type !== 'handed')).toEqual([
      { type: 'sent', values: asha },
      { type: 'expired', values: asha },
      { type: 'failed', values: asha, error: new Error('The email service refused it'), offline: false },
    ]);
    expect(cancelled).toEqual([]);
  });

  it.each([false, true])(
    'ends in its outcome even when that comes before the outbox has answered, and is not handed after (failed: %s)',
    async (failed) => {
      const { outbox, outcomes, holdAnswers } = fakeOutbox();
      const release = holdAnswers();
      const { machine, send, comeBack, events } = setUp(false, undefined, outbox);
      machine.submit(asha);
      await vi.advanceTimersByTimeAsync(0);
      expect(machine.phase()).toBe('sending');
      expect(outcomes[0]!('sent')).toBe(true);
      release(failed);
      await vi.advanceTimersByTimeAsync(0);
      comeBack();
      expect(events).toEqual([{ type: 'sent', values: asha }]);
      expect(machine.phase()).toBe('idle');
      expect(send).not.toHaveBeenCalled();
    },
  );
});

/** Once `answer` lets the send before it go, `next` is told a send's gap later, and not a moment before. */
async function expectToldAGapAfter(answer: () => void, next: ReturnType<typeof vi.fn>) {
  answer();
  await vi.advanceTimersByTimeAsync(sendGapMs - 1);
  expect(next).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(next).toHaveBeenCalledTimes(1);
}

/**
 * A booking and a message sent offline on one page, over the browser's connection; it returns, and the booking goes
 * (`answer` answers it).
 */
function twoFormsWaitOffline() {
  vi.useFakeTimers();
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  let answered = () => {};
  const booking = vi.fn(() => new Promise<void>((resolve) => (answered = resolve)));
  const message = vi.fn(async () => {});
  const machines = [booking, message].map((send) => createSendMachine(send, browserConnection));
  for (const machine of machines) expect(machine.submit(asha)).toBe('offline');
  onLine.mockReturnValue(true);
  dispatchEvent(new Event('online'));
  expect(booking).toHaveBeenCalledTimes(1);
  return { booking, message, answer: () => answered(), onLine };
}

describe('the browser’s connection', () => {
  /** The page is shown: on its load, or again from the back/forward cache (`persisted`). */
  const shown = (persisted: boolean) => dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

  it('tells of the visitor starting to leave the page, and of the page shown (from the back/forward cache), until no longer asked', () => {
    const [left, showing] = [vi.fn(), vi.fn()];
    const stop = browserConnection.onLeave(left, showing);
    dispatchEvent(new Event('beforeunload'));
    shown(true);
    stop();
    dispatchEvent(new Event('beforeunload'));
    shown(true);
    expect(left).toHaveBeenCalledTimes(1);
    expect(showing).toHaveBeenCalledTimes(1);
  });

  it('is online unless the browser knows it is offline, and tells of its return until no longer asked', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    onLine.mockReturnValue(false);
    expect(browserConnection.online()).toBe(false);
    onLine.mockReturnValue(true);
    expect(browserConnection.online()).toBe(true);
    const back = vi.fn();
    const stop = browserConnection.onReturn(back);
    dispatchEvent(new Event('online'));
    stop();
    dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('tells of its return as a page comes back from the back/forward cache online, where no event reached it', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const back = vi.fn();
    const stop = browserConnection.onReturn(back);
    shown(true);
    onLine.mockReturnValue(true);
    shown(false);
    expect(back).not.toHaveBeenCalled();
    shown(true);
    expect(back).toHaveBeenCalledTimes(1);
    stop();
    onLine.mockRestore();
  });

  it("tells the forms that wait for its return in turn, each a send's gap after the answer before, none called off", async () => {
    vi.useFakeTimers();
    let answer = () => {};
    const booking = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const [message, another] = [vi.fn(), vi.fn()];
    const stops = [booking, message, another].map((listener) => browserConnection.onReturn(listener));
    dispatchEvent(new Event('online'));
    expect([booking, message, another].map((listener) => listener.mock.calls.length)).toEqual([1, 0, 0]);
    // The booking's send unanswered, the message waits until it is answered.
    await vi.advanceTimersByTimeAsync(slowAfterMs - 1);
    expect(message).not.toHaveBeenCalled();
    await expectToldAGapAfter(answer, message);
    stops[2]!();
    await vi.advanceTimersByTimeAsync(sendGapMs);
    expect(another).not.toHaveBeenCalled();
    for (const stop of stops) stop();
    vi.useRealTimers();
  });

  it("sends two forms' waiting requests a send's gap after the first is answered, not after it started", async () => {
    const { message, answer, onLine } = twoFormsWaitOffline();
    // The booking unanswered for a while: the message still waits, a gap after it.
    await vi.advanceTimersByTimeAsync(sendGapMs + 1_000);
    expect(message).not.toHaveBeenCalled();
    await expectToldAGapAfter(answer, message);
    onLine.mockRestore();
    vi.useRealTimers();
  });

  it("keeps the send's gap when the connection drops and returns during it, and tells a form that waits since after", async () => {
    const { booking, message, answer, onLine } = twoFormsWaitOffline();
    // A patchy network: gone and back while the booking is under way, and a third form waiting since it went.
    const another = vi.fn();
    const stop = browserConnection.onReturn(another);
    dispatchEvent(new Event('offline'));
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect([message, another].map((listener) => listener.mock.calls.length)).toEqual([0, 0]);
    // The message a gap after the booking's answer, then the third a gap after the message's.
    await expectToldAGapAfter(answer, message);
    await expectToldAGapAfter(() => {}, another);
    expect([booking, message].map((send) => send.mock.calls.length)).toEqual([1, 1]);
    stop();
    onLine.mockRestore();
    vi.useRealTimers();
  });

  it('tells the next form all the same once the send before it is slow to be answered: a hung service holds no other', async () => {
    vi.useFakeTimers();
    const hung = vi.fn(() => new Promise<void>(() => {}));
    const message = vi.fn();
    const stops = [hung, message].map((listener) => browserConnection.onReturn(listener));
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(slowAfterMs + sendGapMs - 1);
    expect(message).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(message).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
    vi.useRealTimers();
  });
});
