import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../../../src/lib/send-machine';
import { news, type Entry, type PageMessage, type Reply } from '../../../src/offline/outbox';
import {
  appointmentForm,
  appointmentSent,
  contactForm,
  messageFailed,
  waitingForConnection,
} from '../../../src/content/messages';
import * as knMessages from '../../../src/content/kn/messages';
import { changed as knChanged } from '../../../src/content/kn/outbox';
import { alreadySending, changed, expired, handedOver, notSent, waiting } from '../../../src/content/outbox';
import { sendToasts } from '../../../src/forms/send-toasts';
import { answerWithinMs } from '../../../src/offline/outbox-client';
import { startWorker } from '../../../src/offline/worker-client';

const asha = { name: 'Asha Rao', phone: '+91 98450 12345' };

/**
 * The browser's service workers as a page sees them: a container that registers and carries the worker's news, and
 * the worker that controls the page (none when `controlled` is false), answering each message with `answer`.
 */
function fakeWorkers({ controlled = true } = {}) {
  const messages: PageMessage[] = [];
  /** The messages the worker has not answered yet, each with the port its answer would go to. */
  const unanswered: { message: PageMessage; port: MessagePort }[] = [];
  const outcomes: Entry[] = [];
  let answer = (message: PageMessage): Reply<unknown> | undefined => {
    if (message.type === 'hand') return { value: { sync: true } };
    if (message.type === 'cancel') return { value: true };
    return { value: message.type === 'waiting' ? [] : outcomes.splice(0) };
  };
  const worker = {
    postMessage: (message: PageMessage, [port]: MessagePort[]) => {
      messages.push(message);
      const reply = answer(message);
      if (reply) port!.postMessage(reply);
      else unanswered.push({ message, port: port! });
    },
  };
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? worker : null,
    register: vi.fn(async (_: string) => ({})),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return {
    container,
    messages,
    unanswered,
    /** Outcomes the worker gives the next page that says hello. */
    outcomes,
    answerWith: (next: typeof answer) => void (answer = next),
    /** The worker posts its news to every page, as when a replay gave a request an outcome. */
    news: () => container.dispatchEvent(new MessageEvent('message', { data: news })),
  };
}

const outcome = (id: string, form: Entry['form'], value: Outcome): Entry => ({
  id,
  form,
  at: 0,
  owner: 'closed-tab',
  outcome: value,
});

