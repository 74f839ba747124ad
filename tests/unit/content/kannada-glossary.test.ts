import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { placeInKannada } from '../../../src/config';
import { appointmentMessages, contactMessages } from '../../../src/content/messages';
import { hoursLine, hoursLines } from '../../../src/content/kn/contact';
import {
  appointmentMessages as kannadaAppointmentMessages,
  contactMessages as kannadaContactMessages,
} from '../../../src/content/kn/messages';
import type { Week } from '../../../src/config';
import { runsOf } from '../../../src/lib/hours';

// docs/kannada-glossary.md, "Checked forms": every form its | Use | Not | Why | table rejects is absent from the
// Kannada
// content, and no ASCII hyphen stands between two times.
const glossaryPath = 'docs/kannada-glossary.md';
const contentDir = 'src/content/kn';

interface Row {
  use: string;
  not: string;
}

/** The rows of the glossary's one table headed exactly "| Use | Not | Why |". */
const glossaryRows = (markdown: string): Row[] => {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => line.trim() === '| Use | Not | Why |');
  if (header === -1) throw new Error(`${glossaryPath} has no table headed "| Use | Not | Why |"`);
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.trim().startsWith('|')) break;
    const cells = line
      .trim()
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    if (cells.length !== 3 || !cells[0] || !cells[1]) throw new Error(`${glossaryPath}: bad row ${line}`);
    rows.push({ use: cells[0], not: cells[1] });
  }
  return rows;
};

// A letter of a word: Kannada letters and signs, the zero-width (non-)joiner, Latin letters and digits.
const wordChar = '[\\u0C80-\\u0CFF\\u200C\\u200DA-Za-z0-9]';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A table cell as a pattern: whole words, unless an ellipsis at an end says more letters may stand there. */
const pattern = (cell: string) => {
  const open = { start: cell.startsWith('…'), end: cell.endsWith('…') };
  const core = cell.replace(/^…/, '').replace(/…$/, '');
  return {
    core,
    regex: new RegExp(
      `${open.start ? '' : `(?<!${wordChar})`}${escapeRegExp(core)}${open.end ? '' : `(?!${wordChar})`}`,
      'gu',
    ),
  };
};

/** Where a row's rejected form appears in a text, leaving out those inside the row's own preferred form. */
const rejectedAt = (text: string, row: Row): string[] => {
  const not = pattern(row.not);
  const use = pattern(row.use).core;
  const found: string[] = [];
  for (const match of text.matchAll(not.regex)) {
    const at = match.index;
    const excused =
      use.includes(not.core) &&
      [...text.matchAll(new RegExp(escapeRegExp(use), 'gu'))].some(
        (u) => u.index <= at && at + match[0].length <= u.index + use.length,
      );
    if (!excused) found.push(text.slice(Math.max(0, at - 15), at + match[0].length + 15).replace(/\s+/g, ' '));
  }
  return found;
};

