// Text as a reader sees, counts and writes it: digits of any script, Kannada's conjuncts as one akshara, nothing unseen.
const digit = /\p{Nd}/u;

/** `text` with every decimal digit of any script (೯, ९, ٩…) written as the ASCII digit of the same value. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (d) => {
    // Unicode writes each script's digits 0 to 9 in a row: a digit's value is its distance from the row's start.
    let zero = d.codePointAt(0)!;
    while (digit.test(String.fromCodePoint(zero - 1))) zero--;
    return String((d.codePointAt(0)! - zero) % 10);
  });
}

const viramaAtEnd = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D]$/;

let segmenter: Intl.Segmenter | undefined;

/**
 * The grapheme segmenter, made once: making it loads the browser's break rules, tens of milliseconds on a phone, so a
 * form makes it as the visitor starts on it (src/forms/use-form.tsx), never at hydration or on the first key.
 */
export const prepareLetters = () =>
  // A browser without Intl.Segmenter (Firefox before 125) counts code points.
  (segmenter ??= Intl.Segmenter && new Intl.Segmenter('en', { granularity: 'grapheme' }));

/** `text`'s letters as a reader counts them: its grapheme clusters, with a conjunct (ಶ್ರೀ, ಲ್ಲು) as one akshara. */
function letters(text: string): string[] {
  const graphemes = text && prepareLetters() ? Array.from(segmenter!.segment(text), (g) => g.segment) : [...text];
  // A cluster ending in a virama joins the next: Unicode leaves Kannada's conjuncts apart.
  const joined: string[] = [];
  for (const g of graphemes) {
    if (joined.length && viramaAtEnd.test(joined[joined.length - 1]!)) joined[joined.length - 1] += g;
    else joined.push(g);
  }
  return joined;
}

export const letterCount = (text: string) => letters(text).length;

// Controls, lone surrogates and every invisible format character (direction marks, embeddings, overrides, isolates,
// soft hyphens, tag characters that spell hidden text): no one reads them, and U+202E before "gpj.exe" shows it as
// "exe.jpg" in the clinic's mail. ZWNJ and ZWJ stay: Kannada needs them.
const unseen = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}]/gu;
// Letters that draw nothing (the Hangul fillers, the blank Braille pattern): a name of them alone reads as empty.
const blank = /[\u115F\u1160\u3164\uFFA0\u2800]/g;
// Marks past the sixth on one letter, joiners between them counting for none (a Kannada letter carries five at most,
// decomposed): piled up, they draw over the lines of the clinic's mail around them. The six kept are the match's
// first group: a lookbehind would stop this whole module loading in Safari before 16.4.
const piledMarks = /((?:\p{M}[\u200C\u200D]*){5}\p{M})[\p{M}\u200C\u200D]+/gu;

/**
 * `text` as it shows: tabs and blank letters as spaces, line breaks as `\n` (as spaces unless `lines`), every unseen
 * character and piled mark gone.
 */
export function visibleText(text: string, lines = false): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(lines ? /[\t\v\f]/g : /[\t\v\f\n]/g, ' ')
    .replace(blank, ' ')
    .replace(unseen, (character) => (character === '\n' ? character : ''))
    .replace(piledMarks, '$1');
}

export const firstLetters = (text: string, max: number) => letters(text).slice(0, max).join('');
