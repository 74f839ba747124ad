// The checks: each form's rules (one superstruct schema per form), the length limits, a refused field's messages.
import { coerce, define, object, string, trimmed, validate, type Infer, type Struct } from 'superstruct';
import { appointmentMessages, contactMessages, tooLong } from '../content/messages';
import { asciiDigits, letterCount } from './letters';

/** A phone number as the clinic dials it: ASCII digits and a leading + only; an Indian number without its +91. */
export function normalizePhone(value: string): string {
  const compact = asciiDigits(value.trim()).replace(/[\s\-.()]/g, '');
  return compact.replace(/^(?:\+|00)91(?=\d{10}$)/, '');
}

/** Whether `value` is 10+ digits with only spaces, dashes, dots, brackets and one leading + ("+91 (98450) 12-345"). */
export const isPhoneNumber = (value: string) => /^\+?[0-9]{10,}$/.test(normalizePhone(value));

/** The most each field takes, as the browser counts `maxLength` (the inputs carry them); a message's in letters. */
export const maxLengths = { name: 100, phone: 25, service: 200, email: 254, message: 2000 } as const;

/** A field's `maxLength`: the message's, counted in letters by its code, is only a bound on what a paste can bring. */
export const inputMaxLength = (field: keyof typeof maxLengths) =>
  field === 'message' ? 4 * maxLengths.message : maxLengths[field];

/** A string of at least `min` letters once trimmed (else `empty` or `short`), at most `max` characters. */
const text = (min: number, max: number, short: string, empty = short, count = (value: string) => value.length) =>
  trimmed(
    define<string>(`text of ${min} to ${max}`, (value) => {
      if (typeof value !== 'string' || value === '') return empty;
      if (letterCount(value) < min) return short;
      return count(value) <= max || tooLong(max);
    }),
  );

/** A phone number as `isPhoneNumber` reads it, sent as `normalizePhone` writes it; `optional` lets empty pass. */
const phone = (message: string, optional = false) =>
  coerce(
    define<string>('phone number', (value) => {
      if (typeof value !== 'string') return message;
      if (value.length > maxLengths.phone) return tooLong(maxLengths.phone);
      return (optional && value === '') || isPhoneNumber(value) || message;
    }),
    string(),
    normalizePhone,
  );

// The browser's type="email" pattern plus a dot and TLD after the @: "a@b" passes the browser, but no mail reaches it.
const browserEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
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

const schemas = {
  // A phone needs ten digits and nothing else.
  appointment: object({
    name: text(2, maxLengths.name, appointmentMessages.name, appointmentMessages.nameEmpty),
    phone: phone(appointmentMessages.phone),
    service: text(1, maxLengths.service, appointmentMessages.service),
  }),
  // What the browser lets through: a blank name or message, "a@b", a non-phone.
  contact: object({
    name: text(1, maxLengths.name, contactMessages.name),
    email: email(contactMessages.emailMissing, contactMessages.emailInvalid),
    phone: phone(contactMessages.phone, true),
    message: text(1, maxLengths.message, contactMessages.message, contactMessages.message, letterCount),
  }),
};

/** The two forms that send, by their names in the page. */
export type FormName = keyof typeof schemas;

/** Each invalid field's message. */
export type Errors = Record<string, string>;

/** Form `form`'s trimmed values (other keys left out) when valid, else each invalid field's first message. */
export function check<F extends FormName>(
  form: F,
  input: Record<string, unknown>,
): { ok: true; value: Infer<(typeof schemas)[F]> } | { ok: false; errors: Errors } {
  const [error, value] = validate(input, schemas[form] as Struct<Infer<(typeof schemas)[F]>>, {
    coerce: true,
    mask: true,
  });
  if (!error) return { ok: true, value };
  const errors: Errors = {};
  for (const failure of error.failures()) errors[String(failure.path[0])] ??= failure.message;
  return { ok: false, errors };
}
