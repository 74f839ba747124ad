// The outbox as a page speaks to it, fetched by worker-client.ts only while a worker controls the page: the requests
// this page handed over, asked for their outcomes as it connects, comes back online, is shown again from the
// back/forward cache or hears the worker's news.
import * as words from '../content/outbox';
import type { sendToasts } from '../forms/send-toasts';
import { isOffline } from '../lib/load';
import type { Outcome } from '../lib/send-machine';
import type { FormName } from '../lib/validation';
import type { ToastInput } from '../ui/toast-store';
import { news, type Entry, type Handed, type PageMessage, type Reply, type Waiting } from './outbox';

/** How long the worker may take to answer a page before the page goes on without it. */
export const answerWithinMs = 5_000;

/** How often a page asks again while a request waits, the browser saying all along it was online. */
const askAgainMs = 15_000;

/** How long a page still listens for an answer it went on without: what the worker did then is told then. */
const listenLateMs = 60_000;

/**
 * Asks `worker`; rejects if it cannot answer, or does not within `answerWithinMs`. An answer that comes later (a worker
 * slow to start, say), within `listenLateMs`, goes to `late`: the worker has acted on the message all the same.
 */
function ask<T>(worker: ServiceWorker, message: PageMessage, late = (_: T) => {}): Promise<T> {
  const channel = new MessageChannel();
  const stop = setTimeout(() => channel.port1.close(), listenLateMs);
  return new Promise<T>((resolve, reject) => {
    let answer: (value: T) => void = resolve;
    const giveUp = setTimeout(() => {
      answer = late;
      reject(new Error('The service worker did not answer'));
    }, answerWithinMs);
    channel.port1.onmessage = ({ data }: MessageEvent<Reply<T>>) => {
      clearTimeout(giveUp);
      clearTimeout(stop);
      channel.port1.close();
      'error' in data ? reject(new Error(data.error)) : answer(data.value);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * This page's link to the outbox: what became of requests handed over by pages since closed is shown as `toasts` say
 * (a form's, src/forms/send-toasts.tsx, given by the page: this module brings only the outbox's words); the note's
 * words while the outbox holds a request, and the toast of an outcome, come with it. `dismiss` takes back a toast by the
 * id `show` returned.
 */
export function connect(
  workers: ServiceWorkerContainer,
  show: (toast: ToastInput) => unknown,
  toasts: typeof sendToasts,
  dismiss: (id: number) => void,
) {
  /** The requests this page handed over, by id: each is told its outcome once, and answers whether it took it. */
  const handed = new Map<string, { form: FormName; settled: (outcome: Outcome) => boolean }>();
  /** The toast of what became of a request the outbox took: the form's own when sent or refused (a 4xx). */
  const outcomeToast = (form: FormName, outcome: Outcome): ToastInput => {
    if (outcome === 'sent') return toasts.sent(form);
    if (outcome === 'cancelled') return { ...words.notSent[form], icon: 'close', group: form };
    // Dropped unsent after a day, its values with it: the ways to reach the clinic, none prefilled.
    return toasts.failed(form, undefined, outcome === 'expired' ? words.expired[form] : undefined);
  };
  /**
   * The toast this page shows, by form, of requests other pages handed over (it waits, or is on its way): once none of
   * them waits, it goes, their outcome told by their own page, or by the next page to ask if that one has closed.
   */
  const othersWaiting = new Map<FormName, { ids: string[]; toast: unknown }>();
  const withdrawGone = (waiting: Waiting[]) => {
    for (const [form, { ids, toast }] of othersWaiting)
      if (!waiting.some(({ id }) => ids.includes(id))) {
        othersWaiting.delete(form);
        if (typeof toast === 'number') dismiss(toast);
      }
  };
  // One that fails is asked again as the next page starts, comes back online or hears news; an answer that comes late
  // is told all the same, as the worker took those outcomes out. `mine`: the requests this page handed over, said
  // called off if the outbox no longer holds them.
  const hello = (mine?: Waiting[]) => {
    const worker = workers.controller;
    if (!worker) return;
    const told = (entries: Entry[]) => {
      for (const { id, form, outcome } of entries) {
        const settled = handed.get(id)?.settled;
        // Told already, by the answer to an earlier hello.
        if (!settled && mine?.some((request) => request.id === id)) continue;
        handed.delete(id);
        // Called off on another page, it is said here too, where the form said it would go by itself.
        if (outcome && (!settled?.(outcome) || outcome === 'cancelled')) show(outcomeToast(form, outcome));
      }
      if (othersWaiting.size) ask<Waiting[]>(worker, { type: 'waiting' }).then(withdrawGone, () => {});
    };
    ask<Entry[]>(worker, { type: 'hello', mine }, told).then(told, () => {});
  };
  /**
   * Asks `worker` to drop request `id`: true if it did (or never had it), false if it is being sent or has gone; `late`
   * hears an answer the page went on without.
   */
  const cancelOf = (id: string, worker: ServiceWorker, late?: (taken: boolean) => void) =>
    ask<boolean>(worker, { type: 'cancel', id }, late);
  /** Said of a request the worker is sending as the visitor asks it back: its outcome's toast replaces it. */
  const onItsWay = (form: FormName) => show({ ...words.alreadySending, icon: 'send', group: form, persistent: true });
  // The changes typed in each form, counted: one made after a hand-over is what asked the request back, if it came back.
  // By the attribute: a form's `name` property is its field named "name".
  const changes = new Map<unknown, number>();
  let count = 0;
  addEventListener('input', (e) => changes.set((e.target as HTMLInputElement).form?.getAttribute('name'), ++count));
  workers.addEventListener('message', (event) => event.data === news && hello());
  addEventListener('online', () => hello());
  // A send cut with the signal gone but the browser none the wiser hears no 'online' as it returns, and Background
  // Sync's next try is minutes away: while a request waits, the page asks again (the worker sends what waits).
  setInterval(() => (handed.size || othersWaiting.size) && !isOffline() && hello(), askAgainMs);
  // News posted while the page was in the back/forward cache never reached it: shown again, it asks, naming its own.
  addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) hello([...handed].map(([id, { form }]) => ({ id, form })));
  });
  // What the outbox holds as the page opens (handed over by a page since closed or reloaded, or open in another tab) is
  // said to wait, once per form, with "Don't send"; its outcome's toast replaces that one, or it goes (`withdrawGone`).
  // Asked before the hello, whose replay may send it.
  if (workers.controller)
    ask<Waiting[]>(workers.controller, { type: 'waiting' }).then(
      (entries) => {
        for (const form of new Set(entries.map((entry) => entry.form))) {
          const ids = entries.filter((entry) => entry.form === form).map((entry) => entry.id);
          // Taken back, it is gone; one being sent as the visitor pressed stays, its outcome told when it comes. With
          // no answer from the worker, the toast stays, to press again.
          const cancel = () =>
            Promise.all(ids.map((id) => cancelOf(id, workers.controller!))).then(
              (taken) => {
                const gone = taken.every(Boolean);
                const toast = gone ? show(outcomeToast(form, 'cancelled')) : onItsWay(form);
                if (gone) othersWaiting.delete(form);
                else othersWaiting.set(form, { ids, toast });
              },
              () => {},
            );
          const waiting = { title: words.handedOver.title, description: words.waiting[form] };
          othersWaiting.set(form, { ids, toast: show(toasts.waiting(form, waiting, cancel)) });
        }
      },
      () => {},
    );
  hello();

  /** Hands `form`'s `values` to the worker controlling the page, as the send machine's outbox does (`Outbox.hand`). */
  const hand = async (form: FormName, values: Record<string, string>, settled: (outcome: Outcome) => boolean) => {
    const worker = workers.controller;
    if (!worker) throw new Error('No service worker controls this page');
    // Chosen here, so that an outcome is known as this request's whenever it comes.
    const id = crypto.randomUUID();
    handed.set(id, { form, settled });
    // Once kept (in IndexedDB), it is asked back of the worker controlling the page then: a new release's once it took
    // over, as the one that took it is gone and would never answer. Asked back ("Don't send", an edit, a press) while
    // the worker sends it, it says so, once, as the toast of a request handed by another page does.
    let told = false;
    const changesThen = changes.get(form);
    const changed = () => show({ ...words.changed[form], icon: 'close', group: form, persistent: true });
    // Dropped after the page went on without the answer, the form still saying it goes by itself: the form is told it
    // was called off (which withdraws its toasts), and the visitor why, as below.
    const droppedLate = (taken: boolean) => {
      const settled = handed.get(id)?.settled;
      if (!taken || !handed.delete(id)) return;
      settled?.('cancelled');
      changes.get(form) !== changesThen ? changed() : show(outcomeToast(form, 'cancelled'));
    };
    const cancel = () =>
      cancelOf(id, workers.controller ?? worker, droppedLate).then((taken) => {
        // Given back to a change, it no longer goes: said once the form has taken it back (which withdraws the form's
        // toasts), until the news of its next send replaces it, or a hand-over withdraws it.
        if (taken && handed.delete(id) && changes.get(form) !== changesThen) setTimeout(changed);
        else if (!taken && !told && handed.has(id)) {
          told = true;
          onItsWay(form);
        }
        return taken;
      });
    try {
      const { sync } = await ask<Handed>(worker, { type: 'hand', id, form, values });
      return { sync, cancel };
    } catch (error) {
      // The worker, if it kept it after all, gives it back (it answers in order) and the page sends it itself, as it
      // does when the worker is silent again. One the worker is sending already stays its own: its outcome will come.
      if (!(await cancelOf(id, worker).catch(() => true))) return { sync: false, cancel };
      handed.delete(id);
      throw error;
    }
  };
  return { hand, handedOver: words.handedOver, outcomeToast };
}
