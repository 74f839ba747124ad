// The guard must run before @emailjs/browser loads: the library reads localStorage as it loads (see the guard).
import './storage-guard';
import { EmailJSResponseStatus, send as emailjsSend } from '@emailjs/browser';
import { clinic } from '../config';
import type { FormName } from './validation';

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

/** Each form's EmailJS template. */
const templates = { appointment: clinic.emailjs.appointmentTemplateId, contact: clinic.emailjs.contactTemplateId };

/** Sends form `form`'s checked values, exactly its template's parameters, as one POST (nothing else configured). */
export function sendForm(form: FormName, params: Record<string, string>): Promise<void> {
  return send(templates[form], params);
}

/**
 * Sends one template with the library's documented JSON POST (nothing else configured), rejecting with a SendError
 * unless ok; no timeout, as the request cannot be aborted and the caller waits for its real outcome.
 */
export async function send(templateId: string, params: Record<string, string>): Promise<void> {
  await emailjsSend(clinic.emailjs.serviceId, templateId, params, { publicKey: clinic.emailjs.publicKey }).catch(
    explain,
  );
}

/** Turns whatever @emailjs/browser rejected with (an answer, a TypeError, a plain string) into a SendError. */
function explain(reason: unknown): never {
  if (reason instanceof EmailJSResponseStatus)
    throw new SendError(`The email service answered ${reason.status}: ${reason.text}`, reason.status);
  if (reason instanceof Error)
    throw new SendError(`The email service could not be reached: ${reason.message}`, undefined, { cause: reason });
  throw new SendError(`The email service was not called: ${String(reason)}`);
}
