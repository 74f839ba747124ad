/**
 * Runs `task` once the page has loaded and the browser is idle (Safari has no requestIdleCallback: a short
 * delay instead), for work that should never compete with first paint. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout: 8_000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 2_000);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    addEventListener('load', schedule, { once: true });
    cancel = () => removeEventListener('load', schedule);
  }
  return () => cancel();
}
