// The page's side of the service worker (src/offline/worker.ts). How a page uses it, once, as it starts:
//   const worker = startWorker(toast, sendToasts);  // registers /sw.js after load; undefined: no outbox
//   createSendMachine(send, browserConnection, worker?.outbox(form));  // each form's machine hands what cannot go now
// The machine then says { type: 'handed', sync }: `sync` "you can close this page: it goes by itself as soon as the
// connection allows", else "it goes the next time you open this site"; then 'sent', 'expired' or 'failed' while open.
// A request whose page has closed is shown through startWorker's `show` on the next page opened: 'sent' is the form's
// success toast, 'expired' the expired toast with the ways to reach the clinic, 'refused' the form's failure toast.
import { afterLoad } from '../lib/load';
import type { Outbox } from '../lib/send-machine';
import type { FormName } from '../lib/validation';
import type { ToastInput } from '../ui/toast-store';
import type { sendToasts } from '../forms/send-toasts';

/**
 * Registers the worker once the page has loaded, never before its first paint, and returns the outbox each form's
 * send machine takes; `show` displays, in `toasts`' words, what became of the requests handed over by pages since
 * closed, and `dismiss` takes back a toast `show` returned the id of. Undefined where the browser has no service workers
 * (or refuses them to this page) or no IndexedDB.
 */
export function startWorker(
  show: (toast: ToastInput) => unknown,
  toasts: typeof sendToasts,
  dismiss = (_id: number) => {},
) {
  // The browser's service workers for this page, if it has them, and IndexedDB, which the outbox keeps requests in.
  let workers: ServiceWorkerContainer | undefined;
  try {
    if (typeof indexedDB !== 'undefined') workers = navigator.serviceWorker;
  } catch {
    // Refused to this page (reading them throws): no outbox, as without them.
  }
  if (!workers) return undefined;
  // The outbox's code only where it can work, while a worker controls the page: from then on, from the worker's cache.
  // A fetch that failed is made again by the next call (importChunk, src/lib/load.ts); the link is made once.
  let link: ReturnType<typeof import('./outbox-client').connect> | undefined;
  const connect = async () => {
    if (!workers.controller) return undefined;
    const outbox = await import('./outbox-client');
    link ??= outbox.connect(workers, show, toasts, dismiss);
    return link;
  };
  // Its code not loaded (a failed fetch): the next hand-over tries again, and fails, so the page keeps the request.
  const connectNow = () => void connect().catch(() => {});
  workers.addEventListener('controllerchange', connectNow);
  // Refused (site data blocked, a private window): the forms wait in the page, as without a worker.
  afterLoad(() => void workers.register('/sw.js').catch(() => {}));
  connectNow();

  return {
    /** The outbox's code, once here: always before a request is handed over or has an outcome. */
    link: () => link,
    /** The outbox of `form`: ready while a worker controls the page (not on a first visit before it installed). */
    outbox: (form: FormName): Outbox<Record<string, string>> => ({
      ready: () => Boolean(workers.controller),
      // With no worker in control (it went since `ready`), there is no outbox: this rejects, the page keeps it.
      hand: async (values, settled) => (await connect())!.hand(form, values, settled),
    }),
  };
}
