let resolveHydrated: () => void = () => {};

/** Settles once React has hydrated the page: work that must never delay hydration waits for it. */
export const hydration = new Promise<void>((resolve) => (resolveHydrated = resolve));

/** Says the page is interactive: to the code waiting for it, to tests (`data-hydrated`) and to the bench (a performance mark). */
export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  performance.mark('hydrated');
  resolveHydrated();
}