beforeEach(() => vi.stubGlobal('indexedDB', {}));
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('starting the worker from a page', () => {
  it('registers /sw.js only once the page has loaded, never before', () => {
    const { container } = fakeWorkers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startWorker(() => {}, sendToasts);
    expect(container.register).not.toHaveBeenCalled();
    dispatchEvent(new Event('load'));
    expect(container.register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('gives no outbox where the browser has no service workers, refuses them to the page, or has no IndexedDB', () => {
    expect(startWorker(() => {}, sendToasts)).toBeUndefined();
    Object.defineProperty(navigator, 'serviceWorker', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      configurable: true,
    });
    expect(startWorker(() => {}, sendToasts)).toBeUndefined();
    fakeWorkers();
    vi.stubGlobal('indexedDB', undefined);
    expect(startWorker(() => {}, sendToasts)).toBeUndefined();
  });
});

describe("a form's outbox", () => {
  it('is ready only while a worker controls the page, takes nothing before, and connects as one takes control', async () => {
    const { container, messages } = fakeWorkers({ controlled: false });
    const outbox = startWorker(() => {}, sendToasts)!.outbox('appointment');
    expect(outbox.ready()).toBe(false);
    await expect(outbox.hand(asha, () => true)).rejects.toThrow();
    expect(messages).toEqual([]);
    // A worker takes control (its messages are the new fake's).
    const taking = fakeWorkers();
    container.controller = taking.container.controller;
    expect(outbox.ready()).toBe(true);
    container.dispatchEvent(new Event('controllerchange'));
    await vi.waitFor(() => expect(taking.messages).toEqual([{ type: 'waiting' }, { type: 'hello' }]));
  });

  it.each([true, false])(
    'hands the form and its values under an id the page chose, and says whether it goes with every tab closed (%s)',
    async (sync) => {
      const { messages, answerWith } = fakeWorkers();
      answerWith((message) => ({ value: { hand: { sync }, cancel: true, hello: [], waiting: [] }[message.type] }));
      const outbox = startWorker(() => {}, sendToasts)!.outbox('contact');
      const handed = await outbox.hand(asha, () => true);
      expect(handed.sync).toBe(sync);
      const hand = messages.find((message) => message.type === 'hand');
      expect(hand).toEqual({ type: 'hand', id: expect.any(String), form: 'contact', values: asha });
      expect(await handed.cancel()).toBe(true);
      expect(messages.at(-1)).toEqual({ type: 'cancel', id: hand!.id });
    },
  );

  it('fails when the worker answers with an error, so the page waits with the request itself', async () => {
    const { answerWith } = fakeWorkers();
    answerWith((message) => (message.type === 'hand' ? { error: 'QuotaExceededError' } : { value: [] }));
    await expect(
      startWorker(() => {}, sendToasts)!
        .outbox('contact')
        .hand(asha, () => true),
    ).rejects.toThrow('QuotaExceeded');
  });

  it('fails when the worker does not answer in time, and asks it to give the request back if it kept it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { messages, answerWith } = fakeWorkers();
    answerWith((message) => (message.type === 'hand' ? undefined : { value: message.type === 'cancel' ? true : [] }));
    const handing = startWorker(() => {}, sendToasts)!
      .outbox('appointment')
      .hand(asha, () => true);
    const failed = expect(handing).rejects.toThrow('The service worker did not answer');
    await vi.advanceTimersByTimeAsync(answerWithinMs);
    await failed;
    const [hand, cancel] = messages.filter((message) => message.type === 'hand' || message.type === 'cancel');
    expect(cancel).toEqual({ type: 'cancel', id: (hand as { id: string }).id });
  });

  it('leaves a request with the worker when it answers late, sending it already: its outcome is the page’s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { messages, outcomes, answerWith, news } = fakeWorkers();
    // Slow to keep it, then sending it by the time the page asks for it back.
    answerWith((message) =>
      message.type === 'hand' ? undefined : { value: message.type === 'cancel' ? false : outcomes.splice(0) },
    );
    const settled = vi.fn(() => true);
    const handing = startWorker(() => {}, sendToasts)!
      .outbox('appointment')
      .hand(asha, settled);
    await vi.advanceTimersByTimeAsync(answerWithinMs);
    expect(await handing).toEqual({ sync: false, cancel: expect.any(Function) });
    const hand = messages.find((message) => message.type === 'hand') as { id: string };
    outcomes.push(outcome(hand.id, 'appointment', 'sent'));
    news();
    await vi.waitFor(() => expect(settled).toHaveBeenCalledExactlyOnceWith('sent'));
  });

  it('tells its form the outcomes a hello took that the worker answered late: a refused request is not lost', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { messages, unanswered, answerWith, news } = fakeWorkers();
    const settled = vi.fn(() => true);
    await startWorker(() => {}, sendToasts)!
      .outbox('appointment')
      .hand(asha, settled);
    const hand = messages.find((message) => message.type === 'hand') as { id: string };
    // A worker slow to start: it answers the hello after the page went on without it, having taken the outcome out.
    answerWith((message) => (message.type === 'hello' ? undefined : { value: [] }));
    news();
    await vi.advanceTimersByTimeAsync(answerWithinMs + 1_000);
    expect(settled).not.toHaveBeenCalled();
    unanswered.at(-1)!.port.postMessage({ value: [outcome(hand.id, 'appointment', 'refused')] });
    await vi.waitFor(() => expect(settled).toHaveBeenCalledExactlyOnceWith('refused'));
  });

  it.each([
    ['Don’t send', false, notSent.appointment],
    ['a change typed in the form', true, changed.appointment],
  ])(
    'gives the form back when the worker answers late that it dropped the request asked back by %s, and says so',
    async (_, typed, words) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { unanswered, answerWith } = fakeWorkers();
      const told = vi.fn();
      const settled = vi.fn(() => true);
      document.body.innerHTML = '<form name="appointment"><input name="name"></form>';
      const { cancel } = await startWorker(told, sendToasts)!.outbox('appointment').hand(asha, settled);
      if (typed) document.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
      // The worker, slow to start, answers the ask-back after the page went on without it (the form still says it goes).
      answerWith((message) => (message.type === 'cancel' ? undefined : { value: [] }));
      const asking = expect(cancel()).rejects.toThrow('The service worker did not answer');
      await vi.advanceTimersByTimeAsync(answerWithinMs);
      await asking;
      expect(settled).not.toHaveBeenCalled();
      unanswered.at(-1)!.port.postMessage({ value: true });
      await vi.waitFor(() => expect(settled).toHaveBeenCalledExactlyOnceWith('cancelled'));
      expect(told).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ title: words.title, description: words.description }),
      );
      document.body.innerHTML = '';
    },
  );

  it('fails when the worker answers neither the request nor the ask for it back, so the page keeps it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { messages, answerWith } = fakeWorkers();
    answerWith((message) => (message.type === 'hello' ? { value: [] } : undefined));
    const handing = startWorker(() => {}, sendToasts)!
      .outbox('appointment')
      .hand(asha, () => true);
    const failed = expect(handing).rejects.toThrow('The service worker did not answer');
    await vi.advanceTimersByTimeAsync(2 * answerWithinMs);
    await failed;
    expect(messages.filter((message) => message.type === 'cancel')).toHaveLength(1);
  });
});

