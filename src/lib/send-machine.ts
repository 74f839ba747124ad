// Sending a form: one request at a time (the machine), and the email call it makes.
import { clinic } from '../config';
import { isOffline } from './load';
import type { FormName } from './validation';

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

/** Why a send failed: the service said no (`status`), or it could not be reached. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SendError';
  }
}

/** Whether reading localStorage throws, as Chromium's does when site data is blocked. */
export function localStorageBlocked(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

/** The email client, a chunk of its own; it reads localStorage on load, so a blocked one is made to read as absent. */
export function loadEmailClient() {
  if (localStorageBlocked()) Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
  return import('@emailjs/browser');
}

const templates = { appointment: clinic.emailjs.appointmentTemplateId, contact: clinic.emailjs.contactTemplateId };

/** Sends a form's checked values as its template's parameters, with no timeout: the POST cannot be aborted. */
export async function sendForm(form: FormName, params: Record<string, string>): Promise<void> {
  // A fetch of the client cut by a change of network sent nothing: it is made once more, under a new name.
  const { EmailJSResponseStatus, send } = await loadEmailClient().catch(loadEmailClient);
  const { serviceId, publicKey } = clinic.emailjs;
  await send(serviceId, templates[form], params, { publicKey }).catch((reason: unknown) => {
    if (reason instanceof EmailJSResponseStatus)
      throw new SendError(`The email service answered ${reason.status}: ${reason.text}`, reason.status);
    if (reason instanceof Error)
      throw new SendError(`The email service could not be reached: ${reason.message}`, undefined, { cause: reason });
    throw new SendError(`The email service was not called: ${String(reason)}`);
  });
}
