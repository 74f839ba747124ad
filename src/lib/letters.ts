// Text as a reader counts and writes it: digits of any script, and letters with Kannada's conjuncts as one akshara.
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

/** `text`'s letters as a reader counts them: its grapheme clusters, with a conjunct (ಶ್ರೀ, ಲ್ಲು) as one akshara. */
function letters(text: string): string[] {
  const graphemes =
    typeof Intl.Segmenter === 'function'
      ? [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((g) => g.segment)
      : [...text];
  // A cluster ending in a virama joins the next: Unicode leaves Kannada's conjuncts apart.
  const joined: string[] = [];
  for (const g of graphemes) {
    if (joined.length && viramaAtEnd.test(joined[joined.length - 1]!)) joined[joined.length - 1] += g;
    else joined.push(g);
  }
  return joined;
}

export const letterCount = (text: string) => letters(text).length;

export const firstLetters = (text: string, max: number) => letters(text).slice(0, max).join('');
