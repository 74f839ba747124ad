import { lazy, memo, Suspense, type ComponentType } from 'react';
import { hydration } from '../../lib/hydration';
import { afterLoad, whenIdle } from '../../lib/idle';
import { persist } from '../../lib/import-chunk';

type Loader<P> = () => Promise<ComponentType<P>>;

// Every deferred part's loader, so the prerender can have them all before it renders (see loadDeferred).
const loaders = new Set<() => Promise<unknown>>();

/** Loads every deferred part known so far: the prerender writes them in full, and a new page shows with them, not before. */
export function loadDeferred(): Promise<unknown> {
  return Promise.all([...loaders].map((load) => load()));
}

type Options = {
  /** When the code is fetched, unless `load` is called first. */
  after?: 'hydration' | 'idle';
  /** Hears of each failed fetch (the part fetches again after a pause, or when the connection returns). */
  onError?: () => void;
};

/**
 * A part prerendered in full whose code comes after hydration (or when idle, for parts that work as plain HTML), so it
 * never holds hydration up; memoised, as re-rendering it before its code arrives makes React discard its HTML.
 */
export function deferred<P extends object>(load: Loader<P>, { after = 'hydration', onError = () => {} }: Options = {}) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let handOver: (component: ComponentType<P>) => void = () => {};
  const handedOver = new Promise<ComponentType<P>>((resolve) => (handOver = resolve));
  const retry = { now: () => {} };
  let fetched: (component: Promise<ComponentType<P>>) => void = () => {};
  // Settles when the code is here, however early its fetch began.
  const arrived = new Promise<ComponentType<P>>((resolve) => (fetched = resolve));
  // Whichever comes first: its own fetch, or the code arriving another way (then nothing waits on the network).
  const fetch = () => {
    const fromNetwork = () => persist(load, onError, retry);
    loading ??= loaded ? handedOver : Promise.race([handedOver, fromNetwork()]).then((component) => (loaded ??= component));
    fetched(loading);
    return loading;
  };
  loaders.add(fetch);
  // Never before the page has loaded: its code must not compete with what the page shows first.
  const start = () => hydration.then(() => new Promise<void>((go) => void (after === 'idle' ? whenIdle(go) : afterLoad(go))));
  // Already here (always in the prerender, and after a navigation): a thenable that settles at once, so React never waits.
  const Lazy = lazy(() =>
    loaded
      ? ({ then: (done: (module: { default: ComponentType<P> }) => void) => done({ default: loaded! }) } as Promise<{ default: ComponentType<P> }>)
      : Promise.race([start().then(fetch), arrived]).then((component) => ({ default: component })),
  );
  const Deferred = memo(function Deferred(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return {
    Deferred,
    load: () => {
      retry.now();
      void fetch();
    },
    provide: (component: ComponentType<P>) => {
      loaded ??= component;
      handOver(component);
      fetched(handedOver);
    },
  };
}
