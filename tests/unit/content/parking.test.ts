// Where to park is a clinic fact in src/config.ts, in each language: the home page says it, or says nothing of parking.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeInEnglish, placeInKannada } from '../../../src/config';

/** The home page's texts in both languages, with `parking` in place of the clinic's own. */
async function homeWith(parking: { en: string; kn: string; inBrief: { en: string; kn: string } }) {
  vi.resetModules();
  vi.doMock('../../../src/config', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../../src/config')>();
    return {
      ...real,
      parkingInEnglish: () => ({ sentence: parking.en, inBrief: parking.inBrief.en }),
      parkingInKannada: () => ({ sentence: parking.kn, inBrief: parking.inBrief.kn }),
    };
  });
  return { en: await import('../../../src/content/home'), kn: await import('../../../src/content/kn/home') };
}

const expectEnd = (text: string, end: string) => expect(text.slice(-end.length)).toBe(end);

describe('where to park, a fact of src/config.ts in each language', () => {
  afterEach(() => {
    vi.doUnmock('../../../src/config');
    vi.resetModules();
  });

  it("follows the landmark in the home page's intro, and its few words end the description, in both languages", async () => {
    const { en, kn } = await homeWith({
      en: 'Park on 12th Main Road.',
      kn: '12ನೇ ಮುಖ್ಯ ರಸ್ತೆಯಲ್ಲಿ ಪಾರ್ಕ್ ಮಾಡಿ.',
      inBrief: { en: 'with parking nearby', kn: 'ಹತ್ತಿರದಲ್ಲೇ ಪಾರ್ಕಿಂಗ್' },
    });
    expectEnd(en.intro, `Landmark: ${placeInEnglish().landmark}. Park on 12th Main Road.`);
    expectEnd(kn.intro, `ಗುರುತು: ${placeInKannada().landmark}. 12ನೇ ಮುಖ್ಯ ರಸ್ತೆಯಲ್ಲಿ ಪಾರ್ಕ್ ಮಾಡಿ.`);
    expect(en.description).toMatch(/, with parking nearby\.$/);
    expect(kn.description).toMatch(/\. ಹತ್ತಿರದಲ್ಲೇ ಪಾರ್ಕಿಂಗ್\.$/);
  });

  it('left empty, says nothing of parking: the intro ends at the landmark', async () => {
    const { en, kn } = await homeWith({ en: '', kn: '', inBrief: { en: '', kn: '' } });
    expectEnd(en.intro, `Landmark: ${placeInEnglish().landmark}.`);
    expectEnd(kn.intro, `ಗುರುತು: ${placeInKannada().landmark}.`);
    for (const text of [en.intro, en.description]) expect(text).not.toMatch(/park/i);
    for (const text of [kn.intro, kn.description]) expect(text).not.toMatch(/ಪಾರ್ಕ/);
    expect(en.description).toMatch(/dentistry\.$/);
    expect(kn.description).toMatch(/ಚಿಕಿತ್ಸೆ\.$/);
  });
});
