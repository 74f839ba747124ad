// The week's hours are one fact in src/config.ts: each language writes them, days in a row with the same hours
// together, and the structured data lists them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayHours, Week } from '../../../src/config';

const monToSat = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A week of the same hours every day but Sunday's. */
const weekWith = (weekday: DayHours, sunday: DayHours, saturday = weekday): Week => ({
  Monday: weekday,
  Tuesday: weekday,
  Wednesday: weekday,
  Thursday: weekday,
  Friday: weekday,
  Saturday: saturday,
  Sunday: sunday,
});

/** The brief's hours: Monday to Saturday 9.30 to 6.30, and Sunday as given. */
const briefWeek = (sunday: DayHours) => weekWith({ opens: '09:30', closes: '18:30' }, sunday);

/** A second clinic's: Monday to Friday 10 to 7, Saturday 10 to 2, Sunday closed. */
const secondClinic = weekWith({ opens: '10:00', closes: '19:00' }, 'closed', { opens: '10:00', closes: '14:00' });

/** The hours as each language, the contact page's description and the structured data write them for `hours`. */
async function withHours(hours: Week) {
  vi.resetModules();
  vi.doMock('../../../src/config', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../../src/config')>();
    return { ...real, config: { ...real.config, hours } };
  });
  const { dentistJsonLd } = await import('../../../src/prerender/structured-data');
  const en = await import('../../../src/content/contact');
  const kn = await import('../../../src/content/kn/contact');
  const specs = dentistJsonLd(false).openingHoursSpecification;
  return {
    en: en.hoursLines,
    kn: kn.hoursLines,
    descriptions: { en: en.description, kn: kn.description },
    specs,
    days: specs.map((spec) => spec.dayOfWeek),
  };
}

afterEach(() => {
  vi.doUnmock('../../../src/config');
  vi.resetModules();
});

// The brief's week, not src/config.ts's: a clinic with other hours runs this test unchanged.
describe("the brief's hours (the sample clinic's)", () => {
  it('read as the footer has always written them, in both languages', async () => {
    const { en, kn, specs } = await withHours(briefWeek('by appointment'));
    expect(en).toEqual(['Mon - Sat 9.30AM - 6.30PM', 'Sunday on appointments only']);
    expect(kn).toEqual(['ಸೋಮವಾರದಿಂದ ಶನಿವಾರ, ಬೆಳಿಗ್ಗೆ\u00a09.30ರಿಂದ ಸಂಜೆ\u00a06.30ರವರೆಗೆ', 'ಭಾನುವಾರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇದ್ದರೆ ಮಾತ್ರ']);
    expect(specs).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: monToSat, opens: '09:30', closes: '18:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Sunday', description: 'Sunday on appointments only' },
    ]);
  });
});

describe('Sunday, from the one fact in src/config.ts', () => {
  it('by appointment: both languages say so, and the structured data describes Sunday', async () => {
    const { en, kn, days } = await withHours(briefWeek('by appointment'));
    expect(en).toEqual(['Mon - Sat 9.30AM - 6.30PM', 'Sunday on appointments only']);
    expect(kn[1]).toBe('ಭಾನುವಾರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇದ್ದರೆ ಮಾತ್ರ');
    expect(days).toEqual([monToSat, 'Sunday']);
  });

  it('closed: both languages say so, and the structured data lists no Sunday (a day not listed is closed)', async () => {
    const { en, kn, days } = await withHours(briefWeek('closed'));
    expect(en[1]).toBe('Closed on Sundays');
    expect(kn[1]).toBe('ಭಾನುವಾರ ರಜೆ');
    expect(days).toEqual([monToSat]);
  });
});

