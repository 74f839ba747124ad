/** Every problem of `translated` against `english`, with paths like "treatments.items[3].title". */
export function translationProblems(english: unknown, translated: unknown, path?: string): string[];
/** Throws, naming every missing key, when `translated` lacks a text of `english`. */
export function checkTranslation(english: unknown, translated: unknown, lang: string): void;
