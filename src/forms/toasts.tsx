import { useEffect } from 'react';
import {
  appointmentChatText,
  appointmentFailed,
  appointmentSent,
  backOnline,
  contactChatText,
  messageFailed,
  messageSent,
  sendingSlowly,
  waitingForConnection,
} from '../content/messages';
import { earlySubmitAttribute, liveAttribute } from '../lib/dom';
import { isOffline } from '../lib/load';
import type { FormName } from '../lib/validation';
import type { ToastInput } from '../ui/toast';
import { useToast } from '../ui/toast';
import { ReachUsNow } from './reach-us';

/** What each form's toasts say; the chat link of a failed or slow send is prefilled with what was typed. */
const words = {
  appointment: { sent: appointmentSent, failed: appointmentFailed, chat: appointmentChatText },
  contact: { sent: messageSent, failed: messageFailed, chat: contactChatText },
};

// A form's toasts replace each other: a success clears the slow notice or the failure before it.
const group = (form: FormName) => `send-${form}`;
/** What a chat about a send prefills: what the visitor typed, so they need not type it again. */
export const chatText = (form: FormName, values: Record<string, string>) => words[form].chat(values as never);

/** The toast of each moment of a send, built once for both forms. */
export const sendToasts = {
  sent: (form: FormName): ToastInput => ({ ...words[form].sent, group: group(form) }),
  failed: (form: FormName, values: Record<string, string>): ToastInput => ({
    ...words[form].failed,
    variant: 'destructive',
    group: group(form),
    actions: <ReachUsNow chatText={chatText(form, values)} />,
  }),
  /**
   * Offline, before the form's code came: what the waiting note says, as a toast; it stays until the send's outcome.
   */
  offline: (form: FormName, values: Record<string, string>): ToastInput => ({
    title: waitingForConnection.title,
    description: waitingForConnection.text,
    group: group(form),
    icon: 'alert',
    persistent: true,
    actions: <ReachUsNow chatText={chatText(form, values)} />,
  }),
  slow: (form: FormName, values: Record<string, string>): ToastInput => ({
    ...sendingSlowly,
    group: group(form),
    icon: 'clock',
    persistent: true,
    actions: <ReachUsNow chatText={chatText(form, values)} />,
  }),
  backOnline: (form: FormName): ToastInput => ({ ...backOnline, group: group(form), icon: 'send' }),
};

/** Every named field of `form` and what it holds. */
const valuesOf = (form: HTMLFormElement) =>
  Object.fromEntries(
    [...form.elements].flatMap((el) =>
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? [[el.name, el.value]] : [],
    ),
  );

/**
 * A submit held for a form's code while offline waits, as any offline send does, and goes once the code arrives with
 * the
 * connection: say so at once, as the waiting note would, since that code (and its note) cannot come before.
 */
export function useHeldSubmitWatcher() {
  const toast = useToast();
  useEffect(() => {
    const told = new WeakSet<HTMLFormElement>();
    const check = () => {
      if (!isOffline()) return;
      for (const form of document.querySelectorAll<HTMLFormElement>(
        `form[${earlySubmitAttribute}]:not([${liveAttribute}])`,
      )) {
        // The attribute, not `form.name`: a form with a field named "name" gives that field there.
        if (!told.has(form)) toast(sendToasts.offline(form.getAttribute('name') as FormName, valuesOf(form)));
        told.add(form);
      }
    };
    // After the early script has held the submit (its listener came first); and when the connection drops.
    const onSubmit = () => queueMicrotask(check);
    document.addEventListener('submit', onSubmit, true);
    addEventListener('offline', check);
    check();
    return () => {
      document.removeEventListener('submit', onSubmit, true);
      removeEventListener('offline', check);
    };
  }, [toast]);
}
