// What a form does without React: its checks, its send and its draft, in that order.
import { coerce, define, object, string, trimmed, validate, type Infer, type Struct } from 'superstruct';
import { clinic } from '../config';
import { appointmentMessages, contactMessages, tooLong } from '../content/messages';
import { isOffline } from './load';

// The checks: each form's rules (one superstruct schema per form), the length limits, a refused field's messages.
const digit = /\p{Nd}/u;

/** `text` with every decimal digit of any script (೯, ९, ٩…) written as the ASCII digit of the same value. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (d) => {
    // Unicode writes each script's digits 0 to 9 in a row: a digit's value is its distance from the row's start.
    let zero = d.codePointAt(0)!;
    while (digit.test(String.fromCodePoint(zero - 1))) zero--;
    return String((d.codePointAt(0)! - zero) % 10);
  });
}

const viramaAtEnd = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D]$/;

/** `text`'s letters as a reader counts them: its grapheme clusters, with a conjunct (ಶ್ರೀ, ಲ್ಲು) as one akshara. */
function letters(text: string): string[] {
  const graphemes =
    typeof Intl.Segmenter === 'function'
      ? [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((g) => g.segment)
      : [...text];
  // A cluster ending in a virama joins the next: Unicode leaves Kannada's conjuncts apart.
  const joined: string[] = [];
  for (const g of graphemes) {
    if (joined.length && viramaAtEnd.test(joined[joined.length - 1]!)) joined[joined.length - 1] += g;
    else joined.push(g);
  }
  return joined;
}

export const letterCount = (text: string) => letters(text).length;

export const firstLetters = (text: string, max: number) => letters(text).slice(0, max).join('');

/** A phone number as the clinic dials it: ASCII digits and a leading + only; an Indian number without its +91. */
export function normalizePhone(value: string): string {
  const compact = asciiDigits(value.trim()).replace(/[\s\-.()]/g, '');
  return compact.replace(/^(?:\+|00)91(?=\d{10}$)/, '');
}

/** Whether `value` is 10+ digits with only spaces, dashes, dots, brackets and one leading + ("+91 (98450) 12-345"). */
export const isPhoneNumber = (value: string) => /^\+?[0-9]{10,}$/.test(normalizePhone(value));

/** The most each field takes, as the browser counts `maxLength` (the inputs carry them); a message's in letters. */
export const maxLengths = { name: 100, phone: 25, service: 200, email: 254, message: 2000 } as const;

/** A field's `maxLength`: the message's, counted in letters by its code, is only a bound on what a paste can bring. */
export const inputMaxLength = (field: keyof typeof maxLengths) =>
  field === 'message' ? 4 * maxLengths.message : maxLengths[field];

/** A string of at least `min` letters once trimmed (else `empty` or `short`), at most `max` characters. */
const text = (min: number, max: number, short: string, empty = short, count = (value: string) => value.length) =>
  trimmed(
    define<string>(`text of ${min} to ${max}`, (value) => {
      if (typeof value !== 'string' || value === '') return empty;
      if (letterCount(value) < min) return short;
      return count(value) <= max || tooLong(max);
    }),
  );

/** A phone number as `isPhoneNumber` reads it, sent as `normalizePhone` writes it; `optional` lets empty pass. */
const phone = (message: string, optional = false) =>
  coerce(
    define<string>('phone number', (value) => {
      if (typeof value !== 'string') return message;
      if (value.length > maxLengths.phone) return tooLong(maxLengths.phone);
      return (optional && value === '') || isPhoneNumber(value) || message;
    }),
    string(),
    normalizePhone,
  );

// The browser's type="email" pattern plus a dot and TLD after the @: "a@b" passes the browser, but no mail reaches it.
const browserEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const topLevelDomain = /\.(?:[a-zA-Z]{2,}|xn--[a-zA-Z0-9-]+)$/;

/** An email address a message can reach; empty fails with `missing`, anything else unlike an address with `invalid`. */
const email = (missing: string, invalid: string) =>
  trimmed(
    define<string>('email address', (value) => {
      if (typeof value !== 'string' || value === '') return missing;
      if (value.length > maxLengths.email) return tooLong(maxLengths.email);
      return (browserEmail.test(value) && topLevelDomain.test(value)) || invalid;
    }),
  );

const schemas = {
  // A phone needs ten digits and nothing else.
  appointment: object({
    name: text(2, maxLengths.name, appointmentMessages.name, appointmentMessages.nameEmpty),
    phone: phone(appointmentMessages.phone),
    service: text(1, maxLengths.service, appointmentMessages.service),
  }),
  // What the browser lets through: a blank name or message, "a@b", a non-phone.
  contact: object({
    name: text(1, maxLengths.name, contactMessages.name),
    email: email(contactMessages.emailMissing, contactMessages.emailInvalid),
    phone: phone(contactMessages.phone, true),
    message: text(1, maxLengths.message, contactMessages.message, contactMessages.message, letterCount),
  }),
};

/** The two forms that send, by their names in the page. */
export type FormName = keyof typeof schemas;

/** Each invalid field's message. */
export type Errors = Record<string, string>;

/** Form `form`'s trimmed values (other keys left out) when valid, else each invalid field's first message. */
export function check<F extends FormName>(
  form: F,
  input: Record<string, unknown>,
): { ok: true; value: Infer<(typeof schemas)[F]> } | { ok: false; errors: Errors } {
  const [error, value] = validate(input, schemas[form] as Struct<Infer<(typeof schemas)[F]>>, {
    coerce: true,
    mask: true,
  });
  if (!error) return { ok: true, value };
  const errors: Errors = {};
  for (const failure of error.failures()) errors[String(failure.path[0])] ??= failure.message;
  return { ok: false, errors };
}

// Sending a form: one request at a time (the machine), and the email call it makes.
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

// What a visitor typed into a form, kept in this tab until sent or an hour old, so a reload loses nothing.
type Draft = Record<string, string>;
type Stored = { savedAt: number; values: Draft };

/** A draft unused for this long is deleted: health details must not linger in a shared browser. */
export const draftLifetimeMs = 60 * 60 * 1000;

/** A stored draft's values, if it is one and fresh: anything else (an older version's, a stale one) is ignored. */
function freshValues(stored: Partial<Stored> | null | undefined, now: number): Draft | null {
  const { savedAt, values } = stored ?? {};
  if (typeof savedAt !== 'number' || now - savedAt >= draftLifetimeMs || typeof values !== 'object' || !values)
    return null;
  return Object.values(values).every((field) => typeof field === 'string') ? values : null;
}

/** One visit's drafts: in sessionStorage, so a reload or a step back keeps them, and in memory, for blocked storage. */
export function createDrafts(now = () => Date.now()) {
  const memory = new Map<string, Stored>();
  const key = (form: string) => `draft:${form}`;
  // Storage may be blocked (reading it throws) or full: a draft is then kept in memory only; one not JSON reads as none.
  const withStorage = <R>(task: (store: Storage) => R) => {
    try {
      return task(window.sessionStorage);
    } catch {
      return undefined;
    }
  };
  const clear = (form: string) => {
    memory.delete(key(form));
    withStorage((store) => store.removeItem(key(form)));
  };
  return {
    read(form: string): Draft | null {
      const stored = memory.get(key(form)) ?? withStorage((store) => JSON.parse(store.getItem(key(form)) ?? 'null'));
      const values = freshValues(stored, now());
      if (!values) clear(form);
      return values;
    },
    save(form: string, values: Draft) {
      if (!Object.values(values).some((value) => value !== '')) return clear(form);
      const stored = { savedAt: now(), values: { ...values } };
      memory.set(key(form), stored);
      withStorage((store) => store.setItem(key(form), JSON.stringify(stored)));
    },
    clear,
  };
}
