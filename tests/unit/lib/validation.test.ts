import { describe, expect, it } from 'vitest';
import { asciiDigits, letterCount, visibleText } from '../../../src/lib/letters';
import { contactMessages } from '../../../src/content/messages';
import { check, isPhoneNumber, maxLengths, normalizePhone } from '../../../src/lib/validation';

/** Each form's check, as its code runs it on what the form holds. */
const checkAppointment = (input: Record<string, unknown>) => check('appointment', input);
const checkContact = (input: Record<string, unknown>) => check('contact', input);

// The appointment form's messages, quoted: the one place the tests pin their wording.
const nameMessage = 'Name must be at least 2 characters';
const phoneMessage = 'Please enter a valid phone number';
const serviceMessage = 'Please specify the service needed';

const valid = { name: 'Asha Rao', phone: '+91 98450 12345', service: 'Teeth whitening' };

/**
 * What the check answers for a valid request with `change` made (its phone as it is sent, E.164 digits), and for one
 * with a field's message.
 */
const passes = (change: Partial<typeof valid>) => ({ ok: true, value: { ...valid, phone: '919845012345', ...change } });
const fails = (field: string, message: string) => ({ ok: false, errors: { [field]: message } });
const everyFieldFails = { ok: false, errors: { name: nameMessage, phone: phoneMessage, service: serviceMessage } };

/** One test per case: `valid` with the case's change made is checked, and must be answered as the case says. */
type Case = [title: string, change: Partial<typeof valid>, answer: ReturnType<typeof passes | typeof fails>];
const checks = (cases: Case[]) =>
  it.each(cases)('%s', (_, change, answer) => {
    expect(checkAppointment({ ...valid, ...change })).toEqual(answer);
  });

describe('the appointment schema', () => {
  it('accepts a complete request and returns its values', () => {
    expect(checkAppointment(valid)).toEqual(passes({}));
  });

  it('gives every field its message when the form is empty', () => {
    expect(checkAppointment({ name: '', phone: '', service: '' })).toEqual(everyFieldFails);
  });

  it('leaves out whatever else the form holds', () => {
    expect(checkAppointment({ ...valid, email: 'x@example.com' } as typeof valid)).toEqual(passes({}));
  });

  describe('name', () => {
    checks([
      ['rejects 1 character', { name: 'A' }, fails('name', nameMessage)],
      ['accepts 2 characters', { name: 'Al' }, passes({ name: 'Al' })],
      [
        'counts characters, not UTF-16 units: one emoji is one character, too short',
        { name: '😀' },
        fails('name', nameMessage),
      ],
      ['takes a name in any script, exactly as typed', { name: 'ಆಶಾ ರಾವ್' }, passes({ name: 'ಆಶಾ ರಾವ್' })],
      [
        'counts a conjunct as one letter, as a reader does: "ಶ್ರೀ" is too short',
        { name: 'ಶ್ರೀ' },
        fails('name', nameMessage),
      ],
      ['accepts two aksharas: "ರಮ"', { name: 'ರಮ' }, passes({ name: 'ರಮ' })],
    ]);
  });

  describe('phone', () => {
    checks([
      ['rejects 9 digits', { phone: '987654321' }, fails('phone', phoneMessage)],
      ['accepts 10 digits, an Indian number', { phone: '9876543210' }, passes({ phone: '919876543210' })],
      [
        'accepts spaces, dashes, dots, brackets and a leading +91, and sends the number as E.164 digits',
        { phone: '+91 (98450) 12-3.45' },
        passes({ phone: '919845012345' }),
      ],
      [
        'accepts Kannada digits and sends them as ASCII digits',
        { phone: '೯೮೪೫೦ ೧೨೩೪೫' },
        passes({ phone: '919845012345' }),
      ],
      ['keeps another country’s code', { phone: '+44 20 7946 0958' }, passes({ phone: '442079460958' })],
    ]);
    it.each(['abcdefghij', '!!!!!!!!!!', '98765-4321', '+91 9876 543', '+0 98450 12345', '000 98450 12345'])(
      'rejects "%s" with the same message: fewer than ten digits, or not a phone',
      (phone) => {
        expect(checkAppointment({ ...valid, phone })).toEqual(fails('phone', phoneMessage));
      },
    );
  });

  describe('service', () => {
    checks([
      ['rejects 0 characters', { service: '' }, fails('service', serviceMessage)],
      ['accepts 1 character', { service: 'X' }, passes({ service: 'X' })],
    ]);
  });

  describe('surrounding whitespace', () => {
    checks([
      ['is trimmed before the rules apply: "  A  " is too short a name', { name: '  A  ' }, fails('name', nameMessage)],
      [
        'does not count towards the phone: " 987654321 " is 9 digits',
        { phone: ' 987654321 ' },
        fails('phone', phoneMessage),
      ],
      ['makes a service of only spaces empty', { service: ' \t\n ' }, fails('service', serviceMessage)],
      [
        'is removed from the values that are sent',
        { name: '  Asha Rao ', phone: ' 9876543210\n', service: '\tCleaning ' },
        { ok: true, value: { name: 'Asha Rao', phone: '919876543210', service: 'Cleaning' } },
      ],
      ['inside a value is kept', { name: 'A B' }, passes({ name: 'A B' })],
    ]);
  });

  describe('the longest values', () => {
    it.each([
      ['name', maxLengths.name],
      ['service', maxLengths.service],
    ] as const)('takes a %s of exactly its limit and refuses one character more', (field, max) => {
      expect(checkAppointment({ ...valid, [field]: 'x'.repeat(max) }).ok).toBe(true);
      expect(checkAppointment({ ...valid, [field]: 'x'.repeat(max + 1) })).toEqual(
        fails(field, `Please keep this to ${max.toLocaleString('en-IN')} characters or fewer`),
      );
    });
    it(`refuses a phone longer than ${maxLengths.phone} characters`, () => {
      // Twenty-six nines are no phone either: the message tells which rule refused them.
      expect(checkAppointment({ ...valid, phone: '9'.repeat(maxLengths.phone + 1) })).toEqual(
        fails('phone', `Please keep this to ${maxLengths.phone} characters or fewer`),
      );
    });
  });

  describe('input that is not a string', () => {
    it('fails each field with its own message', () => {
      expect(checkAppointment({ name: 42, phone: 9876543210, service: null })).toEqual(everyFieldFails);
    });
    it('treats a missing field as invalid', () => {
      expect(checkAppointment({ name: undefined, phone: ['9876543210'], service: { service: 'x' } })).toEqual(
        everyFieldFails,
      );
    });
  });
});