describe('a request handed over by a page since closed or reloaded', () => {
  const waits = [
    { id: 'r1', form: 'contact' },
    { id: 'r2', form: 'appointment' },
    { id: 'r3', form: 'contact' },
  ];

  it('is said to wait as the page opens, once per form, asked before the hello that may send it', async () => {
    const { messages, answerWith, news } = fakeWorkers();
    answerWith((message) => ({ value: message.type === 'waiting' ? waits : [] }));
    const told = vi.fn();
    startWorker(told, sendToasts);
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(2));
    const toasts = told.mock.calls.map(([{ title, description, group }]) => ({ title, description, group }));
    expect(toasts).toEqual([
      { title: handedOver.title, description: waiting.contact, group: 'contact' },
      { title: handedOver.title, description: waiting.appointment, group: 'appointment' },
    ]);
    // Said once: news and the connection's return ask for outcomes, and whether what was said to wait still does.
    const types = () => messages.map((message) => message.type);
    await vi.waitFor(() => expect(types()).toEqual(['waiting', 'hello', 'waiting']));
    news();
    dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(types()).toEqual(['waiting', 'hello', 'waiting', 'hello', 'hello', 'waiting', 'waiting']),
    );
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('goes once none of its requests waits, its outcome told by its own page, still open in another tab', async () => {
    const { messages, answerWith, news } = fakeWorkers();
    let waitingNow = waits;
    answerWith((message) => ({ value: message.type === 'waiting' ? waitingNow : [] }));
    const show = vi.fn((toast: { group?: string }) => (toast.group === 'contact' ? 1 : 2));
    const dismiss = vi.fn();
    startWorker(show, sendToasts, dismiss);
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    // One of the two contact messages went: the contact toast stays while the other waits.
    waitingNow = waits.filter(({ id }) => id !== 'r1');
    news();
    // Its answer heard (a message's round trip, then the next task).
    await vi.waitFor(() => expect(messages.filter(({ type }) => type === 'waiting')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(dismiss).not.toHaveBeenCalled();
    // The booking went too, then the other message.
    waitingNow = waits.filter(({ id }) => id === 'r3');
    news();
    await vi.waitFor(() => expect(dismiss.mock.calls).toEqual([[2]]));
    waitingNow = [];
    news();
    await vi.waitFor(() => expect(dismiss.mock.calls).toEqual([[2], [1]]));
    expect(show).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['deleted', [true, true], notSent.contact],
    ['already on its way, when the worker is sending one', [true, false], alreadySending],
  ] as const)("has Don't send, which asks the worker to drop each of that form's: %s", async (_, dropped, told) => {
    const { messages, answerWith } = fakeWorkers();
    const answers = [...dropped];
    answerWith((message) => ({
      value: message.type === 'waiting' ? waits : message.type === 'cancel' ? answers.shift() : [],
    }));
    const show = vi.fn();
    startWorker(show, sendToasts);
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    const contact = show.mock.calls.map(([toast]) => toast).find((toast) => toast.group === 'contact');
    render(contact.actions);
    fireEvent.click(screen.getByRole('button', { name: waitingForConnection.cancel }));
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(3));
    expect(messages.filter((message) => message.type === 'cancel')).toEqual([
      { type: 'cancel', id: 'r1' },
      { type: 'cancel', id: 'r3' },
    ]);
    expect(show.mock.calls[2]![0]).toMatchObject({ ...told, group: 'contact' });
  });

  it.each(['nothing waits', 'the worker does not answer'])('is not said when %s', async (when) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { messages, answerWith } = fakeWorkers();
    if (when !== 'nothing waits') answerWith((message) => (message.type === 'waiting' ? undefined : { value: [] }));
    const told = vi.fn();
    startWorker(told, sendToasts);
    await vi.advanceTimersByTimeAsync(answerWithinMs);
    expect(messages.map((message) => message.type)).toEqual(['waiting', 'hello']);
    expect(told).not.toHaveBeenCalled();
  });
});

