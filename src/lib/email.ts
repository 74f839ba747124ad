import { EmailJSResponseStatus, send as emailjsSend } from '@emailjs/browser';
import { config } from '../config';

/** Spec §7: an appointment request carries exactly these template parameters. */
export type AppointmentParams = { name: string; phone: string; service: string };

/** Spec §7: a contact message carries exactly these template parameters (never the form's `service`). */
export type ContactParams = { name: string; email: string; phone: string; message: string };

/** How long a send may take before the visitor is told it failed. */
export const sendTimeoutMs = 15_000;

/** How long a form must wait after a send before it may send again (the library's `limitRate`). */
export const throttleMs = 10_000;

/** The `limitRate` id of each form: each form has its own 10 s window. */
export const rateLimitIds = { appointment: 'emailjs-appointment', contact: 'emailjs-contact' } as const;

/** Options for one form's sends: the public key, and the library's per-form rate limit (kept in localStorage). */
const options = (limitId: string) => ({ publicKey: config.emailjs.publicKey, limitRate: { id: limitId, throttle: throttleMs } });

/**
 * Whether the library will refuse this form's send for its rate limit. It answers such a send with the same
 * 429 the service uses for its own limits, so we read the time it stored for the form's last send to tell them apart.
 */
function isThrottled(limitId: string): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(limitId) ?? 0) < throttleMs;
  } catch {
    return false;
  }
}

/** Why a send failed: the service said no (`status`), the network failed, or no answer came in time. */
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

/** A send the library held back because the same form sent less than `throttleMs` ago; nothing left the page. */
export class ThrottledError extends SendError {
  constructor() {
    super(`Held back: this form sent less than ${throttleMs / 1000} s ago`, 429);
    this.name = 'ThrottledError';
  }
}

/** Sends the appointment dialog's request: one POST with `{name, phone, service}`. */
export function sendAppointment({ name, phone, service }: AppointmentParams): Promise<void> {
  return send(config.emailjs.appointmentTemplateId, { name, phone, service }, rateLimitIds.appointment);
}

/** Sends the Message Us form: one POST with `{name, email, phone, message}`. */
export function sendContactMessage({ name, email, phone, message }: ContactParams): Promise<void> {
  return send(config.emailjs.contactTemplateId, { name, email, phone, message }, rateLimitIds.contact);
}

/**
 * Sends one email template. Resolves when the service answers ok; rejects with a ThrottledError when the
 * form sent within the last 10 s, else a SendError on any other answer, a network failure, or no answer
 * within `timeoutMs`.
 */
export async function send(templateId: string, params: Record<string, string>, limitId: string, timeoutMs = sendTimeoutMs): Promise<void> {
  // The library would refuse it with a bare 429; say why plainly instead. (Should this check ever drift from
  // the library's, the library still refuses, and the visitor sees the ordinary failure toast.)
  if (isThrottled(limitId)) throw new ThrottledError();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendError(`No answer from the email service within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([emailjsSend(config.emailjs.serviceId, templateId, params, options(limitId)).catch(explain), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Turns whatever @emailjs/browser rejected with (an answer, a TypeError, a plain string) into a SendError. */
function explain(reason: unknown): never {
  if (reason instanceof EmailJSResponseStatus) throw new SendError(`The email service answered ${reason.status}: ${reason.text}`, reason.status);
  if (reason instanceof Error) throw new SendError(`The email service could not be reached: ${reason.message}`, undefined, { cause: reason });
  throw new SendError(`The email service was not called: ${String(reason)}`);
}

