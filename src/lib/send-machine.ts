// One form's sending: one request at a time, the slow notice, and the wait for a connection.
import { isOffline } from './load';

/** Whether the device has a network connection, and news of its return. */
export type Connection = { online: () => boolean; onReturn: (listener: () => void) => () => void };

export const browserConnection: Connection = {
  online: () => !isOffline(),
  onReturn: (listener) => {
    addEventListener('online', listener);
    return () => removeEventListener('online', listener);
  },
};

/** How long a send may go unanswered before the visitor is told it is taking longer than usual. */
export const slowAfterMs = 15_000;

/** Nothing under way, a request in flight, or waiting for the connection to return. */
export type SendPhase = 'idle' | 'sending' | 'waiting';

export type SendEvent<T> =
  /** `resumed` when the returning connection started the request, not the visitor. */
  | { type: 'start'; values: T; resumed: boolean }
  /** No answer after `slowAfterMs`; the request is still in flight. */
  | { type: 'slow'; values: T }
  | { type: 'sent'; values: T }
  /** When `offline`, the machine waits and sends `values` once the connection returns. */
  | { type: 'failed'; values: T; error: unknown; offline: boolean }
  | { type: 'cancelled' };

export class OfflineError extends Error {
  constructor() {
    super('The device is offline: nothing was sent');
    this.name = 'OfflineError';
  }
}

/**
 * One form's sending: never a second request while one is unsettled, as the library cannot abort and it could deliver
 * twice; offline ones fail at once and go once back online unless called off.
 */
export function createSendMachine<T>(send: (values: T) => Promise<void>, connection = browserConnection) {
  let phase: SendPhase = 'idle';
  // One listener: whoever currently speaks for the form.
  let listener: (event: SendEvent<T>) => void = () => {};
  let stopWaiting = () => {};

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
    listener({ type: 'start', values, resumed });
    const slow = setTimeout(() => listener({ type: 'slow', values }), slowAfterMs);
    const settle = () => {
      clearTimeout(slow);
      phase = 'idle';
    };
    new Promise<void>((resolve) => resolve(send(values))).then(
      () => {
        settle();
        listener({ type: 'sent', values });
      },
      (error: unknown) => {
        settle();
        const offline = !connection.online();
        if (offline) wait(values);
        listener({ type: 'failed', values, error, offline });
      },
    );
  };

  return {
    submit: (values: T): 'started' | 'busy' | 'offline' => {
      if (phase === 'sending') return 'busy';
      if (phase === 'waiting') leaveWaiting();
      if (!connection.online()) {
        wait(values);
        listener({ type: 'failed', values, error: new OfflineError(), offline: true });
        return 'offline';
      }
      start(values, false);
      return 'started';
    },
    /** Calls off the send that waits for the connection, if any. */
    cancel: () => {
      if (phase !== 'waiting') return;
      leaveWaiting();
      listener({ type: 'cancelled' });
    },
    phase: () => phase,
    setListener: (next: (event: SendEvent<T>) => void) => {
      listener = next;
    },
  };
}
