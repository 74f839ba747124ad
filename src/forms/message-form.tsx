// The Message Us form of the contact page: name, email, phone and message, sent as the contact template.
import { css } from '@linaria/core';
import { contactForm as text, scriptOff } from '../content/messages';
import { letterCount } from '../lib/letters';
import { maxLengths } from '../lib/validation';
import { narrow, noScript, scriptless } from '../ui/kit';
import { Static } from '../ui/shell';
import { CountAnnouncer, FormField, MessageCounter } from './field';
import { Honeypot } from './honeypot';
import { PrivacyNote } from './privacy-note';
import { ReachUsInline } from './reach-us';
import { SubmitButton } from './submit-button';
import { useForm } from './use-form';
import { WaitingNote } from './waiting-note';

// `service` is part of a contact message's state, though no field shows it and it is never sent.
const empty = { name: '', email: '', phone: '', service: '', message: '' };

/** Success clears the fields; failure keeps them. Without scripting nothing sends, so the ways to reach us lead. */
export function MessageForm() {
  const { form, field, values, phase, waiting } = useForm('contact', empty, text);
  // What the message has left of its letters, none once past them (a paste before the code came may bring more).
  const left = Math.max(0, maxLengths.message - letterCount(values.message));
  return (
    <form {...form} className={formClass}>
      <div className={scriptless}>
        <Static id="message-no-script">{PRERENDER && <ReachUsInline lead={scriptOff.contact} />}</Static>
      </div>
      <div className={pair}>
        <FormField {...field('name')} required autoComplete="name" />
        <FormField {...field('email')} type="email" required autoComplete="email" />
      </div>
      <FormField {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
      <FormField {...field('message')} multiline required rows={5} note={<MessageCounter left={left} />} />
      <CountAnnouncer left={left} />
      <Honeypot />
      <div className={sendArea}>
        <SubmitButton sending={phase === 'sending'} words={text} />
        <WaitingNote {...waiting} />
      </div>
      <PrivacyNote />
    </form>
  );
}

const formClass = css`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-6);
  border: 1px solid var(--color-rule);
  border-radius: var(--radius-l);
  background: linear-gradient(180deg, var(--color-surface-warm), var(--color-surface) 9rem);
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
