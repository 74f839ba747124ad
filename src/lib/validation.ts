// The checks: each form's rules (one superstruct schema per form), the length limits, a refused field's messages.
import { coerce, define, object, string, validate, type Infer, type Struct } from 'superstruct';
import { appointmentMessages, contactMessages, tooLong } from '../content/messages';
import { asciiDigits, letterCount, visibleText } from './letters';

/**
 * `value` with its digits in ASCII and no spaces, dashes (a word processor's too), dots or brackets: "+91 (98450)
 * 12-345" is "+919845012345".
 */
const compact = (value: string) => asciiDigits(value.trim()).replace(/[\s\-\u2010-\u2015.()]/g, '');

/**
 * Whether E.164 digits are a number a call can reach: 10 to 15 digits and nothing else, the first no 0 (no country code
 * begins with one) and, after India's 91, ten digits, the first no 0 (a trunk 0 is left there, or a digit is missing or
 * extra, only by a typo).
 */
const reachable = (digits: string) => /^(?!0|91(?!\d{10}$)|910)\d{10,15}$/.test(digits);

/** Whether `value`, its separators set aside (spaces, dashes, dots, brackets: "+91 (98450) 12-345"), is a phone number. */
export const isPhoneNumber = (value: string) => reachable(normalizePhone(value));

/**
 * A phone number as E.164 digits, country code first and no "+", as wa.me takes it (the templates write the "+" of
 * tel:): after + or 00 the country code is kept (and India's trunk 0 dropped); 10 digits, or 0 and 10, are Indian.
 */
export function normalizePhone(value: string): string {
  const digits = compact(value);
  const international = /^(?:\+|00)(\d+)$/.exec(digits)?.[1];
  // India's trunk 0 after its 91, with + or 00 or without ("91 098450 12345"): no number begins 910 and ten digits.
  return (international ?? digits.replace(/^0?(?=\d{10}$)/, '91')).replace(/^910(?=\d{10}$)/, '91');
}

/** The most each field takes, as the browser counts `maxLength` (the inputs carry them); a message's in letters. */
export const maxLengths = { name: 100, phone: 25, service: 200, email: 254, message: 2000 } as const;

/** A field's `maxLength`: the message's, counted in letters by its code, is only a bound on what a paste can bring. */
export const inputMaxLength = (field: keyof typeof maxLengths) =>
  field === 'message' ? 4 * maxLengths.message : maxLengths[field];

/** `struct` for a string as it shows, trimmed (`visibleText`; `lines` keeps line breaks): nothing unseen is sent. */
const visible = <T>(struct: Struct<T>, lines = false) =>
  coerce(struct, string(), (value) => visibleText(value, lines).trim());

/**
 * A string of at least `min` letters once trimmed, joiners aside (they show nothing alone), else `short`; at most `max`
 * characters; `lines` as `visible`.
 */
const text = (min: number, max: number, short: string, count = (value: string) => value.length, lines = false) =>
  visible(
    define<string>(`text of ${min} to ${max}`, (value) => {
      if (typeof value !== 'string' || letterCount(value.replace(/[\u200C\u200D]/g, '')) < min) return short;
      return count(value) <= max || tooLong(max);
    }),
    lines,
  );

/** A phone number as `isPhoneNumber` reads it, sent as `normalizePhone` writes it; `optional` lets empty pass. */
const phone = (message: string, optional = false) =>
  coerce(
    define<string>('phone number', (value) => {
      if (typeof value !== 'string') return message;
      if (value.length > maxLengths.phone) return tooLong(maxLengths.phone);
      // Written as E.164 already (below): written so again, "+0 98450 12345" would pass as 98450 12345.
      return (optional && value === '') || reachable(value) || message;
    }),
    string(),
    (value) => normalizePhone(visibleText(value)),
  );

// The browser's type="email" domain, with a dot and TLD: "a@b" passes the browser, but no mail reaches it. Before the
// @, what mailboxes are named with (letters, digits, + - _, dots between them), not the ? & = % and quotes the
// browser also takes, with which an address can carry a query ("x?cc=…&body=…@evil.example").
const address =
  /^[a-zA-Z0-9_+-]+(?:\.[a-zA-Z0-9_+-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const topLevelDomain = /\.(?:[a-zA-Z]{2,}|xn--[a-zA-Z0-9-]+)$/;

/** An email address a message can reach; empty fails with `missing`, anything else unlike an address with `invalid`. */
const email = (missing: string, invalid: string) =>
  visible(
    define<string>('email address', (value) => {
      if (typeof value !== 'string' || value === '') return missing;
      if (value.length > maxLengths.email) return tooLong(maxLengths.email);
      return (address.test(value) && topLevelDomain.test(value)) || invalid;
    }),
  );

const schemas = {
  // A phone as isPhoneNumber reads it: ten to fifteen digits, and the separators people write.
  appointment: object({
    name: text(2, maxLengths.name, appointmentMessages.name),
    phone: phone(appointmentMessages.phone),
    service: text(1, maxLengths.service, appointmentMessages.service),
  }),
  // What the browser lets through: a blank name or message, "a@b", a non-phone.
  contact: object({
    name: text(1, maxLengths.name, contactMessages.name),
    email: email(contactMessages.emailMissing, contactMessages.emailInvalid),
    phone: phone(contactMessages.phone, true),
    message: text(1, maxLengths.message, contactMessages.message, letterCount, true),
  }),
};

/** The two forms that send, by their names in the page. */
export type FormName = keyof typeof schemas;

/** Each invalid field's message. */
export type Errors = Record<string, string>;

const options = { coerce: true, mask: true };

/** Form `form`'s trimmed values (other keys left out) when valid, else each invalid field's first message. */
export function check(form: FormName, input: Record<string, unknown>) {
  const [error, value] = validate(input, schemas[form] as Struct<Infer<(typeof schemas)[FormName]>>, options);
  if (!error) return { ok: true as const, value };
  const errors: Errors = {};
  for (const failure of error.failures()) errors[String(failure.path[0])] ??= failure.message;
  return { ok: false as const, errors };
}
