// The one email call a form makes, from the page or the service worker: the call itself (./email-client.ts) is a chunk
// the page fetches once a visitor starts on a form.
import { clinic } from '../config';
import type { FormName } from './validation';

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
  return import('./email-client');
}

const templates = { appointment: clinic.emailjs.appointmentTemplateId, contact: clinic.emailjs.contactTemplateId };

/** Sends a form's checked values as its template's parameters; a failure is a `SendError` (./email-client.ts). */
export async function sendForm(form: FormName, params: Record<string, string>): Promise<void> {
  // A fetch of the client cut by a change of network sent nothing: it is made once more, under a new name.
  const { deliver } = await loadEmailClient().catch(loadEmailClient);
  await deliver(templates[form], params);
}
