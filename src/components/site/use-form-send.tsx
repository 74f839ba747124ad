import { useCallback, useLayoutEffect, useRef, useState } from 'react';
// The toast cards arrive with the form, not with its first toast: whatever can send can also say it failed.
import '../ui/toast-card';
import { backOnline, offlineNote, sendingSlowly, type ToastText } from '../../content/messages';
import { clearDraft } from '../../lib/drafts';
import { createSendMachine, type SendMachine, type SendPhase } from '../../lib/send-machine';
import { useToast } from '../ui/toast-store';
import { ReachUsNow } from './reach-us-now';

type EmailModule = typeof import('../../lib/email');

// The email client is fetched when a visitor starts on a form, never on first paint.
const loadEmail = (): Promise<EmailModule> => import('../../lib/email');

/** The two forms that send; each has its own send machine, draft and toasts. */
export type FormName = 'appointment' | 'contact';

// One machine per form for the whole visit: a request outlives a closed dialog or a change of page.
const machines = new Map<FormName, unknown>();

function machineFor<T>(form: FormName, send: (email: EmailModule, values: T) => Promise<void>): SendMachine<T> {
  if (!machines.has(form)) machines.set(form, createSendMachine<T>(async (values) => send(await loadEmail(), values)));
  return machines.get(form) as SendMachine<T>;
}

type Options<T> = {
  form: FormName;
  /** Sends the values with the email module. */
  send: (email: EmailModule, values: T) => Promise<void>;
  /** The toast of an accepted send. */
  sent: ToastText;
  /** The destructive toast of a failed send. */
  failed: ToastText;
  /** What a failed or slow send prefills in the chat link, so the visitor need not type it again. */
  chatText: (values: T) => string;
  /** Runs after an accepted send while the form is on screen: reset the form, close the dialog. */
  onSent: () => void;
};

/** Adapts a form's send machine to React and toasts; call before `useLiveForm`, so an early-held submit finds it listening. */
export function useFormSend<T>(options: Options<T>) {
  const toast = useToast();
  const machine = machineFor(options.form, options.send);
  const [phase, setPhase] = useState<SendPhase>(() => machine.phase());
  const latest = useRef(options);
  latest.current = options;
  const mounted = useRef(false);
  // This form's toasts replace each other: a success clears the slow notice or the failure before it.
  const group = `send-${options.form}`;

  useLayoutEffect(() => {
    mounted.current = true;
    setPhase(machine.phase());
    // The listener stays after the form unmounts: the toasts outlive it, and so must the outcome.
    machine.setListener((event) => {
      const { form, sent, failed, chatText, onSent } = latest.current;
      if (mounted.current) setPhase(machine.phase());
      // The returning connection starts the send by itself: the news replaces the failure toast it follows.
      if (event.type === 'start' && event.resumed) toast({ ...backOnline, group, icon: 'send' });
      else if (event.type === 'slow') toast({ ...sendingSlowly, group, icon: 'clock', persistent: true, actions: <ReachUsNow chatText={chatText(event.values)} /> });
      else if (event.type === 'sent') {
        clearDraft(form);
        if (mounted.current) onSent();
        toast({ ...sent, group });
      } else if (event.type === 'failed') {
        console.error(event.error);
        const note = event.offline ? offlineNote : undefined;
        toast({ ...failed, group, variant: 'destructive', actions: <ReachUsNow note={note} chatText={chatText(event.values)} /> });
      }
    });
    return () => {
      mounted.current = false;
    };
  }, [machine, group, toast]);

  /** Sends the values once; a `trapped` form (a bot filled the spam trap) sees the success it expects, and nothing is sent. */
  const submit = (values: T, trapped = false) => {
    if (!trapped) return void machine.submit(values);
    clearDraft(options.form);
    options.onSent();
    toast({ ...options.sent, group });
  };

  /** Starts fetching the email client, so that pressing send does not wait for it. */
  const prepare = useCallback(() => void loadEmail().catch(() => {}), []);

  return { phase, sending: phase === 'sending', submit, cancelWait: machine.cancel, prepare };
}
