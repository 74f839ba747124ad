import { describe, expect, it } from 'vitest';
import { checkAppointment, checkContact, maxLengths } from '../../../src/lib/validation';

// The appointment form's messages, quoted: the one place the tests pin their wording.
const nameMessage = 'Name must be at least 2 characters';
const phoneMessage = 'Please enter a valid phone number';
const serviceMessage = 'Please specify the service needed';

const valid = { name: 'Asha Rao', phone: '+91 98450 12345', service: 'Teeth whitening' };

describe('the appointment schema', () => {
  it('accepts a complete request and returns its values', () => {
    expect(checkAppointment(valid)).toEqual({ ok: true, value: valid });
  });

  it('gives every field its message when the form is empty', () => {
    expect(checkAppointment({ name: '', phone: '', service: '' })).toEqual({
      ok: false,
      errors: { name: nameMessage, phone: phoneMessage, service: serviceMessage },
    });
  });

  it('leaves out whatever else the form holds', () => {
    expect(checkAppointment({ ...valid, email: 'x@example.com' } as typeof valid)).toEqual({ ok: true, value: valid });
  });

  describe('name', () => {
    it('rejects 1 character', () => {
      expect(checkAppointment({ ...valid, name: 'A' })).toEqual({ ok: false, errors: { name: nameMessage } });
    });
    it('accepts 2 characters', () => {
      expect(checkAppointment({ ...valid, name: 'Al' }).ok).toBe(true);
    });
    it('counts characters, not UTF-16 units: one emoji is one character, too short', () => {
      expect(checkAppointment({ ...valid, name: '😀' })).toEqual({ ok: false, errors: { name: nameMessage } });
    });
    it('takes a name in any script, exactly as typed', () => {
      expect(checkAppointment({ ...valid, name: 'ಆಶಾ ರಾವ್' })).toEqual({ ok: true, value: { ...valid, name: 'ಆಶಾ ರಾವ್' } });
    });
  });

  describe('phone', () => {
    it('rejects 9 digits', () => {
      expect(checkAppointment({ ...valid, phone: '987654321' })).toEqual({ ok: false, errors: { phone: phoneMessage } });
    });
    it('accepts 10 digits', () => {
      expect(checkAppointment({ ...valid, phone: '9876543210' }).ok).toBe(true);
    });
    it.each(['abcdefghij', '!!!!!!!!!!', '98765-4321', '+91 9876 543'])('rejects "%s" with the same message: fewer than ten digits, or not a phone', (phone) => {
      expect(checkAppointment({ ...valid, phone })).toEqual({ ok: false, errors: { phone: phoneMessage } });
    });
    it('accepts spaces, dashes, dots, brackets and a leading +, and sends the number as typed', () => {
      expect(checkAppointment({ ...valid, phone: '+91 (98450) 12-3.45' })).toEqual({ ok: true, value: { ...valid, phone: '+91 (98450) 12-3.45' } });
    });
  });

  describe('service', () => {
    it('rejects 0 characters', () => {
      expect(checkAppointment({ ...valid, service: '' })).toEqual({ ok: false, errors: { service: serviceMessage } });
    });
    it('accepts 1 character', () => {
      expect(checkAppointment({ ...valid, service: 'X' }).ok).toBe(true);
    });
  });

  describe('surrounding whitespace', () => {
    it('is trimmed before the rules apply: "  A  " is too short a name', () => {
      expect(checkAppointment({ ...valid, name: '  A  ' })).toEqual({ ok: false, errors: { name: nameMessage } });
    });
    it('does not count towards the phone: " 987654321 " is 9 digits', () => {
      expect(checkAppointment({ ...valid, phone: ' 987654321 ' })).toEqual({ ok: false, errors: { phone: phoneMessage } });
    });
    it('makes a service of only spaces empty', () => {
      expect(checkAppointment({ ...valid, service: ' \t\n ' })).toEqual({ ok: false, errors: { service: serviceMessage } });
    });
    it('is removed from the values that are sent', () => {
      expect(checkAppointment({ name: '  Asha Rao ', phone: ' 9876543210\n', service: '\tCleaning ' })).toEqual({
        ok: true,
        value: { name: 'Asha Rao', phone: '9876543210', service: 'Cleaning' },
      });
    });
    it('inside a value is kept', () => {
      expect(checkAppointment({ ...valid, name: 'A B' })).toEqual({ ok: true, value: { ...valid, name: 'A B' } });
    });
  });

  describe('the longest values', () => {
    it.each([
      ['name', maxLengths.name],
      ['service', maxLengths.service],
    ] as const)('takes a %s of exactly its limit and refuses one character more', (field, max) => {
      expect(checkAppointment({ ...valid, [field]: 'x'.repeat(max) }).ok).toBe(true);
      expect(checkAppointment({ ...valid, [field]: 'x'.repeat(max + 1) })).toEqual({
        ok: false,
        errors: { [field]: `Please keep this to ${max.toLocaleString('en-IN')} characters or fewer` },
      });
    });
    it(`refuses a phone longer than ${maxLengths.phone} characters`, () => {
      expect(checkAppointment({ ...valid, phone: '9'.repeat(maxLengths.phone + 1) }).ok).toBe(false);
    });
  });

  describe('input that is not a string', () => {
    it('fails each field with its own message', () => {
      expect(checkAppointment({ name: 42, phone: 9876543210, service: null })).toEqual({
        ok: false,
        errors: { name: nameMessage, phone: phoneMessage, service: serviceMessage },
      });
    });
    it('treats a missing field as invalid', () => {
      expect(checkAppointment({ name: undefined, phone: ['9876543210'], service: { service: 'x' } })).toEqual({
        ok: false,
        errors: { name: nameMessage, phone: phoneMessage, service: serviceMessage },
      });
    });
  });
});

