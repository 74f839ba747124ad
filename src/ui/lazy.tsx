import { memo, Suspense, type ComponentType } from 'react';
import { persist } from '../lib/load';

/** A component whose code is fetched by `preload()`, as preact-iso's lazy, with the failures `persist` survives. */
export type Lazy<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

// Every lazy part defined so far: the prerender writes them in full, and a new page shows with them, not before.
const parts = new Set<() => Promise<unknown>>();

export const preloadAll = () => Promise.all([...parts].map((preload) => preload()));

/**
 * A part whose code comes later: prerendered in full, its HTML kept (not re-rendered) until `preload()` has fetched the
 * code, which is tried again after a failure; memoised, as re-rendering it before then makes React discard that HTML.
 */
export function lazy<P extends object>(load: () => Promise<ComponentType<P>>): Lazy<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let arrive: (code: Promise<ComponentType<P>>) => void = () => {};
  const arrived = new Promise<ComponentType<P>>((resolve) => (arrive = resolve));
  const retry = { now: () => {} };

  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazily loaded part, made once at module level by its caller.
  function Part(props: P) {
    if (Loaded) return <Loaded {...props} />;
    // Suspends on the code's arrival without fetching it: what to fetch first is the page's choice.
    throw arrived;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: as Part above.
  const Shown = memo((props: P) => (
    <Suspense>
      <Part {...props} />
    </Suspense>
  ));
  const preload = () => {
    retry.now();
    loading ??= persist(load, retry).then((component) => (Loaded = component));
    arrive(loading);
    return loading;
  };
  parts.add(preload);
  return Object.assign(Shown, { preload }) as unknown as Lazy<P>;
}
