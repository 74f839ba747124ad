// The toast of a send the page before went with on its way, which the next page shows once: a chunk of its own, fetched
// only then (useLeftSendingNotes, src/forms/send-toasts.tsx).
import { maybeSent } from '../content/maybe-sent';
import type { FormName } from '../lib/validation';
import type { ToastInput } from '../ui/toast-store';

export const maybeSentToast = (form: FormName): ToastInput => ({
  ...maybeSent[form],
  group: form,
  icon: 'alert',
  // Until dismissed, or the form's next news: it asks the visitor not to send again.
  persistent: true,
});
