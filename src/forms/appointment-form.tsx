import { css } from '@linaria/core';
import { appointmentForm as text } from '../content/messages';
import { bookingDialogId, invokes, serviceSuggestionsId } from '../lib/dom';
import { button, narrow, oneColumnRules, secondary } from '../ui/kit';
import { FormField } from './field';
import { Honeypot } from './honeypot';
import { PrivacyNote } from './privacy-note';
import { SubmitButton } from './submit-button';
import { useForm } from './use-form';
import { WaitingNote } from './waiting-note';

const empty = { name: '', phone: '', service: '' };

/** The request form in the booking dialog: typing survives Cancel, a failed send and a reload; sent, it empties and the
 * dialog closes (src/forms/use-form.tsx). */
export function AppointmentForm() {
  const { form, field, phase, waiting } = useForm('appointment', empty, text);
  return (
    <form {...form} className={formClass} noValidate>
      <FormField {...field('name')} required autoComplete="name" />
      <FormField {...field('phone')} required type="tel" inputMode="tel" autoComplete="tel" />
      <FormField {...field('service')} required autoComplete="off" list={serviceSuggestionsId} />
      <Honeypot />
      <div className={actions}>
        <button type="button" className={`${button} ${secondary}`} {...invokes(bookingDialogId, 'close')}>
          {text.cancel}
        </button>
        <SubmitButton sending={phase === 'sending'} words={text} />
      </div>
      <WaitingNote {...waiting} />
      <PrivacyNote />
    </form>
  );
}

const formClass = css`
  ${oneColumnRules}
  gap: var(--space-4);
`;

const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-3);
  margin-top: var(--space-2);
  padding-top: var(--space-4);
  border-top: 1px solid var(--color-rule);
  /* Stacked on a phone in the order they are in the page, so Tab goes where the eye does. */
  ${narrow} {
    flex-direction: column;
    button {
      width: 100%;
    }
  }
`;
