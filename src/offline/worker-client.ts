// The page's side of the service worker: registered once the page has loaded, the outbox a form hands a request to,
// and what became of the requests handed over.
import { afterLoad } from '../lib/load';
import type { FormName } from '../lib/validation';
import { news, type Entry, type Handed, type PageMessage } from './outbox';

/** How long the worker may take to answer a page before the page goes on without it. */
const answerWithinMs = 5_000;

/** The browser's service workers for this page, if it has them and lets the page use them. */
function container(): ServiceWorkerContainer | undefined {
  try {
    return navigator.serviceWorker;
  } catch {
    return undefined;
  }
}

/** Asks the worker that controls this page; rejects if none does or it does not answer. */
function ask<T>(message: PageMessage): Promise<T> {
  const worker = container()?.controller;
  if (!worker) return Promise.reject(new Error('No service worker controls this page'));
  return new Promise<T>((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as T);
    worker.postMessage(message, [channel.port2]);
    setTimeout(() => reject(new Error('The service worker did not answer')), answerWithinMs);
  });
}

/** The worker's outbox, for a form: a request handed to it outlives the page, and the page never sends it itself. */
export const workerOutbox = {
  /** Whether a worker controls this page (not on a first visit before it installed, nor where it is blocked). */
  ready: () => Boolean(container()?.controller),
  hand: (form: FormName, values: Record<string, string>) => ask<Handed>({ type: 'hand', form, values }),
  /** Takes a request back ("Don't send"); false if it is being sent or already was. */
  cancel: (id: string) => ask<boolean>({ type: 'cancel', id }),
};

/**
 * Registers the worker once the page has loaded, never before its first paint, and passes `onOutcomes` what became
 * of the requests this page or a closed one handed over: asked as the page starts, when its connection returns, and
 * when the worker has news.
 */
export function startWorker(onOutcomes: (entries: Entry[]) => void) {
  const workers = container();
  if (!workers) return;
  const hello = () => {
    if (workers.controller) ask<Entry[]>({ type: 'hello' }).then(onOutcomes, () => {});
  };
  workers.addEventListener('message', (event) => {
    if (event.data === news) hello();
  });
  addEventListener('online', hello);
  // Refused (site data blocked, a private window): the forms wait in the page, as without a worker.
  afterLoad(() => void workers.register('/sw.js').catch(() => {}));
  hello();
}