// An ASCII hyphen between two times, with or without AM/PM or a word such as ಸಂಜೆ before the second: "9.30 - ಸಂಜೆ
// 6.30".
const hyphenBetweenTimes = /\d[.:]\d\d\s*(?:[AaPp]\.?\s?[Mm]\.?)?\s*-\s*(?:[^\s\d'"`]+\s+)?\d/u;

/** Every way a text breaks the glossary: "file: uses X — use Y (…context…)". */
const problems = (name: string, text: string, rows: Row[]) => [
  ...rows.flatMap((row) =>
    rejectedAt(text, row).map((context) => `${name}: uses "${row.not}" — use "${row.use}" (…${context}…)`),
  ),
  ...(hyphenBetweenTimes.test(text)
    ? [`${name}: an ASCII hyphen between two times ("${text.match(hyphenBetweenTimes)![0]}") — write ರಿಂದ … ರವರೆಗೆ`]
    : []),
];

describe('the Kannada glossary', () => {
  const rows = glossaryRows(readFileSync(glossaryPath, 'utf8'));
  const files = readdirSync(contentDir).filter((file) => file.endsWith('.ts'));

  it('has a table of preferred and rejected forms', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(files).toContain('messages.ts');
  });

  it('matches whole words, ellipses opening an end, and excuses a rejected form inside its own preferred one', () => {
    const row = (use: string, not: string) => ({ use, not });
    expect(rejectedAt('ಮೆಸೇಜ್ ಕಳಿಸಿ.', row('ಕಳುಹಿಸ…', 'ಕಳಿಸ…'))).toHaveLength(1);
    expect(rejectedAt('ಬಾಯಿ ಮುಕ್ಕಳಿಸಿ.', row('ಕಳುಹಿಸ…', 'ಕಳಿಸ…'))).toEqual([]);
    expect(rejectedAt('ಎಲ್ಲಾ ಚಿಕಿತ್ಸೆ', row('ಎಲ್ಲ', 'ಎಲ್ಲಾ'))).toHaveLength(1);
    expect(rejectedAt('ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಕನೆಕ್ಷನ್ ಇಲ್ಲ', row('ಇಂಟರ್ನೆಟ್ ಕನೆಕ್ಷನ್…', 'ಕನೆಕ್ಷನ್…'))).toEqual([]);
    expect(rejectedAt('ಕನೆಕ್ಷನ್ ಮರಳಿ ಬಂದಾಗ', row('ಇಂಟರ್ನೆಟ್ ಕನೆಕ್ಷನ್…', 'ಕನೆಕ್ಷನ್…'))).toHaveLength(1);
    expect(rejectedAt('ಕ್ಲಿನಿಕ್ ನ ಫೋನ್ ನಂಬರ್', row('…್\u200cನ', '…್ ನ'))).toHaveLength(1);
    expect(rejectedAt('ಫೋನ್ ನಂಬರ್', row('…್\u200cನ', '…್ ನ'))).toEqual([]);
    expect(hyphenBetweenTimes.test('ಬೆಳಿಗ್ಗೆ 9.30 - ಸಂಜೆ 6.30')).toBe(true);
    expect(hyphenBetweenTimes.test('9.30AM - 6.30PM')).toBe(true);
    expect(hyphenBetweenTimes.test('ಬೆಳಿಗ್ಗೆ 9.30ರಿಂದ ಸಂಜೆ 6.30ರವರೆಗೆ')).toBe(false);
  });

  it('is followed by every file in src/content/kn', () => {
    const found = files.flatMap((file) =>
      problems(join(contentDir, file), readFileSync(join(contentDir, file), 'utf8'), rows),
    );
    expect(found).toEqual([]);
  });

  it('is followed by the hours the Kannada pages show (written by code, so not in any file as text)', () => {
    const found = hoursLines.flatMap((line, index) =>
      problems(`${contentDir}/contact.ts hoursLines[${index}]`, line, rows),
    );
    expect(found).toEqual([]);
  });

  it('is followed by every text the Kannada modules export, those written by code included (a page’s description)', async () => {
    const texts = (value: unknown, at: string): [string, string][] =>
      typeof value === 'string'
        ? [[at, value]]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, inner]) => texts(inner, `${at}.${key}`))
          : [];
    const found: string[] = [];
    for (const file of files) {
      const module = await import(/* @vite-ignore */ pathToFileURL(resolve(contentDir, file)).href);
      for (const [at, text] of texts(module, `${contentDir}/${file}`)) found.push(...problems(at, text, rows));
    }
    expect(found).toEqual([]);
  });

  it('gives one message where the English gives one to two rules: an empty name and a short one, in the booking form', () => {
    const groups: [string, Record<string, string>, Record<string, string>][] = [
      ['appointmentMessages', appointmentMessages, kannadaAppointmentMessages],
      ['contactMessages', contactMessages, kannadaContactMessages],
    ];
    for (const [group, en, kn] of groups) {
      expect(Object.keys(kn), group).toEqual(Object.keys(en));
      for (const one of Object.keys(en))
        for (const other of Object.keys(en))
          expect(kn[one] === kn[other], `${group}.${one} and .${other}`).toBe(en[one] === en[other]);
    }
  });

  it('is followed by the hours of any week: days in a row, one day, closed, by appointment, each time of day', () => {
    const morning = { opens: '08:00', closes: '14:00' };
    const week: Week = {
      Monday: morning,
      Tuesday: morning,
      Wednesday: 'closed',
      Thursday: 'by appointment',
      Friday: 'by appointment',
      Saturday: { opens: '16:00', closes: '21:00' },
      Sunday: 'closed',
    };
    const found = runsOf(week).flatMap((run, index) => problems(`hoursLine(run ${index})`, hoursLine(run), rows));
    expect(found).toEqual([]);
  });

  it('is followed by the place names the Kannada pages show (written once, in src/config.ts)', () => {
    const found = Object.entries(placeInKannada()).flatMap(([key, value]) =>
      problems(`src/config.ts placeInKannada().${key}`, value, rows),
    );
    expect(found).toEqual([]);
  });
});
