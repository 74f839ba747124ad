/** What people write between the digits of a phone number, and a leading +, none of which count as digits. */
const separators = /[\s\-.()]/g;

/** How many digits a phone number needs: ten, the length of an Indian mobile number without its country code. */
const phoneMinDigits = 10;

/** Whether `value` is 10+ digits with only spaces, dashes, dots, brackets and one leading + ("+91 (98450) 12-345"). */
export function isPhoneNumber(value: string): boolean {
  const digits = value.trim().replace(/^\+/, '').replace(separators, '');
  return /^[0-9]+$/.test(digits) && digits.length >= phoneMinDigits;
}
