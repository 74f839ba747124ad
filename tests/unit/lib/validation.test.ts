import { describe, expect, it } from 'vitest';
import { checkAppointment } from '../../../src/lib/validation';

// Spec §5, quoted: the one place the tests pin the wording of the messages.
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
  });

  describe('phone', () => {
    it('rejects 9 characters', () => {
      expect(checkAppointment({ ...valid, phone: '987654321' })).toEqual({ ok: false, errors: { phone: phoneMessage } });
    });
    it('accepts 10 characters', () => {
      expect(checkAppointment({ ...valid, phone: '9876543210' }).ok).toBe(true);
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
    it('does not count towards the phone: " 987654321 " is 9 characters', () => {
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
