// The toast of a send cut by the visitor leaving the page, which the next page shows once: a chunk of its own, fetched
// only then (src/forms/use-form.tsx).
import { maybeSent } from '../content/maybe-sent';
import type { FormName } from '../lib/validation';
import type { ToastInput } from '../ui/toast-store';

export const maybeSentToast = (form: FormName): ToastInput => ({ ...maybeSent[form], group: form, icon: 'alert' });
