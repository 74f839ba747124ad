// The guard must run before @emailjs/browser loads: the library reads localStorage as it loads (see the guard).
import './storage-guard';
import { EmailJSResponseStatus, send as emailjsSend } from '@emailjs/browser';
import { clinic } from '../config';

/** An appointment request carries exactly these template parameters. */
export type AppointmentParams = { name: string; phone: string; service: string };

/** A contact message carries exactly these template parameters (never the form's `service`). */
export type ContactParams = { name: string; email: string; phone: string; message: string };

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

/** Sends the appointment dialog's request: one POST with `{name, phone, service}`. */
export function sendAppointment({ name, phone, service }: AppointmentParams): Promise<void> {
  return send(clinic.emailjs.appointmentTemplateId, { name, phone, service });
}

/** Sends the Message Us form: one POST with `{name, email, phone, message}`. */
export function sendContactMessage({ name, email, phone, message }: ContactParams): Promise<void> {
  return send(clinic.emailjs.contactTemplateId, { name, email, phone, message });
}

/**
 * Sends one template with the library's documented JSON POST (nothing else configured), rejecting with a SendError
 * unless ok; no timeout, as the request cannot be aborted and the caller waits for its real outcome.
 */
export async function send(templateId: string, params: Record<string, string>): Promise<void> {
  await emailjsSend(clinic.emailjs.serviceId, templateId, params, { publicKey: clinic.emailjs.publicKey }).catch(explain);
}

/** Turns whatever @emailjs/browser rejected with (an answer, a TypeError, a plain string) into a SendError. */
function explain(reason: unknown): never {
  if (reason instanceof EmailJSResponseStatus) throw new SendError(`The email service answered ${reason.status}: ${reason.text}`, reason.status);
  if (reason instanceof Error) throw new SendError(`The email service could not be reached: ${reason.message}`, undefined, { cause: reason });
  throw new SendError(`The email service was not called: ${String(reason)}`);
}
