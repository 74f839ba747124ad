// One form's sending: one request at a time, the slow notice, and the wait for a connection.
import { isOffline } from './load';

/**
 * Whether the device has a network connection, and news of its return; and news of the visitor starting to leave the
 * page (a reload, another address), which cuts the request in flight, and of the page shown: as it loads, or again from
 * the back/forward cache, kept there whole with its request on its way.
 */
export type Connection = {
  online: () => boolean;
  /** `listener` may return the promise of its send: the next is told once it settled (`browserConnection`). */
  onReturn: (listener: () => unknown) => () => void;
  onLeave: (left: () => void, shown: () => void) => () => void;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The forms waiting for the connection: as it returns, each is told in turn, the first at once, each next one a send's
 * gap (`sendGapMs`) after what the one before it sent was answered, or was slow to be (a hung service holds no other).
 */
const returning = new Set<() => unknown>();
// One round at a time: a return heard during one (the connection dropped and came back) starts no second round beside
// it, which would tell the next form at once, but another after it, for the forms waiting again by then.
let telling = false;
let heardAgain = false;
const tellReturning = async () => {
  heardAgain = true;
  if (telling) return;
  telling = true;
  try {
    for (let told = false; heardAgain; ) {
      heardAgain = false;
      for (const listener of [...returning]) {
        if (told) await sleep(sendGapMs);
        told = returning.has(listener);
        if (told) await Promise.race([listener(), sleep(slowAfterMs)]);
      }
    }
  } finally {
    telling = false;
  }
};

/** A page shown again online from the back/forward cache may have missed the connection's return while there. */
const tellOnShow = (event: PageTransitionEvent) => event.persisted && !isOffline() && tellReturning();

export const browserConnection: Connection = {
  online: () => !isOffline(),
  onLeave: (left, shown) => {
    addEventListener('beforeunload', left);
    addEventListener('pageshow', shown);
    return () => {
      removeEventListener('beforeunload', left);
      removeEventListener('pageshow', shown);
    };
  },
  onReturn: (listener) => {
    addEventListener('online', tellReturning);
    addEventListener('pageshow', tellOnShow);
    returning.add(listener);
    return () => void returning.delete(listener);
  },
};

/**
 * What waited for the connection goes one request at a time, each this long after the answer before, in the page as in
 * the outbox: EmailJS takes one a second, and a clinic may limit its account to one every 10 seconds
 * (docs/clinic-setup.md), so a booking and a message that waited together both go.
 */
export const sendGapMs = 10_000;

/** How long a send may go unanswered before the visitor is told it is taking longer than usual. */
export const slowAfterMs = 15_000;

/** A page going away cuts its request within this of saying so (beforeunload); one still here after it stayed. */
export const leavingMs = 1_000;

/**
 * Nothing under way; a request in flight (or being handed to the outbox); waiting in the page for the connection; or
 * handed to the outbox, which sends it even after the page is gone.
 */
export type SendPhase = 'idle' | 'sending' | 'waiting' | 'handed';

/**
 * What became of a request the outbox took: sent (2xx), refused for good (a 4xx but 429), a day old, dropped, or called
 * off ("Don't send") in another tab, or while it was being sent and that send then failed.
 */
export type Outcome = 'sent' | 'refused' | 'expired' | 'cancelled';

/**
 * Where a request goes when the page cannot send it, if anywhere: the service worker's outbox
 * (src/offline/worker-client.ts). `hand` resolves once it owns the request, with whether it goes with every tab closed
 * and a way to take it back; `settled` hears its outcome once, and answers whether it still spoke for it.
 */
export type Outbox<T> = {
  ready: () => boolean;
  hand: (
    values: T,
    settled: (outcome: Outcome) => boolean,
  ) => Promise<{ sync: boolean; cancel: () => Promise<boolean> }>;
};

export type SendEvent<T> =
  /**
   * `resumed` when the returning connection started the request, not the visitor. Said again, not resumed, when the page
   * is shown with it still on its way (again, from the back/forward cache: the page shown meanwhile may have said it).
   */
  | { type: 'start'; values: T; resumed: boolean }
  /** No answer after `slowAfterMs`; the request is still in flight. */
  | { type: 'slow'; values: T }
  | { type: 'sent'; values: T }
  /**
   * When `offline`, the machine waits and sends `values` once the connection returns; `cut`, online, as the visitor
   * left the page: it has then most likely arrived.
   */
  | { type: 'failed'; values: T; error: unknown; offline: boolean; cut?: boolean }
  /**
   * The outbox owns the request now and sends it by itself, this page never: with every tab closed when `sync` ("you
   * can close this page"), else the next time the site is opened.
   */
  | { type: 'handed'; values: T; sync: boolean }
  /** The outbox could not send it within its lifetime, and dropped it. */
  | { type: 'expired'; values: T }
  | { type: 'cancelled' };

/** A failure with no answer from the service (it could not be reached), which may go through later. */
const unanswered = (error: unknown) => (error as { status?: unknown } | null)?.status === undefined;

/**
 * One form's sending: never a second request while one is unsettled, as the library cannot abort and it could deliver
 * twice. One that cannot go now (offline, or no answer at all) is handed to the outbox when there is one; else an
 * offline one waits in the page and goes once back online (unless called off), and one with no answer online fails.
 */
export function createSendMachine<T>(
  send: (values: T) => Promise<void>,
  connection = browserConnection,
  outbox?: Outbox<T>,
) {
  let phase: SendPhase = 'idle';
  // One listener: whoever currently speaks for the form.
  let listener: (event: SendEvent<T>) => void = () => {};
  let stopWaiting = () => {};
  // The request the outbox owns, or is being handed, for this form: how to ask for it back, whether it was given back,
  // and (once owned) whether it goes with every tab closed.
  let handed: { values: T; cancel: () => Promise<boolean>; back?: boolean; sync?: boolean } | undefined;
  // Counts the visitor's presses: a send asked for while the outbox is asked back goes only if nothing was pressed since.
  let presses = 0;

  const leaveWaiting = () => {
    stopWaiting();
    stopWaiting = () => {};
    phase = 'idle';
  };

  /** A send that failed; offline, it waits for the connection and then goes by itself. */
  const fail = (values: T, error: unknown, offline: boolean, cut?: boolean) => {
    if (offline) {
      phase = 'waiting';
      stopWaiting = connection.onReturn(() => {
        leaveWaiting();
        return start(values, true);
      });
    }
    listener({ type: 'failed', values, error, offline, cut });
  };

  /**
   * A request that could not go now: one that got no answer (offline, or none at all) is given to the outbox when there
   * is one; if it got an answer, or the outbox does not take it, the page fails (and waits when offline) as without one.
   */
  const goLater = (values: T, error: unknown, offline: boolean) => {
    // An answer (a 4xx or 5xx) is final: only a request that got none may go later.
    if (!outbox?.ready() || !(offline || unanswered(error))) return fail(values, error, offline);
    phase = 'sending';
    const press = presses;
    const handing = outbox.hand(values, (outcome) => settle(request, outcome));
    // Asked back while it is being handed, the outbox is asked once it holds it; from then on, at once.
    const request: NonNullable<typeof handed> = { values, cancel: () => handing.then((taken) => taken.cancel()) };
    handed = request;
    handing.then(
      (taken) => {
        // Its outcome may come first, from a replay elsewhere.
        if (handed !== request) return;
        phase = 'handed';
        request.sync = taken.sync;
        request.cancel = taken.cancel;
        // Pressed over meanwhile, it is being asked back: the form is not told, so it keeps what was typed since.
        if (press === presses) listener({ type: 'handed', values, sync: taken.sync });
      },
      () => {
        if (handed !== request) return;
        handed = undefined;
        // Not taken: the page fails as without an outbox, free to send again (or waiting, offline); pressed meanwhile,
        // it is the page's again, and the last press acts. Back online while it was being handed, the return was heard
        // by no one: it goes now, as on a return.
        phase = 'idle';
        if (press !== presses) request.back = true;
        else if (offline && connection.online()) start(values, true);
        else fail(values, error, offline);
      },
    );
  };

  /** Ends in what the outbox says became of `request`, if this machine still speaks for it. */
  const settle = (request: { values: T }, outcome: Outcome) => {
    if (handed !== request) return false;
    handed = undefined;
    leaveWaiting();
    const { values } = request;
    if (outcome !== 'refused') listener({ type: outcome, values });
    else listener({ type: 'failed', values, error: new Error('The email service refused it'), offline: false });
    return true;
  };

  /**
   * Asks the outbox for the request it holds or is being handed; resolves true once it gave it back (to this ask or one
   * made at the same time), and nothing of it goes. One it is sending already (or one the worker does not answer about)
   * stays handed: its outcome will come, and nothing else goes meanwhile, so no second request can cross it.
   */
  const reclaim = async () => {
    const request = handed!;
    if ((await request.cancel().catch(() => false)) && handed === request) {
      handed = undefined;
      request.back = true;
      leaveWaiting();
    }
    return Boolean(request.back) && phase === 'idle';
  };

  const start = (values: T, resumed: boolean) => {
    phase = 'sending';
    listener({ type: 'start', values, resumed });
    const slow = setTimeout(() => listener({ type: 'slow', values }), slowAfterMs);
    // Cut as the visitor leaves the page, online, it has most likely reached the service: no second request may cross
    // it, so it fails as without an outbox (the toast on a page going away; the draft keeps the values). A tap on a call
    // link says the page is going too, and it stays: what fails later than `leavingMs` after, or with the service's
    // answer, was not cut by leaving.
    let leftAt = -Infinity;
    const stopLeaving = connection.onLeave(
      () => (leftAt = Date.now()),
      () => listener({ type: 'start', values, resumed: false }),
    );
    // Whatever the answer, the slow notice is off and the machine free before `next` tells of it.
    const done = (next: () => void) => {
      clearTimeout(slow);
      stopLeaving();
      phase = 'idle';
      next();
    };
    return new Promise<void>((resolve) => resolve(send(values))).then(
      () => done(() => listener({ type: 'sent', values })),
      (error: unknown) =>
        done(() =>
          Date.now() - leftAt < leavingMs && connection.online() && unanswered(error)
            ? fail(values, error, false, true)
            : goLater(values, error, !connection.online()),
        ),
    );
  };

  return {
    /**
     * 'busy': nothing goes now; while the outbox holds (or is being handed) a request, `values` go once it gives that
     * back, unless the visitor presses again (a send or a cancel) before then: only the last press acts.
     */
    submit(values: T): 'started' | 'busy' | 'offline' {
      const press = ++presses;
      if (handed) void reclaim().then((back) => back && press === presses && this.submit(values));
      if (phase === 'sending' || phase === 'handed') return 'busy';
      if (phase === 'waiting') leaveWaiting();
      if (!connection.online()) {
        goLater(values, new Error('Offline: nothing was sent'), true);
        return 'offline';
      }
      start(values, false);
      return 'started';
    },
    /** Calls off the send that waits for the connection, in the page or in the outbox, if any. */
    cancel: () => {
      presses++;
      if (handed) void reclaim().then((back) => back && listener({ type: 'cancelled' }));
      if (phase !== 'waiting') return;
      leaveWaiting();
      listener({ type: 'cancelled' });
    },
    phase: () => phase,
    /** While 'handed': whether it goes with every tab closed (Background Sync), else at the next visit. */
    sync: () => Boolean(handed?.sync),
    setListener: (next: (event: SendEvent<T>) => void) => (listener = next),
  };
}
