import { css } from '@linaria/core';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { appointmentChatText, appointmentFailed, appointmentForm as text, appointmentSent } from '../../content/messages';
import { checkAppointment, type Appointment, type AppointmentErrors, type AppointmentField } from '../../lib/validation';
import { narrow } from '../../styles/media';
import { button, secondary } from '../../styles/ui';
import { invokes } from '../ui/commands';
import { FormField, Honeypot, honeypotValue, SubmitButton } from './form-field';
import { useFormSend } from './use-form-send';

const empty: Appointment = { name: '', phone: '', service: '' };
const order: AppointmentField[] = ['name', 'phone', 'service'];

/**
 * The appointment request form inside the dialog `dialogId` (spec §2, §4, §5). What the visitor typed
 * survives Cancel and a failed send; only an accepted request clears it and closes the dialog.
 */
export function AppointmentForm({ dialogId }: { dialogId: string }) {
  const [values, setValues] = useState(empty);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<AppointmentErrors>({});
  // After the first attempt, messages follow the typing, so a fixed field loses its message at once.
  const [attempted, setAttempted] = useState(false);
  const inputs = { name: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null), service: useRef<HTMLInputElement>(null) };

  const { sending, submit, prepare } = useFormSend<Appointment>({
    send: (email, request) => email.sendAppointment(request),
    sent: appointmentSent,
    failed: appointmentFailed,
    chatText: appointmentChatText,
    onSent: () => {
      setValues(empty);
      setAttempted(false);
      formRef.current?.closest('dialog')?.close();
    },
  });

  // However the dialog closes (Cancel, Close, Escape, a tap outside), it opens again without old messages.
  useEffect(() => {
    const dialog = formRef.current?.closest('dialog');
    const reset = () => {
      setErrors({});
      setAttempted(false);
    };
    dialog?.addEventListener('close', reset);
    return () => dialog?.removeEventListener('close', reset);
  }, []);

  const handleChange = (field: AppointmentField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (attempted) {
      const result = checkAppointment(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = honeypotValue(event.currentTarget);
    if (trap) return void submit(values, trap);
    const result = checkAppointment(values);
    setAttempted(true);
    if (!result.ok) {
      setErrors(result.errors);
      inputs[order.find((field) => result.errors[field])!].current?.focus();
      return;
    }
    setErrors({});
    void submit(result.value);
  };

  const field = (name: AppointmentField) => ({
    inputRef: inputs[name],
    name,
    label: text[name].label,
    placeholder: text[name].placeholder,
    value: values[name],
    error: errors[name],
    onChange: handleChange(name),
    readOnly: sending,
    required: true,
  });

  return (
    <form ref={formRef} className={form} noValidate onSubmit={handleSubmit} onFocus={prepare}>
      <FormField {...field('name')} autoComplete="name" />
      <FormField {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
      <FormField {...field('service')} autoComplete="off" />
      <Honeypot />
      <div className={actions}>
        <button type="button" className={`${button} ${secondary}`} {...invokes(dialogId, 'close')}>
          {text.cancel}
        </button>
        <SubmitButton sending={sending} label={text.submit} sendingLabel={text.sending} />
      </div>
    </form>
  );
}

const form = css`
  display: grid;
  gap: var(--space-4);
`;

const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-3);
  margin-top: var(--space-2);
  padding-top: var(--space-4);
  border-top: 1px solid var(--cloud);
  ${narrow} {
    flex-direction: column-reverse;
    button {
      width: 100%;
    }
  }
`;
