// A module of its own, imported first: @emailjs/browser reads localStorage as it is evaluated.
import './storage-guard';
import { EmailJSResponseStatus, send } from '@emailjs/browser';
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

const templates = { appointment: clinic.emailjs.appointmentTemplateId, contact: clinic.emailjs.contactTemplateId };

/**
 * Sends a form's checked values, exactly its template's parameters, as the library's one POST; no timeout, as the
 * request cannot be aborted and the caller waits for its real outcome.
 */
export async function sendForm(form: FormName, params: Record<string, string>): Promise<void> {
  const { serviceId, publicKey } = clinic.emailjs;
  await send(serviceId, templates[form], params, { publicKey }).catch((reason: unknown) => {
    if (reason instanceof EmailJSResponseStatus)
      throw new SendError(`The email service answered ${reason.status}: ${reason.text}`, reason.status);
    if (reason instanceof Error)
      throw new SendError(`The email service could not be reached: ${reason.message}`, undefined, { cause: reason });
    throw new SendError(`The email service was not called: ${String(reason)}`);
  });
}
