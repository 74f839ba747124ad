import { isOffline } from './load';

/** Whether the device has a network connection, and news of its return. */
export type Connection = { online: () => boolean; onReturn: (listener: () => void) => () => void };

/** The browser's own view of the connection: `navigator.onLine` and the `online` event. */
export const browserConnection: Connection = {
  online: () => !isOffline(),
  onReturn: (listener) => {
    addEventListener('online', listener);
    return () => removeEventListener('online', listener);
  },
};

/** How long a send may go unanswered before the visitor is told it is taking longer than usual. */
export const slowAfterMs = 15_000;

/** Where one form's sending stands: nothing under way, a request in flight, or waiting for the connection to return. */
export type SendPhase = 'idle' | 'sending' | 'waiting';

/** What the machine tells the page, in order. */
export type SendEvent<T> =
  /** A request has started; `resumed` when the returning connection started it, not the visitor. */
  | { type: 'start'; values: T; resumed: boolean }
  /** No answer yet after `slowAfterMs`; the request is still in flight and the machine keeps waiting for it. */
  | { type: 'slow'; values: T }
  | { type: 'sent'; values: T }
  /** The send failed; when `offline`, the machine now waits and sends `values` once the connection returns. */
  | { type: 'failed'; values: T; error: unknown; offline: boolean }
  /** The visitor called off the send that was waiting for the connection. */
  | { type: 'cancelled' };

/** One form's sending: at most one request in flight, and the wait for a lost connection. */
export type SendMachine<T> = {
  /**
   * Sends `values` unless a request is still unsettled ('busy': nothing happens); offline, it fails at once and waits.
   */
  submit: (values: T) => 'started' | 'busy' | 'offline';
  /** Calls off the send that waits for the connection, if any. */
  cancel: () => void;
  phase: () => SendPhase;
  /** Who hears the events from now on (one listener: whoever currently speaks for the form). */
  setListener: (listener: (event: SendEvent<T>) => void) => void;
};

/** Said when nothing was sent because the browser knows it is offline. */
export class OfflineError extends Error {
  constructor() {
    super('The device is offline: nothing was sent');
    this.name = 'OfflineError';
  }
}

/**
 * A framework-free send state machine: no second request while one is unsettled (the library cannot abort, so it could
 * deliver twice); slow sends are reported and awaited; offline ones fail at once and go once back online unless called
 * off.
 */
export function createSendMachine<T>(
  send: (values: T) => Promise<void>,
  connection: Connection = browserConnection,
): SendMachine<T> {
  let phase: SendPhase = 'idle';
  let listener: (event: SendEvent<T>) => void = () => {};
  let stopWaiting = () => {};

  const emit = (event: SendEvent<T>) => listener(event);

  const leaveWaiting = () => {
    stopWaiting();
    stopWaiting = () => {};
    phase = 'idle';
  };

  const wait = (values: T) => {
    phase = 'waiting';
    stopWaiting = connection.onReturn(() => {
      leaveWaiting();
      start(values, true);
    });
  };

  const start = (values: T, resumed: boolean) => {
    phase = 'sending';
    emit({ type: 'start', values, resumed });
    const slow = setTimeout(() => emit({ type: 'slow', values }), slowAfterMs);
    const settle = () => {
      clearTimeout(slow);
      phase = 'idle';
    };
    new Promise<void>((resolve) => resolve(send(values))).then(
      () => {
        settle();
        emit({ type: 'sent', values });
      },
      (error: unknown) => {
        settle();
        const offline = !connection.online();
        if (offline) wait(values);
        emit({ type: 'failed', values, error, offline });
      },
    );
  };

  return {
    submit: (values) => {
      if (phase === 'sending') return 'busy';
      if (phase === 'waiting') leaveWaiting();
      if (!connection.online()) {
        wait(values);
        emit({ type: 'failed', values, error: new OfflineError(), offline: true });
        return 'offline';
      }
      start(values, false);
      return 'started';
    },
    cancel: () => {
      if (phase !== 'waiting') return;
      leaveWaiting();
      emit({ type: 'cancelled' });
    },
    phase: () => phase,
    setListener: (next) => {
      listener = next;
    },
  };
}
