import { css } from '@linaria/core';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { config } from '../../config';
import { contactChatText, contactForm as text, messageFailed, messageSent } from '../../content/messages';
import { emailHref, phoneHref } from '../../lib/links';
import { narrow, noScript } from '../../styles/media';
import { FormField, Honeypot, honeypotValue, SubmitButton } from './form-field';
import { useFormSend } from './use-form-send';

/** Spec §3: a contact message's state. `service` is held here but is not a field and is never sent. */
type ContactState = { name: string; email: string; phone: string; service: string; message: string };

const empty: ContactState = { name: '', email: '', phone: '', service: '', message: '' };

/** The Message Us form (spec §2, §5): the browser checks name, email and message; success clears it, failure keeps it. */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  // The prerendered form cannot send until this code runs: its button stays disabled until then.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const { sending, submit, prepare } = useFormSend<ContactState>({
    send: (email, message) => email.sendContactMessage(message),
    sent: messageSent,
    failed: messageFailed,
    chatText: contactChatText,
    onSent: () => setValues(empty),
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values, honeypotValue(event.currentTarget));
  };

  const field = (name: Exclude<keyof ContactState, 'service'>) => ({
    name,
    label: text[name].label,
    placeholder: text[name].placeholder,
    value: values[name],
    onChange: handleChange,
    readOnly: sending,
  });

  return (
    <form className={form} onSubmit={handleSubmit} onFocus={prepare}>
      <div className={pair}>
        <FormField {...field('name')} required autoComplete="name" />
        <FormField {...field('email')} type="email" required autoComplete="email" />
      </div>
      <FormField {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" optional={text.phone.optional} />
      <FormField {...field('message')} multiline required rows={5} />
      <Honeypot />
      <div className={submitRow}>
        <SubmitButton sending={sending} label={text.submit} sendingLabel={text.sending} disabled={!ready} />
      </div>
      <p className={noScriptNote}>
        {text.noScript} <a href={phoneHref}>{config.phone.display}</a> · <a href={emailHref}>{config.email}</a>
      </p>
    </form>
  );
}

const form = css`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-6);
  border: 1px solid var(--cloud);
  border-radius: var(--radius-l);
  background: linear-gradient(180deg, var(--sand-100), #fff 9rem);
  box-shadow: var(--shadow-s);
  ${narrow} {
    padding: var(--space-5) var(--space-4);
  }
`;

const pair = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--space-4);
  ${narrow} {
    grid-template-columns: 1fr;
  }
`;

const submitRow = css`
  display: flex;
  justify-content: flex-start;
  ${noScript} {
    display: none;
  }
  ${narrow} {
    button {
      width: 100%;
    }
  }
`;

const noScriptNote = css`
  display: none;
  ${noScript} {
    display: block;
    padding: var(--space-3) var(--space-4);
    border-radius: var(--radius-s);
    background: var(--teal-50);
    border: 1px solid var(--teal-100);
    font-size: var(--text-s);
    color: var(--ink);
    a {
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    a[href^='tel:'] {
      white-space: nowrap;
    }
  }
`;
