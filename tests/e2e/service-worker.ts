// What the specs that allow the service worker share: the device's network for the pages and the worker alike, the
// email service as the worker meets it, a visitor coming back, and Background Sync driven from DevTools.
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import type { PageMessage, Reply } from '../../src/offline/outbox';
import { answers, limit, sendUrl } from './emailjs';
import { noFavicon } from './fixtures';

// The worker registers only once a page has loaded, and installs after: slower than a page, on a busy machine more so.
export const expect = baseExpect.configure({ timeout: 20_000 });

/** Resolves once the page's code runs it (src/app.tsx marks <html>). */
export const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/**
 * The device's signal, for its pages and its service worker alike (`setOffline` reaches only the pages; a context's
 * routes see the worker's requests too), and the email service behind it: every POST it took, answered 200 unless
 * `answer` says otherwise; as EmailJS, it refuses with a 429 (`refused`) one that comes within `limitMs` of the last
 * it took (one a second, or the limit a clinic may set on its account).
 */
export async function device(context: BrowserContext, { limitMs = 1_000 } = {}) {
  let offline = false;
  const sent: unknown[] = [];
  const refused: unknown[] = [];
  const takes = limit(limitMs);
  let status = 200;
  let held = Promise.resolve();
  await context.route('**', (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
  await noFavicon(context);
  await context.route(sendUrl, async (route) => {
    if (offline) return route.abort('internetdisconnected');
    if (!takes()) {
      refused.push(route.request().postDataJSON());
      return answers.tooMany(route);
    }
    sent.push(route.request().postDataJSON());
    await held;
    await route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Refused' });
  });
  return {
    sent,
    refused,
    signal: async (on: boolean) => {
      offline = !on;
      await context.setOffline(!on);
    },
    /** The signal lost or back with the browser none the wiser: no 'offline' or 'online', requests simply fail. */
    drop: (dropped: boolean) => {
      offline = dropped;
    },
    answer: (next: number) => {
      status = next;
    },
    /** Holds the service's answers (each request counted as it arrives) until the returned function is called. */
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
  };
}

/** Registers /sw.js once the page has loaded, as startWorker (src/offline/worker-client.ts) does in a page's code. */
export const register = (page: Page) =>
  page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js')));

/**
 * A first visit to `path`: the page loads and registers the worker, which, once active, controls and keeps it. (Not
 * an async predicate: waitForFunction takes the promise it returns as true at once.)
 */
export async function firstVisit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await register(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/**
 * A first visit to `path`, then another, as a visitor comes back, until the code it loads after the page (the forms')
 * runs: its files came through the worker this time (the test's routing turns the browser's HTTP cache off).
 */
export async function underWorker(page: Page, path: string) {
  await firstVisit(page, path);
  await page.reload();
  await expect(page.locator('form[name="appointment"]')).toHaveAttribute('data-submit', 'live');
}

/** A page under the worker that runs none of the site's script (a text file): there only the test speaks to the worker. */
export const bareAddress = '/robots.txt';

/** Posts `message` to the worker controlling `page`, as src/offline/worker-client.ts does; resolves with the reply. */
export function askWorker<T>(page: Page, message: PageMessage) {
  return page.evaluate(
    (message) =>
      new Promise<Reply<T>>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = ({ data }) => resolve(data);
        navigator.serviceWorker.controller!.postMessage(message, [channel.port2]);
      }),
    message,
  );
}

/** Fires the worker's Background Sync event as the browser does once back online, through DevTools. */
export async function syncEvent(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'outbox', lastChance: false });
  await page.close();
}

/** Turns Background Sync off for the site, as a visitor can in the browser's site settings. */
export async function withoutBackgroundSync(page: Page, origin: string) {
  const { targetInfo } = await (await page.context().newCDPSession(page)).send('Target.getTargetInfo');
  const browser = await page.context().browser()!.newBrowserCDPSession();
  await browser.send('Browser.setPermission', {
    permission: { name: 'background-sync' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
}

/**
 * The outbox's entries as the worker keeps them (IndexedDB), read, then rewritten by `change` in a page of the site:
 * handed over a day ago, or sent (as a worker marks one: its values gone).
 */
export function outboxEntries(page: Page, change?: 'a day ago' | 'sent') {
  return page.evaluate(async (change) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('outbox', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('entries', { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const transaction = db.transaction('entries', 'readwrite');
    const store = transaction.objectStore('entries');
    type Kept = { id: string; at: number; values?: Record<string, string>; claim?: unknown; outcome?: string };
    const entries = await new Promise<Kept[]>((resolve) => {
      const request = store.getAll();
      request.onsuccess = () => resolve(request.result);
    });
    for (const entry of change ? entries : []) {
      const { values, claim, ...sent } = entry;
      store.put(
        change === 'sent' ? { ...sent, outcome: 'sent' } : { ...entry, at: entry.at - 24 * 60 * 60 * 1000 - 1 },
      );
    }
    await new Promise((resolve) => (transaction.oncomplete = resolve));
    db.close();
    return entries;
  }, change);
}
