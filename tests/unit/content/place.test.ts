// Every fact of where the clinic is comes from src/config.ts, once, in each language: no text types a place's name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeInEnglish, placeInKannada } from '../../../src/config';
import { place as english } from '../../../src/content/site';
import { place as kannada } from '../../../src/content/kn/site';

/** The text modules of a language's folder, as written. */
const contentFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file: join(dir, file), text: readFileSync(join(dir, file), 'utf8') }));

/** The facts of `place` that `text` types itself, rather than taking them from config by interpolation. */
const typed = (text: string, place: Record<string, string>) =>
  Object.keys(place).filter((key) => text.includes(place[key]!));

/** Every file of `dir` that types a fact of `place`, and which. */
const typedIn = (dir: string, place: Record<string, string>) =>
  contentFiles(dir).flatMap(({ file, text }) =>
    typed(text, place).map((key) => `${file} types place.${key} ("${place[key]}")`),
  );

describe('the place', () => {
  it("is config's, in each language's content module", () => {
    expect(english).toEqual(placeInEnglish());
    expect(kannada).toEqual(placeInKannada());
  });

  it('has the same facts in both languages, each written in it', () => {
    expect(Object.keys(kannada).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(kannada)) {
      expect(value, key).toMatch(/[\u0C80-\u0CFF]/);
      expect(value, key).not.toBe((english as Record<string, string>)[key]);
    }
  });

  it('is never typed in the Kannada texts: every place name there comes from config', () => {
    expect(typedIn('src/content/kn', kannada)).toEqual([]);
  });

  it('is never typed in the English texts either', () => {
    expect(typedIn('src/content', english)).toEqual([]);
  });

  it('is caught when typed: a file that writes a place name is named', () => {
    // The check itself, on a copy of a Kannada text as it was before the place came from config, and the sample
    // clinic's district (a clinic's own would be caught alike).
    const text = "export const headline = 'ಜಯನಗರದಲ್ಲಿ ಅವಸರವಿಲ್ಲದೆ';";
    const sample = { district: 'ಜಯನಗರ', inDistrict: 'ಜಯನಗರದಲ್ಲಿ', ofDistrict: 'ಜಯನಗರದ', locality: 'ಬೆಂಗಳೂರು' };
    expect(typed(text, sample).sort()).toEqual(['district', 'inDistrict', 'ofDistrict']);
  });
});
