/// <reference lib="webworker" />
// The service worker, /sw.js, scope /: this release's pages and files kept for a visit with no signal, the offline page
// for any other address, and the outbox that sends what a page could not.
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { offlinePages } from '../build/service-worker.mjs';
import { sendForm } from '../lib/email';
import { variantsOf } from '../lib/image-variants.mjs';
import { sendGapMs, sleep, slowAfterMs } from '../lib/send-machine';
import { filesNamedIn } from './named-files.mjs';
import { isPage, offlineResponse } from './offline-response';
import { createOutbox, news, type Handed, type PageMessage, type Reply } from './outbox';
import { indexedDbStore } from './outbox-store';

// Background Sync, which TypeScript's worker types lack.
declare const self: ServiceWorkerGlobalScope & { registration: { sync: { register: (tag: string) => Promise<void> } } };

/**
 * The first line of /sw.js, written by build.mjs (src/build/service-worker.mjs, `settings`): this release's name; each
 * language's offline page by its home ('/', '/kn/'), with its headers; and the files those pages and the forms run with
 * that not every page names (kept as the worker installs), so that a form opened with no signal works.
 */
declare const WORKER: ReturnType<ReturnType<typeof offlinePages>['settings']>;

/** Every cache belongs to one release: a new one starts empty and deletes the others, so no old page is ever shown. */
const cacheNames = { pages: `pages-${WORKER.release}`, assets: `assets-${WORKER.release}` };

/** The tag of the one Background Sync registration: the browser wakes the worker with it once back online. */
const syncTag = 'outbox';

// Hashed files never change: from the device when there, else fetched and kept (the most recent hundred, a month).
// A picture that can be neither is any other size or format of it kept: a page seen before the worker keeps the
// fallback its HTML names (activate, below), where the browser showed the variant its srcset chose.
registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 }),
      { handlerDidError: ({ request }) => anotherVariant(request.url) },
    ],
  }),
);

/** Another variant of the picture `url` is one of, if this release keeps one. */
async function anotherVariant(url: string) {
  const variants = variantsOf(url);
  const cache = await caches.open(cacheNames.assets);
  const kept = variants ? (await cache.keys()).find((request) => request.url.startsWith(variants)) : undefined;
  return kept && cache.match(kept);
}

// Pages and the other files: from the network, as this visit's copy, unless it fails or stays silent for 3 s.
registerRoute(
  ({ url }) => url.origin === location.origin,
  new NetworkFirst({
    cacheName: cacheNames.pages,
    networkTimeoutSeconds: 3,
    // A page is one copy whatever its query (the server ignores it) or encoding.
    matchOptions: { ignoreSearch: true, ignoreVary: true },
    plugins: [
      {
        handlerDidError: async ({ request }) =>
          isPage(request) ? offlineResponse(request.url, WORKER.offline, WORKER.headers) : undefined,
      },
    ],
  }),
);

// One release at a time: a new worker takes over at once (see docs/decisions.md) rather than beside an older one.
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  // A file that fails only leaves the offline page, or a form opened with no signal, without its code.
  event.waitUntil(
    caches
      .open(cacheNames.assets)
      .then((cache) => Promise.all(WORKER.precache.map((url) => cache.add(url).catch(() => {})))),
  );
});

self.addEventListener('activate', (event) => event.waitUntil(activate()));

async function activate() {
  const current: string[] = Object.values(cacheNames);
  for (const name of (await caches.keys()).filter((key) => !current.includes(key))) {
    await caches.delete(name);
    await new CacheExpiration(name, { maxEntries: 1 }).delete();
  }
  // The page's request starts while the worker does, not after it.
  await self.registration.navigationPreload?.enable();
  await self.clients.claim();
  // A page that asked the worker before this one, as it went, had no answer: it asks again, of this one.
  await tellPages();
  // The pages open now came before the worker: each is kept with the files it names (from the HTTP cache, else
  // fetched), so that a first visit is enough to open it again with no signal, its pictures too once the browser's own
  // cache has let them go (a day). A hashed file goes where the worker looks for one; a picture of /images/ with pages.
  const [pages, assets] = await Promise.all([caches.open(cacheNames.pages), caches.open(cacheNames.assets)]);
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    const response = await fetch(client.url).catch(() => undefined);
    if (!response?.ok) continue;
    const files = filesNamedIn(await response.clone().text());
    await Promise.all(files.map((url) => (url.startsWith('/assets/') ? assets : pages).add(url).catch(() => {})));
    await pages.put(client.url, response);
  }
}

const outbox = createOutbox({
  store: indexedDbStore,
  send: sendForm,
  gapMs: sendGapMs,
  slowMs: slowAfterMs,
  pause: sleep,
});

/**
 * Asks the browser to wake the worker once back online, with every tab closed; false where it cannot, as where it has
 * no Background Sync (no `sync` to call: the executor's throw is a rejection too).
 */
const registerSync = () =>
  new Promise<void>((resolve) => resolve(self.registration.sync.register(syncTag))).then(() => true).catch(() => false);

/** Whether a page (its client id) is open now: one in the back/forward cache is not. */
async function openPages() {
  const open = new Set((await self.clients.matchAll({ type: 'window' })).map((client) => client.id));
  return (page: string) => open.has(page);
}

/** Tells every page there is news of the outbox: each asks what became of its requests. */
async function tellPages() {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(news);
}

/** Sends what waits; pages hear as each request gets an outcome; resolves whether anything still waits. */
async function replay(): Promise<boolean> {
  return (await outbox.replay(() => void tellPages())).waiting;
}

// One message at a time, in the order sent: a page's "Don't send" finds the request it handed a moment before.
let answered = Promise.resolve(false);
self.addEventListener('message', (event) => {
  answered = answered.then(() => answer(event));
  // A page opened, or one is back online: what waits goes now, with or without Background Sync.
  event.waitUntil(answered.then(async (hello) => hello && (await replay()) && (await registerSync())));
});

/** Answers a page's message on its port; resolves whether it was a page's hello. */
async function answer(event: ExtendableMessageEvent): Promise<boolean> {
  const message = event.data as PageMessage;
  const page = (event.source as Client | null)?.id ?? '';
  const reply = (value: Reply<unknown>) => event.ports[0]?.postMessage(value);
  try {
    if (message.type === 'hand') {
      if (!(await outbox.hand(message.id, message.form, message.values, page))) throw new Error('That id is taken');
      reply({ value: { sync: await registerSync() } satisfies Handed });
    } else if (message.type === 'cancel') {
      const taken = await outbox.cancel(message.id, page, await openPages());
      reply({ value: taken });
      // Called off: the page that handed it over, if another, and any page saying it waits hear it.
      if (taken) await tellPages();
    } else if (message.type === 'waiting') reply({ value: await outbox.waiting() });
    else if (message.type === 'hello') {
      reply({ value: await outbox.take(page, await openPages(), message.mine) });
      return true;
    }
  } catch (error) {
    reply({ error: String(error) });
  }
  return false;
}

// A failed replay rejects, so the browser tries again later; after its last try, the next page opened sends it.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === syncTag)
    sync.waitUntil(
      replay().then((waiting) => {
        if (waiting) throw new Error('The outbox still waits for the email service');
      }),
    );
});
