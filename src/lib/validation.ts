import { define, object, trimmed, validate, type Describe, type Infer, type Struct } from 'superstruct';
import { appointmentMessages, contactMessages, tooLong } from '../content/validation';
import { isPhoneNumber } from './phone';

/** The most each field takes, counted as the browser counts `maxLength` (the inputs carry the same limits). */
export const maxLengths = { name: 100, phone: 25, service: 200, email: 254, message: 2000 } as const;

/** A string of at least `min` characters once trimmed, at most `max`; anything else fails with `message`. */
const text = (min: number, max: number, message: string) =>
  trimmed(
    define<string>(`text of ${min} to ${max}`, (value) => {
      if (typeof value !== 'string' || [...value].length < min) return message;
      return value.length <= max || tooLong(max);
    }),
  );

/** A phone number as `isPhoneNumber` reads it; with `optional`, an empty one passes too. */
const phone = (message: string, optional = false) =>
  trimmed(
    define<string>('phone number', (value) => {
      if (typeof value !== 'string') return message;
      if (value.length > maxLengths.phone) return tooLong(maxLengths.phone);
      return (optional && value === '') || isPhoneNumber(value) || message;
    }),
  );

// The browser's type="email" pattern plus a dot and TLD after the @: "a@b" passes the browser, but no mail reaches it.
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const topLevelDomain = /\.(?:[a-zA-Z]{2,}|xn--[a-zA-Z0-9-]+)$/;

/** An email address a message can reach; empty fails with `missing`, anything else unlike an address with `invalid`. */
const email = (missing: string, invalid: string) =>
  trimmed(
    define<string>('email address', (value) => {
      if (typeof value !== 'string' || value === '') return missing;
      if (value.length > maxLengths.email) return tooLong(maxLengths.email);
      return (browserEmail.test(value) && topLevelDomain.test(value)) || invalid;
    }),
  );

/** The appointment form's rules and their messages, word for word; a phone needs ten digits and nothing else. */
export const Appointment = object({
  name: text(2, maxLengths.name, appointmentMessages.name),
  phone: phone(appointmentMessages.phone),
  service: text(1, maxLengths.service, appointmentMessages.service),
});
export type Appointment = Infer<typeof Appointment>;

/** Message Us rules for what the browser lets through (blank name or message, "a@b", a non-phone), with their words. */
export const Contact = object({
  name: text(1, maxLengths.name, contactMessages.name),
  email: email(contactMessages.emailMissing, contactMessages.emailInvalid),
  phone: phone(contactMessages.phone, true),
  message: text(1, maxLengths.message, contactMessages.message),
});
export type Contact = Infer<typeof Contact>;

/** The appointment form's fields, in the order they are shown. */
export type AppointmentField = keyof Appointment;

/** The Message Us form's fields, in the order they are shown. */
export type ContactField = keyof Contact;

/** What the appointment form holds before validation: any value per field. */
export type AppointmentInput = Record<AppointmentField, unknown>;

/** Each invalid field's message. */
export type Errors<F extends string> = Partial<Record<F, string>>;

/** The outcome of a check: the trimmed values when valid, else the message of every invalid field. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Errors<keyof T & string> };

/** Validates `input` against `schema` (other keys a form holds are left out), keeping the first message of each field. */
function check<T extends Record<string, string>>(input: Record<keyof T, unknown>, schema: Struct<T> | Describe<T>): Checked<T> {
  const [error, value] = validate(input, schema as Struct<T>, { coerce: true, mask: true });
  if (!error) return { ok: true, value };
  const errors: Errors<keyof T & string> = {};
  for (const failure of error.failures()) errors[failure.path[0] as keyof T & string] ??= failure.message;
  return { ok: false, errors };
}

/** Checks an appointment request: its trimmed values when valid, else the message of every invalid field. */
export function checkAppointment(input: AppointmentInput): Checked<Appointment> {
  return check(input, Appointment);
}

/** Checks a contact message: its trimmed values when valid, else the message of every invalid field. */
export function checkContact(input: Record<ContactField, unknown>): Checked<Contact> {
  return check(input, Contact);
}
