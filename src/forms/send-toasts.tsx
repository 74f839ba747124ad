// What each moment of a send says in a toast, and the toast for a submit held offline before its form's code came.
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
  type ToastText,
  waitingForConnection,
} from '../content/messages';
import { createDrafts } from '../lib/drafts';
import { formContent, onHeldSubmit } from '../lib/held-submit';
import { isOffline } from '../lib/load';
import type { FormName } from '../lib/validation';
import { useVisitState } from '../ui/shell';
import { type ToastInput, useToast } from '../ui/toast-store';
import { ReachUsNow } from './reach-us';
import { WaysOut } from './waiting-note';

/** What each form's toasts say; the chat link of a failed or slow send is prefilled with what was typed. */
const words = {
  appointment: { sent: appointmentSent, failed: appointmentFailed, chat: appointmentChatText },
  contact: { sent: messageSent, failed: messageFailed, chat: contactChatText },
};

/** The chat link's text, for a way out of a send or the waiting note: what was typed. */
export const chatText = (form: FormName, values: Record<string, string>) => words[form].chat(values as never);

/** A failed, slow or waiting send's way out: call, or chat with what was typed (if this page still knows it). */
const reachOut = (form: FormName, values?: Record<string, string>) => ({
  group: form,
  actions: <ReachUsNow chatText={values && chatText(form, values)} />,
});

/** The toast of each moment of a send; a form's toasts replace each other (a success clears the failure before it). */
export const sendToasts = {
  sent: (form: FormName): ToastInput => ({ ...words[form].sent, group: form }),
  /** `text`: another failure's words (the outbox's, for a request it dropped unsent). */
  failed: (form: FormName, values?: Record<string, string>, text = words[form].failed): ToastInput => ({
    ...text,
    variant: 'destructive',
    ...reachOut(form, values),
  }),
  /** Offline, before the form's code came: what the waiting note says, until the send's outcome. */
  offline: (form: FormName, values: Record<string, string>): ToastInput => ({
    title: waitingForConnection.title,
    description: waitingForConnection.text,
    icon: 'alert',
    persistent: true,
    ...reachOut(form, values),
  }),
  slow: (form: FormName, values: Record<string, string>): ToastInput => ({
    ...sendingSlowly,
    icon: 'clock',
    persistent: true,
    ...reachOut(form, values),
  }),
  backOnline: (form: FormName): ToastInput => ({ ...backOnline, group: form, icon: 'send' }),
  /** A request the outbox holds, told as a page opens (`text`: the outbox's words), until its outcome: as the waiting
   * note would, with "Don't send". */
  waiting: (form: FormName, text: ToastText, onCancel: () => void): ToastInput => ({
    ...text,
    icon: 'alert',
    persistent: true,
    group: form,
    actions: <WaysOut onCancel={onCancel} />,
  }),
};

/**
 * Once on any page, for each request the page before went with on its way (its draft left `sending`): it may have been
 * sent. Its words are a chunk of their own, fetched only then; said, the draft is unmarked, unless saved since.
 */
export function useLeftSendingNotes() {
  const toast = useToast();
  const drafts = useVisitState('drafts', createDrafts);
  useEffect(() => {
    for (const { form, savedAt, values } of drafts.left)
      import('./maybe-sent').then(
        (words) => {
          toast(words.maybeSentToast(form as FormName));
          if (drafts.entry(form)?.savedAt === savedAt) drafts.save(form, values);
        },
        () => {},
      );
  }, [drafts, toast]);
}

/** Toasts for a submit held offline, as the waiting note would: that note's code cannot come before the connection. */
export function useHeldSubmitWatcher() {
  const toast = useToast();
  useEffect(() => {
    const told = new WeakSet<HTMLFormElement>();
    const tell = (form: HTMLFormElement) => {
      if (!isOffline() || told.has(form)) return;
      told.add(form);
      const { name, values } = formContent(form);
      toast(sendToasts.offline(name as FormName, values));
    };
    // As a submit is held, and when the connection drops while one is.
    return onHeldSubmit(tell);
  }, [toast]);
}
