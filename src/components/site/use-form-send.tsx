import { useCallback, useId, useRef, useState } from 'react';
import { sendTooSoon, type ToastText } from '../../content/messages';
import { ReachUsNow } from './reach-us-now';
import { useToast, warmToasts } from '../ui/toast';

type EmailModule = typeof import('../../lib/email');

// The email client is fetched when a visitor starts on a form, never on first paint.
const loadEmail = (): Promise<EmailModule> => import('../../lib/email');

type Options<T> = {
  /** Sends the values with the email module. */
  send: (email: EmailModule, values: T) => Promise<void>;
  /** The toast of an accepted send. */
  sent: ToastText;
  /** The destructive toast of a failed send. */
  failed: ToastText;
  /** What a failed send prefills in the chat link, so the visitor need not type it again. */
  chatText: (values: T) => string;
  /** Runs after an accepted send, before focus moves on: reset the form, close the dialog. */
  onSent: () => void;
};

/** The send lifecycle both forms share: one request per submit, then the outcome toast; a failure keeps every value. */
export function useFormSend<T>({ send, sent, failed, chatText, onSent }: Options<T>) {
  const toast = useToast();
  // This form's toasts replace each other: a success clears the failure before it, a retry's failure the last one.
  const group = useId();
  const [sending, setSending] = useState(false);
  // A ref, not state: a second click or Enter in the same frame must see the first one.
  const inFlight = useRef(false);

  /** Sends the values once; a filled `honeypot` means a bot: it sees the success it expects, and nothing is sent. */
  const submit = async (values: T, honeypot = '') => {
    if (inFlight.current) return;
    if (honeypot) {
      onSent();
      toast({ ...sent, group });
      return;
    }
    inFlight.current = true;
    setSending(true);
    let email: EmailModule | undefined;
    try {
      email = await loadEmail();
      await send(email, values);
      onSent();
      toast({ ...sent, group });
    } catch (error) {
      if (email && error instanceof email.ThrottledError) {
        toast({ ...sendTooSoon, group });
        return;
      }
      console.error(error);
      toast({ ...failed, group, variant: 'destructive', actions: <ReachUsNow chatText={chatText(values)} /> });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  /** Starts fetching the email client, so that pressing send does not wait for it. */
  const prepare = useCallback(() => {
    loadEmail().catch(() => {});
    warmToasts();
  }, []);

  return { sending, submit, prepare };
}