describe('the Message Us schema', () => {
  const message = { name: 'Asha Rao', email: 'asha@example.com', phone: '', message: 'Do you open on Sundays?' };

  it('accepts a message without a phone, and sends the trimmed values', () => {
    expect(
      checkContact({
        name: ' Asha Rao ',
        email: ' asha@example.com',
        phone: ' ',
        message: ' Do you open on Sundays?\n',
      }),
    ).toEqual({ ok: true, value: message });
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

  it('rejects a name or a message of joiners alone, which show nothing (Kannada keeps them between letters)', () => {
    expect(checkContact({ ...message, name: '\u200C\u200C', message: ' \u200D ' })).toEqual({
      ok: false,
      errors: { name: 'Please enter your name', message: 'Please write your message' },
    });
    expect(checkAppointment({ ...valid, name: '\u200C\u200D\u200C' })).toMatchObject({ ok: false });
    expect(checkContact({ ...message, name: 'ಅ\u200Cಬ' })).toMatchObject({ ok: true });
  });

  it.each(['a@b', 'asha@localhost', 'asha@example.', 'asha@example.c', 'asha example.com', 'asha@@example.com', ''])(
    'rejects "%s" as an email address',
    (email) => {
      const result = checkContact({ ...message, email });
      expect(result.ok).toBe(false);
      expect(result.ok || result.errors.email).toMatch(
        email ? /^Please enter a full email address/ : /^Please enter your email address$/,
      );
    },
  );

  // A browser's type="email" takes each of these; the ones with ? & = % make a mailto: link of an address.
  it.each([
    'x?cc=boss%40corp.example&bcc=spy%40evil.example&subject=Invoice&body=Pay%20at%20https%3A%2F%2Fevil.example@evil.example.com',
    'asha?subject=Hi@example.com',
    'a&b@example.com',
    'a=b@example.com',
    'asha%rao@example.com',
    "o'brien@example.com",
    '"asha"@example.com',
    'asha`rao@example.com',
    'asha!rao@example.com',
    'asha/rao@example.com',
    '.asha@example.com',
    'asha.@example.com',
    'asha..rao@example.com',
  ])('refuses "%s" with the email message: no ?, &, =, %, quote or other sign before the @', (email) => {
    expect(checkContact({ ...message, email })).toEqual(fails('email', contactMessages.emailInvalid));
  });

  it.each([
    'asha@example.com',
    'a.rao+clinic@mail.example.co.in',
    'asha@xn--h2brj9c.xn--h2brj9c',
    'asha_rao-2@example.in',
    '9845012345@example.com',
    'A.Rao@Example.COM',
  ])('accepts "%s"', (email) => {
    expect(checkContact({ ...message, email }).ok).toBe(true);
  });

  it('takes a phone if given only when it is one, with the appointment form’s message', () => {
    expect(checkContact({ ...message, phone: 'not a phone' })).toEqual(fails('phone', phoneMessage));
    expect(checkContact({ ...message, phone: '+91 98450 12345' }).ok).toBe(true);
  });

  it(`takes a message of ${maxLengths.message} characters and refuses a longer one`, () => {
    expect(checkContact({ ...message, message: 'x'.repeat(maxLengths.message) }).ok).toBe(true);
    expect(checkContact({ ...message, message: 'x'.repeat(maxLengths.message + 1) })).toEqual(
      fails('message', 'Please keep this to 2,000 characters or fewer'),
    );
  });
});

describe('characters no one sees, typed or pasted into any field of either form', () => {
  const unseen =
    '\u0000\u0007\u001B\u007F\u0085\u009B\u061C\u200B\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2066\u2067\u2068\u2069\uFEFF';
  const dirty = (text: string) => `${unseen}${text.slice(0, 2)}${unseen}${text.slice(2)}${unseen}`;

  it('are removed from every field of the appointment request before its rules, and are not sent', () => {
    expect(
      checkAppointment({ name: dirty('Asha Rao'), phone: dirty('98450 12345'), service: dirty('Cleaning') }),
    ).toEqual(passes({ name: 'Asha Rao', service: 'Cleaning' }));
  });

  it('are removed from every field of a message, whose line breaks stay (and only its)', () => {
    expect(
      checkContact({
        name: dirty('Asha\nRao'),
        email: dirty('asha@example.com'),
        phone: dirty('+91 98450 12345'),
        message: dirty('Hello,\r\nsee you\u2028on Sunday'),
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '919845012345',
        message: 'Hello,\nsee you\non Sunday',
      },
    });
  });

  it('count for nothing: a name of one letter and a direction override is too short, a field of them alone empty', () => {
    expect(checkAppointment({ ...valid, name: 'A\u202E' })).toEqual(fails('name', nameMessage));
    expect(checkContact({ name: unseen, email: unseen, phone: '', message: unseen })).toEqual({
      ok: false,
      errors: {
        name: contactMessages.name,
        email: contactMessages.emailMissing,
        message: contactMessages.message,
      },
    });
  });

  it('include soft hyphens, tag characters and the other invisible format characters, removed from every field', () => {
    // A soft hyphen comes with an address copied from a page that hyphenates; tag characters spell hidden ASCII text.
    const hidden = '\u00AD\u180E\u206A\u206F\u{E0001}\u{E0049}\u{E0067}\u{E006E}\u{E007F}\u{1D173}\u{1BCA0}';
    expect(visibleText(`Asha${hidden} Rao`)).toBe('Asha Rao');
    expect(
      checkContact({
        name: `Asha${hidden} Rao`,
        email: `asha\u00AD@exam\u00ADple.com`,
        phone: `+91 98450${hidden} 12345`,
        message: `See you${hidden} on Sunday`,
      }),
    ).toEqual({
      ok: true,
      value: { name: 'Asha Rao', email: 'asha@example.com', phone: '919845012345', message: 'See you on Sunday' },
    });
  });

  it('include letters that draw nothing (Hangul fillers, the blank Braille pattern): read as spaces, a field of them alone is empty', () => {
    const blank = '\u115F\u1160\u3164\uFFA0\u2800';
    expect(checkAppointment({ name: blank, phone: valid.phone, service: `\u3164${blank}` })).toEqual({
      ok: false,
      errors: { name: nameMessage, service: serviceMessage },
    });
    expect(visibleText(`Asha\u3164Rao\u2800`).trim()).toBe('Asha Rao');
  });

  it('leave the joiners Kannada spells with', () => {
    const name = 'ಅಪಾಯಿಂಟ್\u200Cಮೆಂಟ್ ರಾವ್';
    expect(checkAppointment({ ...valid, name })).toEqual(passes({ name }));
  });
});

describe('a phone number', () => {
  it.each([
    '9876543210',
    '+91 98450 12345',
    '+919845012345',
    '098450-12345',
    '(080) 2663.1234',
    '+91 (98450) 12-345',
    '  9876543210  ',
    '೯೮೪೫೦೧೨೩೪೫',
    '९८४५०१२३४५',
    '+123 456 789 012 345',
    '0091 98450 12345',
    '98450\u201312345',
    '+91\u00a098450\u201112345',
  ])('reads "%s" as one: ten digits or more, of any script, once separators are set aside', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each([
    ['abcdefghij', 'letters'],
    ['!!!!!!!!!!', 'punctuation'],
    ['not a phone', 'words'],
    ['98765 4321', 'nine digits'],
    ['+1234 5678 9012 3456', 'more digits than any number in the world has (E.164: 15)'],
    ['9999999999999999999999999', 'twenty-five nines'],
    ['+91 -- ..', 'separators alone'],
    ['98450 12345 ext 2', 'anything else among the digits'],
    ['++919845012345', 'a second +'],
    ['98450+12345', 'a + that does not lead'],
    ['098450 123456', 'a trunk 0 before eleven digits, sent as it is: no number in the world begins with 0'],
    ['+0 98450 12345', 'a country code beginning with 0'],
    ['080 234 5678', "India's trunk 0 before nine digits, which would go as +91 0…"],
    ['+91 0 98450 1234', 'the trunk 0 after +91, before nine digits'],
    ['+91 98450 1234', 'nine digits after +91: every Indian number has ten'],
    ['91 98450 1234', 'nine digits after 91, no +'],
    ['+91 98450 123456', 'eleven digits after +91'],
    ['0044 1234 56', 'ten digits with the 00, eight without: fewer than ten once written as E.164'],
    ['', 'nothing'],
  ])('does not read "%s" as one (%s)', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});

describe('reading what was typed', () => {
  it('writes every script’s digits as ASCII digits of the same value', () => {
    expect(asciiDigits('೯೮೪೫೦ ೧೨೩೪೫')).toBe('98450 12345');
    expect(asciiDigits('९८४५० ১২৩৪৫ ٦')).toBe('98450 12345 6');
  });

  it('writes a phone number as E.164 digits: the country code first, no +, no trunk 0, an Indian one given +91', () => {
    expect(normalizePhone(' +91 98450-12345 ')).toBe('919845012345');
    expect(normalizePhone('0091 9845012345')).toBe('919845012345');
    expect(normalizePhone('080 2345 6789')).toBe('918023456789');
    expect(normalizePhone('+1 (415) 555-0100')).toBe('14155550100');
  });

  it.each([
    ['an Indian mobile as it is dialled at home', '98450 12345', '919845012345'],
    ['an Indian mobile with +91', '+91 98450 12345', '919845012345'],
    ['an Indian mobile with its trunk 0', '098450 12345', '919845012345'],
    ['a Bengaluru landline with its STD code', '080 2345 6789', '918023456789'],
    ['a Bengaluru landline with +91 and the trunk 0 people often keep', '+91 080 2345 6789', '918023456789'],
    ['an Indian number with 91 but no +', '91 98450 12345', '919845012345'],
    ['an Indian mobile with 91, no +, and its trunk 0', '91 098450 12345', '919845012345'],
    ['a Bengaluru landline with 91, no +, and its trunk 0', '91-080-2345 6789', '918023456789'],
    ['a foreign number with its +', '+44 20 7946 0958', '442079460958'],
    ['a foreign number with 00', '0044 20 7946 0958', '442079460958'],
  ])('sends %s ("%s") as %s', (_, typed, sent) => {
    expect(normalizePhone(typed)).toBe(sent);
  });

  it('reads line breaks, tabs and unseen characters as a reader sees them, keeping the message’s lines', () => {
    expect(visibleText('Asha\tRao\r\nKumar')).toBe('Asha Rao Kumar');
    expect(visibleText('Line one\r\nLine two\u2028three\n', true)).toBe('Line one\nLine two\nthree\n');
    expect(visibleText('\u202Egpj.exe\u202C \u2066x\u2069\u200Fy\u0000\u001B[31m\u007F\u009B\uFEFF\u200Bz')).toBe(
      'gpj.exe xy[31mz',
    );
    expect(visibleText('ಅಪಾಯಿಂಟ್\u200Cಮೆಂಟ್ \u{1F469}\u200D\u{1F9B7}')).toBe('ಅಪಾಯಿಂಟ್\u200Cಮೆಂಟ್ \u{1F469}\u200D\u{1F9B7}');
    expect(visibleText('a\uD800b')).toBe('ab');
  });

  it('keeps six marks on a letter at most: piled higher, they draw over the mail’s lines around them', () => {
    expect(visibleText(`Z${'\u0301'.repeat(40)}a`)).toBe(`Z${'\u0301'.repeat(6)}a`);
    expect(visibleText(`Z${'\u0301\u200D'.repeat(20)}a`)).toBe(`Z${'\u0301\u200D'.repeat(5)}\u0301a`);
    // A Kannada letter with every sign it may carry, decomposed: five marks, kept.
    expect(visibleText('ಕ\u0CBC\u0CC6\u0CC2\u0CD5\u0C82')).toBe('ಕ\u0CBC\u0CC6\u0CC2\u0CD5\u0C82');
  });

  it('counts letters as a reader does: a conjunct is one akshara, a vowel sign part of its letter', () => {
    expect(letterCount('ಹಲ್ಲುಗಳು')).toBe(4);
    expect(letterCount('ಶ್ರೀ')).toBe(1);
    expect(letterCount('ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್')).toBe(6);
    expect(letterCount('Asha')).toBe(4);
    expect(letterCount('')).toBe(0);
  });
});