describe('a week of Mon–Fri 10–7, Sat 10–2 and Sunday closed', () => {
  it('reads as three lines in English: the weekdays together, Saturday, Sunday', async () => {
    const { en } = await withHours(secondClinic);
    expect(en).toEqual(['Mon - Fri 10.00AM - 7.00PM', 'Sat 10.00AM - 2.00PM', 'Closed on Sundays']);
  });

  it('reads as three lines in Kannada, each time of day named (morning, afternoon, evening)', async () => {
    const { kn } = await withHours(secondClinic);
    expect(kn).toEqual([
      'ಸೋಮವಾರದಿಂದ ಶುಕ್ರವಾರ, ಬೆಳಿಗ್ಗೆ\u00a010.00ರಿಂದ ಸಂಜೆ\u00a07.00ರವರೆಗೆ',
      'ಶನಿವಾರ, ಬೆಳಿಗ್ಗೆ\u00a010.00ರಿಂದ ಮಧ್ಯಾಹ್ನ\u00a02.00ರವರೆಗೆ',
      'ಭಾನುವಾರ ರಜೆ',
    ]);
  });

  it('gives search engines both runs of fixed hours and no Sunday', async () => {
    const { specs } = await withHours(secondClinic);
    expect(specs).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:00',
        closes: '19:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '10:00', closes: '14:00' },
    ]);
  });

  it("puts every day with fixed hours in the contact page's description, in both languages", async () => {
    const { descriptions } = await withHours(secondClinic);
    expect(descriptions.en).toMatch(/\. Open Mon - Fri 10\.00AM - 7\.00PM, Sat 10\.00AM - 2\.00PM\.$/);
    expect(descriptions.kn).toMatch(
      /\. ಸಮಯ: ಸೋಮವಾರದಿಂದ ಶುಕ್ರವಾರ, ಬೆಳಿಗ್ಗೆ\u00a010\.00ರಿಂದ ಸಂಜೆ\u00a07\.00ರವರೆಗೆ; ಶನಿವಾರ, ಬೆಳಿಗ್ಗೆ\u00a010\.00ರಿಂದ ಮಧ್ಯಾಹ್ನ\u00a02\.00ರವರೆಗೆ\.$/,
    );
  });
});

describe('any other week', () => {
  it('groups only days in a row: a closed Wednesday splits the week, two closed days share a line', async () => {
    const open = { opens: '09:00', closes: '17:00' };
    const { en, kn, days } = await withHours({
      ...weekWith(open, 'closed', 'closed'),
      Wednesday: 'closed',
      Thursday: 'by appointment',
    });
    expect(en).toEqual([
      'Mon - Tue 9.00AM - 5.00PM',
      'Closed on Wednesdays',
      'Thursday on appointments only',
      'Fri 9.00AM - 5.00PM',
      'Closed Sat - Sun',
    ]);
    expect(kn).toEqual([
      'ಸೋಮವಾರದಿಂದ ಮಂಗಳವಾರ, ಬೆಳಿಗ್ಗೆ\u00a09.00ರಿಂದ ಸಂಜೆ\u00a05.00ರವರೆಗೆ',
      'ಬುಧವಾರ ರಜೆ',
      'ಗುರುವಾರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇದ್ದರೆ ಮಾತ್ರ',
      'ಶುಕ್ರವಾರ, ಬೆಳಿಗ್ಗೆ\u00a09.00ರಿಂದ ಸಂಜೆ\u00a05.00ರವರೆಗೆ',
      'ಶನಿವಾರದಿಂದ ಭಾನುವಾರ ರಜೆ',
    ]);
    expect(days).toEqual([['Monday', 'Tuesday'], 'Thursday', 'Friday']);
  });

  it('by appointment on Saturday and Sunday: one line in each language, one description for both', async () => {
    const { en, kn, specs } = await withHours(
      weekWith({ opens: '09:30', closes: '18:30' }, 'by appointment', 'by appointment'),
    );
    expect(en).toEqual(['Mon - Fri 9.30AM - 6.30PM', 'Sat - Sun on appointments only']);
    expect(kn[1]).toBe('ಶನಿವಾರದಿಂದ ಭಾನುವಾರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇದ್ದರೆ ಮಾತ್ರ');
    expect(specs[1]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday', 'Sunday'],
      description: 'Sat - Sun on appointments only',
    });
  });
});
