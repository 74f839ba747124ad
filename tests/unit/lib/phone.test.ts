import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from '../../../src/lib/validation';

describe('a phone number', () => {
  it.each([
    '9876543210',
    '+91 98450 12345',
    '+919845012345',
    '098450-12345',
    '(080) 2663.1234',
    '+91 (98450) 12-345',
    '  9876543210  ',
  ])('reads "%s" as one: ten digits or more once separators are set aside', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each([
    ['abcdefghij', 'letters'],
    ['!!!!!!!!!!', 'punctuation'],
    ['not a phone', 'words'],
    ['98765 4321', 'nine digits'],
    ['+91 -- ..', 'separators alone'],
    ['98450 12345 ext 2', 'anything else among the digits'],
    ['++919845012345', 'a second +'],
    ['98450+12345', 'a + that does not lead'],
    ['೯೮೪೫೦೧೨೩೪೫', 'digits of another script, which a phone cannot dial'],
    ['', 'nothing'],
  ])('does not read "%s" as one (%s)', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});
