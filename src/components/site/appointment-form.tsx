import { css } from '@linaria/core';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { appointmentChatText, appointmentFailed, appointmentForm as text, appointmentSent } from '../../content/messages';
import { holdSubmitAttribute } from '../../early/hold-submits';
import { checkAppointment, type Appointment, type AppointmentField, type Errors } from '../../lib/validation';
import { narrow } from '../../styles/media';
import { button, oneColumnRules, secondary } from '../../styles/ui';
import { invokes } from '../ui/commands';
import { fieldProps, FormField } from './form-field';
import { Honeypot, honeypotTripped } from './honeypot';
import { PrivacyNote } from './privacy-note';
import { SubmitButton } from './submit-button';
import { useFormSend } from './use-form-send';
import { useLiveForm } from './use-live-form';
import { WaitingNote } from './waiting-note';

/** The id of the list of services the service field suggests (`service-suggestions.tsx`, prerendered on every page). */
export const serviceSuggestionsId = 'service-suggestions';

const empty: Appointment = { name: '', phone: '', service: '' };
const order: AppointmentField[] = ['name', 'phone', 'service'];

/** The request form in dialog `dialogId`: typing survives Cancel, a failed send and a reload; a sent request clears it. */
export function AppointmentForm({ dialogId }: { dialogId: string }) {
  const [errors, setErrors] = useState<Errors<AppointmentField>>({});
  // After the first attempt, messages follow the typing, so a fixed field loses its message at once.
  const [attempted, setAttempted] = useState(false);
  const inputs = { name: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null), service: useRef<HTMLInputElement>(null) };

  const { phase, sending, submit, cancelWait, prepare } = useFormSend<Appointment>({
    form: 'appointment',
    send: (email, request) => email.sendAppointment(request),
    sent: appointmentSent,
    failed: appointmentFailed,
    chatText: appointmentChatText,
    onSent: () => {
      setValues(empty);
      setAttempted(false);
      ref.current?.closest('dialog')?.close();
    },
  });

  /** Sends the request if it is valid; else shows each message under its field and focuses the first. */
  const trySubmit = (current: Appointment) => {
    if (honeypotTripped(ref.current!, Object.values(current))) return submit(current, true);
    const result = checkAppointment(current);
    setAttempted(true);
    if (!result.ok) {
      setErrors(result.errors);
      inputs[order.find((field) => result.errors[field])!].current?.focus();
      return;
    }
    setErrors({});
    submit(result.value);
  };

  const { ref, values, setValues } = useLiveForm('appointment', empty, trySubmit);

  // However the dialog closes (Cancel, Close, Escape, a tap outside), it opens again without old messages.
  useEffect(() => {
    const dialog = ref.current?.closest('dialog');
    const reset = () => {
      setErrors({});
      setAttempted(false);
    };
    dialog?.addEventListener('close', reset);
    return () => dialog?.removeEventListener('close', reset);
  }, [ref]);

  const handleChange = (field: AppointmentField) => (event: ChangeEvent<HTMLInputElement>) => {
    if (phase === 'waiting') cancelWait();
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (attempted) {
      const result = checkAppointment(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    trySubmit(values);
  };

  const field = (name: AppointmentField) => ({
    ...fieldProps(name, text, { values, errors, sending }),
    inputRef: inputs[name],
    onChange: handleChange(name),
    required: true,
  });

  // method="dialog": should a submit ever get past the page's code, it never navigates, so no detail lands in a URL.
  return (
    <form ref={ref} name="appointment" className={form} method="dialog" noValidate onSubmit={handleSubmit} onFocus={prepare} {...{ [holdSubmitAttribute]: '' }}>
      <FormField {...field('name')} autoComplete="name" />
      <FormField {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
      <FormField {...field('service')} autoComplete="off" list={serviceSuggestionsId} />
      <Honeypot />
      <div className={actions}>
        <button type="button" className={`${button} ${secondary}`} {...invokes(dialogId, 'close')}>
          {text.cancel}
        </button>
        <SubmitButton sending={sending} label={text.submit} sendingLabel={text.sending} />
      </div>
      <WaitingNote waiting={phase === 'waiting'} onCancel={cancelWait} />
      <PrivacyNote />
    </form>
  );
}

const form = css`
  ${oneColumnRules}
  gap: var(--space-4);
`;

const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-3);
  margin-top: var(--space-2);
  padding-top: var(--space-4);
  border-top: 1px solid var(--cloud);
  /* Stacked on a phone in the order they are in the page, so Tab goes where the eye does. */
  ${narrow} {
    flex-direction: column;
    button {
      width: 100%;
    }
  }
`;
