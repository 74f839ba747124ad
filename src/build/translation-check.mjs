// A missing translation must fail the build, never show as a blank: the build compares every English text with its
// translation, key by key, before it prerenders anything.

/** Keys whose values are not words: a translation keeps the English value (the same case, picture, colour). */
const sameInEveryLanguage = new Set(['id', 'src', 'width', 'height', 'tone', 'icon']);

/**
 * Every problem of `translated` against `english`, sorted, at paths like "treatments.treatments[3].title".
 * @returns {string[]}
 */
export function translationProblems(/** @type {unknown} */ english, /** @type {unknown} */ translated, path = '') {
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
    const problems = english.flatMap((item, i) => translationProblems(item, translated[i], at(i)));
    if (translated.length > english.length)
      problems.push(`extra items in translation: ${path} (${translated.length}, English has ${english.length})`);
    return problems.sort();
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object') return missing;
    const other = /** @type {Record<string, unknown>} */ (translated);
    return Object.entries(english)
      .flatMap(([key, value]) =>
        sameInEveryLanguage.has(key) && key in other && other[key] !== value
          ? [`not the English value: ${at(key)}`]
          : translationProblems(value, other[key], at(key)),
      )
      .sort();
  }
  // Numbers, booleans, null: ids, sizes and the like, not words; a translation must still have the key.
  return translated === undefined && english !== undefined ? missing : [];
}

/**
 * @param {unknown} english
 * @param {unknown} translated
 * @param {string} lang
 */
export function checkTranslation(english, translated, lang) {
  const problems = translationProblems(english, translated);
  if (problems.length)
    throw new Error(`${lang}: ${problems.length} problem(s) in src/content/${lang}/:\n  ${problems.join('\n  ')}`);
}
