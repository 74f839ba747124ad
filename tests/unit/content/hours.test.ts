// Sunday is one fact in src/config.ts: each language writes its line, and the structured data follows.
import { afterEach, describe, expect, it, vi } from 'vitest';

const monToSat = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The hours as each language and the structured data write them, with the brief's hours (9.30 to 6.30) and Sunday
 * set to `sunday` in src/config.ts, whatever the clinic's own are.
 */
async function withSunday(sunday: 'by appointment' | 'closed') {
  vi.resetModules();
  vi.doMock('../../../src/config', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../../src/config')>();
    const hours = { opens: '09:30', closes: '18:30', sunday };
    return { ...real, clinic: { ...real.clinic, hours }, config: { ...real.config, hours } };
  });
  const { dentistJsonLd } = await import('../../../src/prerender/structured-data');
  return {
    en: (await import('../../../src/content/contact')).hoursLines,
    kn: (await import('../../../src/content/kn/contact')).hoursLines,
    days: dentistJsonLd().openingHoursSpecification.map((spec) => spec.dayOfWeek),
  };
}

afterEach(() => {
  vi.doUnmock('../../../src/config');
  vi.resetModules();
});

describe('Sunday, from the one fact in src/config.ts', () => {
  it('by appointment: both languages say so, and the structured data describes Sunday', async () => {
    const { en, kn, days } = await withSunday('by appointment');
    expect(en).toEqual(['Mon - Sat 9.30AM - 6.30PM', 'Sunday on appointments only']);
    expect(kn[1]).toBe('ಭಾನುವಾರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇದ್ದರೆ ಮಾತ್ರ');
    expect(days).toEqual([monToSat, 'Sunday']);
  });

  it('closed: both languages say so, and the structured data lists no Sunday (a day not listed is closed)', async () => {
    const { en, kn, days } = await withSunday('closed');
    expect(en[1]).toBe('Closed on Sundays');
    expect(kn[1]).toBe('ಭಾನುವಾರ ರಜೆ');
    expect(days).toEqual([monToSat]);
  });
});