describe('the Message Us schema', () => {
  const message = { name: 'Asha Rao', email: 'asha@example.com', phone: '', message: 'Do you open on Sundays?' };

  it('accepts a message without a phone, and sends the trimmed values', () => {
    expect(checkContact({ name: ' Asha Rao ', email: ' asha@example.com', phone: ' ', message: ' Do you open on Sundays?\n' })).toEqual({ ok: true, value: message });
  });

  it('leaves out the service the form holds but never sends', () => {
    expect(checkContact({ ...message, service: 'Braces' } as typeof message)).toEqual({ ok: true, value: message });
  });

  it('rejects a name or a message of only spaces, which the browser lets through', () => {
    expect(checkContact({ ...message, name: '   ', message: ' \n\t ' })).toEqual({
      ok: false,
      errors: { name: 'Please enter your name', message: 'Please write your message' },
    });
  });

  it.each(['a@b', 'asha@localhost', 'asha@example.', 'asha@example.c', 'asha example.com', 'asha@@example.com', ''])('rejects "%s" as an email address', (email) => {
    const result = checkContact({ ...message, email });
    expect(result.ok).toBe(false);
    expect(result.ok || result.errors.email).toMatch(email ? /^Please enter a full email address/ : /^Please enter your email address$/);
  });

  it.each(['asha@example.com', 'a.rao+clinic@mail.example.co.in', 'asha@xn--h2brj9c.xn--h2brj9c'])('accepts "%s"', (email) => {
    expect(checkContact({ ...message, email }).ok).toBe(true);
  });

  it('takes a phone if given only when it is one, with the appointment form’s message', () => {
    expect(checkContact({ ...message, phone: 'not a phone' })).toEqual({ ok: false, errors: { phone: phoneMessage } });
    expect(checkContact({ ...message, phone: '+91 98450 12345' }).ok).toBe(true);
  });

  it(`takes a message of ${maxLengths.message} characters and refuses a longer one`, () => {
    expect(checkContact({ ...message, message: 'x'.repeat(maxLengths.message) }).ok).toBe(true);
    expect(checkContact({ ...message, message: 'x'.repeat(maxLengths.message + 1) })).toEqual({
      ok: false,
      errors: { message: 'Please keep this to 2,000 characters or fewer' },
    });
  });
});
