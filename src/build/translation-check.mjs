// A missing translation must fail the build, never show as a blank: the build compares every English text with its
// translation, key by key, before it prerenders anything.
import { inLanguage, resolve } from '../lib/route-table.mjs';

/** @typedef {import('../lib/route-table.mjs').Language} Language */

/** Keys whose values are not words: a translation keeps the English value (the same case, picture, colour). */
const sameInEveryLanguage = new Set(['id', 'src', 'focus', 'width', 'height', 'tone', 'icon']);
/** An address ("/images/…", "/contact") is not words either, whatever its key (a photo's `before`, a link's `href`). */
const isAddress = (/** @type {unknown} */ value) => typeof value === 'string' && value.startsWith('/');

/**
 * A value that is not words, as a translation must hold it: the English one, but a page's address is its twin's.
 * @param {unknown} english @param {unknown} translated @param {Language} lang @param {string} path
 */
function valueProblems(english, translated, lang, path) {
  const page = isAddress(english) && resolve(String(english).split(/[?#]/)[0] ?? '').status === 200;
  const expected = page ? inLanguage(String(english), lang) : english;
  if (JSON.stringify(translated) === JSON.stringify(expected)) return [];
  return [page ? `not the page's address in ${lang}: ${path} (${expected})` : `not the English value: ${path}`];
}

/**
 * Every problem of `translated` (in `lang`) against `english`, sorted, at paths like "treatments.treatments[3].title".
 * @param {unknown} english @param {unknown} translated @param {Language} lang @param {string} [path]
 * @returns {string[]}
 */
export function translationProblems(english, translated, lang, path = '') {
  const at = (/** @type {string | number} */ key) =>
    typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  const missing = [`missing translation: ${path}`];
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return missing;
    return english.trim() !== '' && translated.trim() === '' ? [`empty translation: ${path}`] : [];
  }
  if (typeof english === 'function') {
    if (typeof translated !== 'function') return missing;
    // The code calls the translated function as it calls the English one, so it must take as many parameters.
    return translated.length === english.length ? [] : [`not the English parameters: ${path}`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return missing;
    const problems = english.flatMap((item, i) => translationProblems(item, translated[i], lang, at(i)));
    if (translated.length > english.length)
      problems.push(`extra items in translation: ${path} (${translated.length}, English has ${english.length})`);
    return problems.sort();
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object') return missing;
    const other = /** @type {Record<string, unknown>} */ (translated);
    return Object.entries(english)
      .flatMap(([key, value]) =>
        (sameInEveryLanguage.has(key) || isAddress(value)) && key in other
          ? valueProblems(value, other[key], lang, at(key))
          : translationProblems(value, other[key], lang, at(key)),
      )
      .sort();
  }
  // Numbers, booleans, null: ids, sizes and the like, not words; a translation must still have the key.
  return translated === undefined && english !== undefined ? missing : [];
}

/**
 * @param {unknown} english
 * @param {unknown} translated
 * @param {Language} lang
 */
export function checkTranslation(english, translated, lang) {
  const problems = translationProblems(english, translated, lang);
  if (problems.length)
    throw new Error(`${lang}: ${problems.length} problem(s) in src/content/${lang}/:\n  ${problems.join('\n  ')}`);
}
