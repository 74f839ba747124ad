import { css } from '@linaria/core';
import { useLayoutEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { contactChatText, contactForm as text, messageFailed, messageSent } from '../../content/messages';
import { holdSubmitAttribute } from '../../early/hold-submits';
import { checkContact, maxLengths, type ContactField, type Errors } from '../../lib/validation';
import { applyValidity, messagesOf } from './contact-validity';
import { narrow, noScript } from '../../styles/media';
import { fieldProps, FormField } from './form-field';
import { Honeypot, honeypotTripped } from './honeypot';
import { CountAnnouncer, MessageCounter } from './message-counter';
import { PrivacyNote } from './privacy-note';
import { ReachUsInstead } from './reach-us-instead';
import { SubmitButton } from './submit-button';
import { useFormSend } from './use-form-send';
import { useLiveForm } from './use-live-form';
import { WaitingNote } from './waiting-note';

/** A contact message's state. `service` is held here but is not a field and is never sent. */
type ContactState = { name: string; email: string; phone: string; service: string; message: string };

const empty: ContactState = { name: '', email: '', phone: '', service: '', message: '' };

/** The Message Us form: constraint validation plus setCustomValidity, errors by each field; success clears, failure keeps. */
export function MessageUsForm() {
  const [errors, setErrors] = useState<Errors<ContactField>>({});
  // After the first attempt, messages follow the typing, so a fixed field loses its message at once.
  const [attempted, setAttempted] = useState(false);

  const { phase, sending, submit, cancelWait, prepare } = useFormSend<ContactState>({
    form: 'contact',
    send: (email, { name, email: address, phone, message }) => email.sendContactMessage({ name, email: address, phone, message }),
    sent: messageSent,
    failed: messageFailed,
    chatText: contactChatText,
    onSent: () => {
      setValues(empty);
      setAttempted(false);
      setErrors({});
    },
  });

  /** Sends the values if the browser finds the form valid; else it shows why, beside each field and in focus. */
  const trySubmit = (current: ContactState) => {
    const form = ref.current!;
    if (honeypotTripped(form, Object.values(current))) return submit(current, true);
    applyValidity(form, current);
    const result = checkContact(current);
    if (!form.reportValidity() || !result.ok) return;
    void submit({ ...current, ...result.value });
  };

  const { ref, values, setValues } = useLiveForm('contact', empty, trySubmit);

  // The browser's validity follows the values, and after an attempt so do the messages beside the fields.
  useLayoutEffect(() => {
    const form = ref.current!;
    applyValidity(form, values);
    if (attempted) setErrors(messagesOf(form));
  }, [ref, values, attempted]);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (phase === 'waiting') cancelWait();
    setValues({ ...values, [event.target.name]: event.target.value });
  };

  const handleInvalid = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setAttempted(true);
    const { name, validationMessage } = event.currentTarget;
    setErrors((current) => ({ ...current, [name]: validationMessage }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    trySubmit(values);
  };

  const field = (name: ContactField) => ({
    ...fieldProps(name, text, { values, errors, sending }),
    onChange: handleChange,
    onInvalid: handleInvalid,
  });

  // method="dialog": should a submit ever get past the page's code, it never navigates, so no detail lands in a URL.
  return (
    <form ref={ref} name="contact" className={form} method="dialog" onSubmit={handleSubmit} onFocus={prepare} {...{ [holdSubmitAttribute]: '' }}>
      <div className={pair}>
        <FormField {...field('name')} required autoComplete="name" />
        <FormField {...field('email')} type="email" required autoComplete="email" />
      </div>
      <FormField {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" optional={text.phone.optional} />
      <FormField {...field('message')} multiline required rows={5} note={<MessageCounter length={values.message.length} max={maxLengths.message} />} />
      <CountAnnouncer length={values.message.length} max={maxLengths.message} />
      <Honeypot />
      <div className={sendArea}>
        <SubmitButton sending={sending} label={text.submit} sendingLabel={text.sending} />
        <WaitingNote waiting={phase === 'waiting'} onCancel={cancelWait} />
      </div>
      <PrivacyNote />
      <div className={noScriptOnly}>
        <ReachUsInstead lead={text.noScript} />
      </div>
    </form>
  );
}

const form = css`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-6);
  border: 1px solid var(--cloud);
  border-radius: var(--radius-l);
  background: linear-gradient(180deg, var(--sand-100), var(--paper) 9rem);
  box-shadow: var(--shadow-s);
  container-type: inline-size;
  ${narrow} {
    padding: var(--space-5) var(--space-4);
  }
`;

// Two columns only where each is wide enough for its placeholder: by the form's own width, not the window's.
const pair = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--space-4);
  @container (min-width: 30rem) {
    grid-template-columns: 1fr 1fr;
  }
`;

const sendArea = css`
  display: grid;
  justify-items: start;
  ${noScript} {
    display: none;
  }
  ${narrow} {
    justify-items: stretch;
  }
`;

// Scripting off, nothing here can send: the ways to reach the clinic take the button's place.
const noScriptOnly = css`
  display: none;
  ${noScript} {
    display: block;
  }
`;
