// Everything that loads later goes through here: a chunk, an image, the controls script or the stylesheet fetched again
// after a failure, and when to start.
import { controlsAttribute } from './dom';

// A chunk fetched once is kept, so each module is evaluated once.
const pending = new Map<string, Promise<unknown>>();
const failures = new Map<string, number>();

/** Each chunk's `import()`, as build.mjs rewrites it; a retry asks for `#retry-N`, as Chromium remembers failures. */
export function importChunk(url: string, load = (specifier: string) => import(specifier)): Promise<unknown> {
  const kept = pending.get(url);
  if (kept) return kept;
  const failed = failures.get(url) ?? 0;
  const module = load(failed ? `${url}#retry-${failed}` : url);
  pending.set(url, module);
  // Runs before the caller's own handlers: one that tries again at once already gets a new name.
  module.catch(() => {
    pending.delete(url);
    failures.set(url, failed + 1);
  });
  return module;
}

declare global {
  // Global, not imported: the rewritten call sites are in esbuild's output, which imports nothing by name.
  // biome-ignore lint/suspicious/noRedeclare: the global the function above is installed as.
  var importChunk: (url: string) => Promise<unknown>;
}
globalThis.importChunk = importChunk;

/**
 * Runs `load` until it succeeds, pausing longer after each failure; reconnection or `retry.now()` ends a pause and
 * starts the pauses over, so the wait after a tap stays short however many taps came before.
 */
export async function persist<T>(load: () => Promise<T>, retry = { now: () => {} }): Promise<T> {
  // Set by reconnection or a tap: ends the pause under way, or skips the one after the attempt under way.
  let woken = false;
  let endPause = () => {};
  const wake = () => {
    woken = true;
    endPause();
  };
  const online = new AbortController();
  // The prerender, which preloads every part, has no window.
  globalThis.addEventListener?.('online', wake, { signal: online.signal });
  retry.now = wake;
  try {
    for (let pause = 2_000; ; ) {
      woken = false;
      try {
        return await load();
      } catch {
        if (!woken)
          await new Promise<void>((end) => {
            const timer = setTimeout(end, pause);
            endPause = () => {
              clearTimeout(timer);
              end();
            };
          });
        endPause = () => {};
        pause = woken ? 2_000 : Math.min(pause * 2, 30_000);
      }
    }
  } finally {
    online.abort();
    retry.now = () => {};
  }
}

/** Runs `task` once the page has loaded (at once if it has): later code must not compete with what the page shows. */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else addEventListener('load', task, { once: true });
}

/** Asks for what `request()` returns (an element it made, or one it set going again) until it loads. */
const untilLoaded = (request: () => HTMLElement) =>
  persist(() => new Promise((onload, onerror) => Object.assign(request(), { onload, onerror })));

/** Puts `copy(lost)` in place of `lost`, a copy of that in its place should it fail too, until one loads. */
const askAgain = (lost: Element, copy: (of: Element) => HTMLElement) =>
  untilLoaded(() => {
    const next = copy(lost);
    lost.replaceWith(next);
    lost = next;
    return next;
  });

/** Whether a stylesheet of this origin came: one that failed has no sheet, or one whose rules cannot be read. */
function hasRules(link: HTMLLinkElement) {
  try {
    return Boolean(link.sheet?.cssRules.length);
  } catch {
    return false;
  }
}

/** Whether an image's request failed: it is done, with no picture. */
export const hasFailed = (img: HTMLImageElement) => img.complete && !img.naturalWidth;

/**
 * An image whose request failed, asked for again (once: the handlers set mark it); its sources are chosen afresh. One
 * the page has let go (a gallery's neighbour of the case now shown) is not: its loop waits, unanswered, for nothing.
 */
const askForImageAgain = (img: EventTarget | null) =>
  img instanceof HTMLImageElement &&
  !img.onerror &&
  untilLoaded(() => {
    // One the page hides while it is missing (a gallery's note in its place) is never scrolled to.
    img.loading = 'eager';
    if (img.isConnected) img.setAttribute('src', img.getAttribute('src')!);
    return img;
  });

/**
 * What the page names whose request failed, asked for again until it comes: every image; and, once the page has loaded
 * (by then each has come or failed), the controls script (running, it marks the page), whose polyfills, held submits
 * and focus rules are nowhere else, and the whole stylesheet, which what script shows needs.
 */
export function recoverLostFiles(): void {
  // Images from now on, and those that failed before.
  addEventListener('error', (event) => askForImageAgain(event.target), true);
  for (const img of document.images) if (hasFailed(img)) askForImageAgain(img);
  afterLoad(() => {
    const script = document.querySelector<HTMLScriptElement>('script[async][src]');
    const sheet = document.querySelector<HTMLLinkElement>('link[data-deferred]');
    if (script && !document.documentElement.hasAttribute(controlsAttribute))
      askAgain(script, () => Object.assign(document.createElement('script'), { src: script.src }));
    // A copy keeps its media (on or not yet) and its mark.
    if (sheet && !hasRules(sheet)) askAgain(sheet, (lost) => lost.cloneNode() as HTMLLinkElement);
  });
}

/** Whether the browser knows it is offline (true may still mean a connection that does not work). */
export const isOffline = () => navigator.onLine === false;
