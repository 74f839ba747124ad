/** Runs `task` once the page has loaded (at once if it has). Returns a function that cancels it. */
export function afterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task();
    return () => {};
  }
  addEventListener('load', task, { once: true });
  return () => removeEventListener('load', task);
}

/** Runs `task` after load, once the browser is idle (Safari: after a short delay); returns a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const cancelWait = afterLoad(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout: 8_000 });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 2_000);
      cancelIdle = () => clearTimeout(id);
    }
  });
  return () => {
    cancelWait();
    cancelIdle();
  };
}
