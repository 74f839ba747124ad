// The one email call a form makes, through @emailjs/browser: from the page (a chunk of its own) or the service worker.
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

/** Whether reading localStorage throws, as Chromium's does when site data is blocked (a worker has none to read). */
export function localStorageBlocked(): boolean {
  try {
    void globalThis.localStorage;
    return false;
  } catch {
    return true;
  }
}

/** The email client, a chunk of its own; it reads localStorage on load, so a blocked one is made to read as absent. */
export function loadEmailClient() {
  if (localStorageBlocked())
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
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