describe('what became of requests handed over', () => {
  it('is asked as the page starts: a closed page’s delivered, refused and expired requests come to the page', async () => {
    const { outcomes } = fakeWorkers();
    outcomes.push(outcome('a', 'appointment', 'sent'), outcome('b', 'contact', 'expired'));
    outcomes.push(outcome('c', 'contact', 'refused'));
    const told = vi.fn();
    startWorker(told, sendToasts);
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(3));
    // Each as its form's toast: the spec's success, the expired notice, the spec's failure.
    const toasts = told.mock.calls.map(([{ title, variant, group }]) => ({ title, variant, group }));
    expect(toasts).toEqual([
      { title: appointmentSent.title, variant: undefined, group: 'appointment' },
      { title: expired.contact.title, variant: 'destructive', group: 'contact' },
      { title: messageFailed.title, variant: 'destructive', group: 'contact' },
    ]);
  });

  it("goes to this page's own machine while it speaks for the request, else to the page", async () => {
    const { messages, outcomes, news } = fakeWorkers();
    const told = vi.fn();
    const outbox = startWorker(told, sendToasts)!.outbox('appointment');
    const mine = vi.fn(() => true);
    const letGo = vi.fn(() => false);
    await outbox.hand(asha, mine);
    await outbox.hand(asha, letGo);
    const [first, second] = messages.filter((message) => message.type === 'hand') as { id: string }[];
    outcomes.push(outcome(first!.id, 'appointment', 'sent'), outcome(second!.id, 'appointment', 'sent'));
    news();
    await vi.waitFor(() => expect(told).toHaveBeenCalled());
    expect(mine).toHaveBeenCalledExactlyOnceWith('sent');
    expect(letGo).toHaveBeenCalledExactlyOnceWith('sent');
    expect(told).toHaveBeenCalledOnce();
    expect(told.mock.calls[0]![0]).toMatchObject({ title: appointmentSent.title, group: 'appointment' });
  });

  it('is asked again when the connection returns and when the worker has news, never without a worker', async () => {
    const { messages, container, news } = fakeWorkers();
    startWorker(() => {}, sendToasts);
    const hellos = () => messages.filter((message) => message.type === 'hello').length;
    await vi.waitFor(() => expect(hellos()).toBe(1));
    dispatchEvent(new Event('online'));
    news();
    expect(hellos()).toBe(3);
    container.controller = null;
    dispatchEvent(new Event('online'));
    expect(hellos()).toBe(3);
  });
});

