import { define, object, trimmed, validate, type Infer } from 'superstruct';

/** A string of at least `min` characters once trimmed; anything else fails with `message`, the text under its field. */
const text = (min: number, message: string) =>
  trimmed(define<string>(`text of at least ${min}`, (value) => (typeof value === 'string' && [...value].length >= min) || message));

/** Spec §5: the appointment form's rules and their messages, word for word. */
export const Appointment = object({
  name: text(2, 'Name must be at least 2 characters'),
  phone: text(10, 'Please enter a valid phone number'),
  service: text(1, 'Please specify the service needed'),
});
export type Appointment = Infer<typeof Appointment>;

/** The appointment form's fields, in the order they are shown. */
export type AppointmentField = keyof Appointment;

/** What the form holds before validation: any value per field. */
export type AppointmentInput = Record<AppointmentField, unknown>;

/** Each invalid field's message. */
export type AppointmentErrors = Partial<Record<AppointmentField, string>>;

/** Checks an appointment request: its trimmed values when valid, else the message of every invalid field. */
export function checkAppointment(input: AppointmentInput): { ok: true; value: Appointment } | { ok: false; errors: AppointmentErrors } {
  const [error, value] = validate(input, Appointment, { coerce: true });
  if (!error) return { ok: true, value };
  const errors: AppointmentErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path[0] as AppointmentField;
    errors[field] ??= failure.message;
  }
  return { ok: false, errors };
}
