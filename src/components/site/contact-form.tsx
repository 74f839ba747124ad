import { useEffect, useRef } from 'react';
import { earlySubmitAttribute, liveAttribute } from '../../early/hold-submits';
import { hydration } from '../../lib/hydration';
import { deferred } from '../ui/deferred';
import { ErrorBoundary } from '../ui/error-boundary';
import { useToast } from '../ui/toast-store';
import type { FormName } from './use-form-send';

/** The form's name in the page (`document.forms.contact`). */
const contactFormName: FormName = 'contact';

// Who hears of a failed fetch of the form's code (the mounted form).
let onFailure: () => void = () => {};

/** The loaded form; until its code arrives (when idle, or once the visitor turns to it) the prerendered form works as is. */
const { Deferred: FormSlot, load: loadForm } = deferred(() => import('./message-us-form').then((m) => m.MessageUsForm), {
  after: 'idle',
  onError: () => onFailure(),
});

/** The failure toast's words and offer, loaded apart since the page hydrates without them (the dialog's code brings them). */
const failureParts = () => Promise.all([import('../../content/messages'), import('./reach-us-now')]);

/** The contact form in the page, if it is there and not yet run by its own code. */
const waitingForm = () => {
  const form = document.forms.namedItem(contactFormName);
  return form && !form.hasAttribute(liveAttribute) ? form : null;
};

/** The Message Us form: until its code comes, the HTML form keeps typing and holds a submit; a failed load is said at once. */
export function ContactForm() {
  const toast = useToast();
  const latestToast = useRef(toast);
  latestToast.current = toast;

  useEffect(() => {
    void hydration.then(failureParts);
    const fail = async () => {
      const form = waitingForm();
      if (!form?.hasAttribute(earlySubmitAttribute)) return;
      form.removeAttribute(earlySubmitAttribute);
      const [{ contactChatText, messageFailed, offlineNote }, { ReachUsNow }] = await failureParts();
      const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
      const chatText = contactChatText({ name: value('name'), email: value('email'), phone: value('phone'), message: value('message') });
      const note = navigator.onLine ? undefined : offlineNote;
      latestToast.current({ ...messageFailed, variant: 'destructive', group: 'send-contact', actions: <ReachUsNow note={note} chatText={chatText} /> });
    };
    onFailure = fail;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || event.target.closest('form') !== waitingForm()) return;
      // A submit held while offline cannot be sent before the connection returns: say so now.
      if (event.type === 'submit' && !navigator.onLine) queueMicrotask(() => void fail());
      loadForm();
    };
    const intents = ['focusin', 'pointerdown', 'submit'] as const;
    // Capture: React stops some events inside a part it has not hydrated yet.
    for (const type of intents) document.addEventListener(type, onIntent, true);
    return () => {
      for (const type of intents) document.removeEventListener(type, onIntent, true);
      onFailure = () => {};
    };
  }, []);

  return (
    // Should the form's code fail to run, the page stays, with its phone and email cards above the form.
    <ErrorBoundary fallback={null}>
      <FormSlot />
    </ErrorBoundary>
  );
}
