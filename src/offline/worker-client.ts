// The page's side of the service worker (src/offline/worker.ts). How a page uses it, once, as it starts:
//   const worker = startWorker((form, outcome) => toast(…));  // registers /sw.js after load; undefined: no outbox
//   createSendMachine(send, browserConnection, worker?.outbox(form));  // each form's machine hands what cannot go now
// The machine then says { type: 'handed', sync }: `sync` "you can close this page: it goes by itself once you are back
// online", else "it goes the next time you open this site"; then 'sent', 'expired' or 'failed' while the page is open.
// A request whose page has closed comes to startWorker's callback on the next page opened: 'sent' is the form's
// success toast, 'expired' the expired toast with the ways to reach the clinic, 'refused' the form's failure toast.
import { afterLoad } from '../lib/load';
import type { Outbox, Outcome } from '../lib/send-machine';
import type { FormName } from '../lib/validation';
import { news, type Entry, type Handed, type PageMessage, type Reply } from './outbox';

/** How long the worker may take to answer a page before the page goes on without it. */
export const answerWithinMs = 5_000;

/** The browser's service workers for this page, if it has them, and IndexedDB, which the outbox keeps requests in. */
function container(): ServiceWorkerContainer | undefined {
  try {
    return typeof indexedDB === 'undefined' ? undefined : navigator.serviceWorker;
  } catch {
    return undefined;
  }
}

/** Asks `worker`; rejects if it cannot answer, or does not within `answerWithinMs`. */
function ask<T>(worker: ServiceWorker, message: PageMessage): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const channel = new MessageChannel();
    const late = setTimeout(() => {
      channel.port1.close();
      reject(new Error('The service worker did not answer'));
    }, answerWithinMs);
    channel.port1.onmessage = ({ data }: MessageEvent<Reply<T>>) => {
      clearTimeout(late);
      channel.port1.close();
      if ('error' in data) reject(new Error(data.error));
      else resolve(data.value);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Registers the worker once the page has loaded, never before its first paint, and returns the outbox each form's
 * send machine takes; `onOutcome` hears what became of the requests handed over by pages since closed (asked as the
 * page starts, when its connection returns, and when the worker has news). Undefined where the browser has no
 * service workers (or refuses them to this page) or no IndexedDB.
 */
export function startWorker(onOutcome: (form: FormName, outcome: Outcome) => void) {
  const workers = container();
  if (!workers) return undefined;
  /** The requests this page handed over, by id: each is told its outcome once, and answers whether it took it. */
  const handed = new Map<string, (outcome: Outcome) => boolean>();
  // One that fails is asked again as the next page starts, comes back online or hears news.
  const hello = () => {
    if (!workers.controller) return;
    ask<Entry[]>(workers.controller, { type: 'hello' }).then(
      (entries) => {
        for (const { id, form, outcome } of entries) {
          const settled = handed.get(id);
          handed.delete(id);
          if (outcome && !settled?.(outcome)) onOutcome(form, outcome);
        }
      },
      () => {},
    );
  };
  workers.addEventListener('message', (event) => {
    if (event.data === news) hello();
  });
  addEventListener('online', hello);
  // Refused (site data blocked, a private window): the forms wait in the page, as without a worker.
  afterLoad(() => void workers.register('/sw.js').catch(() => {}));
  hello();

  return {
    /** The outbox of `form`: ready while a worker controls the page (not on a first visit before it installed). */
    outbox: (form: FormName): Outbox<Record<string, string>> => ({
      ready: () => Boolean(workers.controller),
      async hand(values, settled) {
        const worker = workers.controller;
        if (!worker) throw new Error('No service worker controls this page');
        // Chosen here, so that an outcome is known as this request's whenever it comes.
        const id = crypto.randomUUID();
        handed.set(id, settled);
        const cancel = () => ask<boolean>(worker, { type: 'cancel', id });
        try {
          const { sync } = await ask<Handed>(worker, { type: 'hand', id, form, values });
          return { sync, cancel };
        } catch (error) {
          // The page sends it itself now: the worker, if it kept it after all, gives it back (it answers in order).
          handed.delete(id);
          void cancel().catch(() => {});
          throw error;
        }
      },
    }),
  };
}
