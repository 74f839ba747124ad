import { define, object, trimmed, validate, type Infer, type Struct } from 'superstruct';
import { appointmentMessages, contactMessages, tooLong } from '../content/validation';

/** What people write between the digits of a phone number, and a leading +, none of which count as digits. */
const separators = /[\s\-.()]/g;

/** How many digits a phone number needs: ten, the length of an Indian mobile number without its country code. */
const phoneMinDigits = 10;

/** Whether `value` is 10+ digits with only spaces, dashes, dots, brackets and one leading + ("+91 (98450) 12-345"). */
export function isPhoneNumber(value: string): boolean {
  const digits = value.trim().replace(/^\+/, '').replace(separators, '');
  return /^[0-9]+$/.test(digits) && digits.length >= phoneMinDigits;
}

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

/** Each form's rules, by the form's name in the page: what a form sends is what its schema keeps. */
export const schemas = { appointment: Appointment, contact: Contact } as const;

/** The two forms that send. */
export type FormName = keyof typeof schemas;

/** Each invalid field's message. */
export type Errors = Record<string, string>;

/** The outcome of a check: the trimmed values when valid, else the message of every invalid field. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Errors };

/** Validates `input` against form `form`'s schema (other keys it holds are left out), keeping each field's first message. */
export function check<F extends FormName>(form: F, input: Record<string, unknown>): Checked<Infer<(typeof schemas)[F]>> {
  const [error, value] = validate(input, schemas[form] as Struct<Infer<(typeof schemas)[F]>>, { coerce: true, mask: true });
  if (!error) return { ok: true, value };
  const errors: Errors = {};
  for (const failure of error.failures()) errors[String(failure.path[0])] ??= failure.message;
  return { ok: false, errors };
}
