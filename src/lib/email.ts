import { EmailJSResponseStatus, send as emailjsSend } from '@emailjs/browser';
import { config } from '../config';

/** Spec §7: an appointment request carries exactly these template parameters. */
export type AppointmentParams = { name: string; phone: string; service: string };

/** Spec §7: a contact message carries exactly these template parameters (never the form's `service`). */
export type ContactParams = { name: string; email: string; phone: string; message: string };

/** How long a send may take before the visitor is told it failed. */
export const sendTimeoutMs = 15_000;

/** Options given to every send; rate limiting (`limitRate`) is added here when it is configured. */
const options = { publicKey: config.emailjs.publicKey };

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

/** Sends the appointment dialog's request: one POST with `{name, phone, service}`. */
export function sendAppointment({ name, phone, service }: AppointmentParams): Promise<void> {
  return send(config.emailjs.appointmentTemplateId, { name, phone, service });
}

/** Sends the Message Us form: one POST with `{name, email, phone, message}`. */
export function sendContactMessage({ name, email, phone, message }: ContactParams): Promise<void> {
  return send(config.emailjs.contactTemplateId, { name, email, phone, message });
}

/**
 * Sends one email template. Resolves when the service answers ok; rejects with a SendError on any other
 * answer, a network failure, or no answer within `timeoutMs`.
 */
export async function send(templateId: string, params: Record<string, string>, timeoutMs = sendTimeoutMs): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendError(`No answer from the email service within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([emailjsSend(config.emailjs.serviceId, templateId, params, options).catch(explain), timeout]);
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