describe('a page shown again from the back/forward cache', () => {
  it('asks what became of its requests, as news posted meanwhile never reached it; a page first shown does not ask twice', async () => {
    const { messages } = fakeWorkers();
    startWorker(() => {}, sendToasts);
    const hellos = () => messages.filter((message) => message.type === 'hello').length;
    await vi.waitFor(() => expect(hellos()).toBe(1));
    const shown = (persisted: boolean) => dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    shown(false);
    expect(hellos()).toBe(1);
    shown(true);
    expect(hellos()).toBe(2);
  });

  it('names the requests it handed over: one called off meanwhile on another page is said not sent, once', async () => {
    const { messages, answerWith } = fakeWorkers();
    const told = vi.fn();
    const outbox = startWorker(told, sendToasts)!.outbox('appointment');
    const settled = vi.fn(() => false);
    await outbox.hand(asha, settled);
    const { id } = messages.find((message) => message.type === 'hand') as { id: string };
    // The worker no longer holds it (deleted on another page while this one was away): it says so, called off.
    answerWith((message) => ({
      value:
        message.type === 'hello'
          ? (message.mine ?? []).map((request) => outcome(request.id, request.form, 'cancelled'))
          : [],
    }));
    const shown = () => dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    shown();
    shown();
    await vi.waitFor(() => expect(told).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(messages.filter((message) => message.type === 'hello').slice(-2)).toEqual([
      { type: 'hello', mine: [{ id, form: 'appointment' }] },
      { type: 'hello', mine: [{ id, form: 'appointment' }] },
    ]);
    expect(settled).toHaveBeenCalledExactlyOnceWith('cancelled');
    expect(told).toHaveBeenCalledOnce();
    expect(told.mock.calls[0]![0]).toMatchObject({ title: notSent.appointment.title, group: 'appointment' });
    // Told, it is named no more.
    shown();
    expect(messages.at(-1)).toEqual({ type: 'hello', mine: [] });
  });

  it('given back after the visitor typed in its form, says it no longer goes; given back otherwise, or typed in another form, says nothing', async () => {
    fakeWorkers();
    const shown: unknown[] = [];
    const outbox = startWorker((toast) => shown.push(toast), sendToasts)!.outbox('contact');
    document.body.innerHTML = '<form name="contact"><input name="name"></form><form name="appointment"><input></form>';
    const [contactField, appointmentField] = document.querySelectorAll('input');
    const typeIn = (field: HTMLInputElement) => field.dispatchEvent(new Event('input', { bubbles: true }));
    typeIn(contactField!);
    const pressed = await outbox.hand(asha, () => true);
    typeIn(appointmentField!);
    expect(await pressed.cancel()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve));
    expect(shown, "Don't send, or sent again: the form says what now").toEqual([]);
    const edited = await outbox.hand(asha, () => true);
    typeIn(contactField!);
    expect(await edited.cancel()).toBe(true);
    await vi.waitFor(() =>
      expect(shown).toEqual([expect.objectContaining({ ...changed.contact, group: 'contact', persistent: true })]),
    );
    // It names the button to press, as each form labels it, in both languages.
    for (const [words, messages] of [
      [changed, { appointmentForm, contactForm }],
      [knChanged, knMessages],
    ] as const) {
      expect(words.appointment.description).toContain(messages.appointmentForm.submit);
      expect(words.contact.description).toContain(messages.contactForm.submit);
    }
    document.body.innerHTML = '';
  });

  it("names no more a request this page took back itself (Don't send)", async () => {
    const { messages } = fakeWorkers();
    const outbox = startWorker(() => {}, sendToasts)!.outbox('contact');
    const { cancel } = await outbox.hand(asha, () => true);
    expect(await cancel()).toBe(true);
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(messages.at(-1)).toEqual({ type: 'hello', mine: [] });
  });
});

describe('a request handed over before a new release took over', () => {
  it("is asked back of the worker that controls the page now, so Don't send still calls it off", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container, messages } = fakeWorkers();
    const handed = await startWorker(() => {}, sendToasts)!
      .outbox('appointment')
      .hand(asha, () => true);
    // The next release's worker takes over (skipWaiting): the one that took the request is redundant, answering nothing.
    const next = fakeWorkers();
    const gone = container.controller!;
    gone.postMessage = (message: PageMessage) => void messages.push(message);
    container.controller = next.container.controller;
    let answer: unknown;
    handed.cancel().then(
      (value) => void (answer = value),
      (error: unknown) => void (answer = error),
    );
    await vi.waitFor(() => expect(answer).toBe(true));
    await vi.advanceTimersByTimeAsync(answerWithinMs);
    expect(answer).toBe(true);
    expect(next.messages.filter((message) => message.type === 'cancel')).toHaveLength(1);
  });
});

describe("the outbox's code failing to load", () => {
  it('as a worker takes control leaves no unhandled rejection; a hand-over then fails, so the page keeps the request', async () => {
    const unhandled: unknown[] = [];
    const keep = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', keep);
    vi.resetModules();
    vi.doMock('../../../src/offline/outbox-client', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { startWorker: start } = await import('../../../src/offline/worker-client');
      const { container } = fakeWorkers({ controlled: false });
      const outbox = start(() => {}, sendToasts)!.outbox('appointment');
      container.controller = fakeWorkers().container.controller;
      container.dispatchEvent(new Event('controllerchange'));
      await new Promise((settle) => setTimeout(settle, 50));
      expect(unhandled).toEqual([]);
      await expect(outbox.hand(asha, () => true)).rejects.toThrow();
    } finally {
      process.off('unhandledRejection', keep);
      vi.doUnmock('../../../src/offline/outbox-client');
      vi.resetModules();
    }
  });
});
