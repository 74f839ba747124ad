import { lazy, memo, Suspense, type ComponentType } from 'react';
import { hydration } from '../../lib/hydration';
import { afterLoad, whenIdle } from '../../lib/idle';
import { persist } from '../../lib/import-chunk';

type Loader<P> = () => Promise<ComponentType<P>>;

// Every deferred part's loader, so the prerender can have them all before it renders (see loadDeferred).
const loaders = new Set<() => Promise<unknown>>();

/**
 * Loads every deferred part known so far: the prerender writes them out in full, and a page the visitor goes to
 * is shown once its parts are here (else they would pop in after it), so both must have their code first.
 */
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
 * A part of the page that is prerendered in full but whose code comes after the page has hydrated, so it never
 * holds hydration up: right after it and the page's load (`after: 'hydration'`, for parts a visitor will use,
 * like the booking dialog), or when the browser is idle (`after: 'idle'`, for parts that only show text and
 * pictures and work as plain HTML: their words are in the page already). Until then the browser shows the
 * prerendered HTML as it is (a native dialog opens, fields take typing, links go); React hydrates it when the
 * code arrives, fetching again after a failure. `load` fetches it now (a visitor is about to use it; after a
 * failure, without waiting out the pause); `provide` hands the component over when its code has already arrived
 * another way.
 * The part is memoised: re-rendered before its code arrives, React would throw its prerendered HTML away.
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
  // Here already (always, in the prerender, and after a navigation): a thenable that settles at once, so React
  // renders without waiting.
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
