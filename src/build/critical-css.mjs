// The CSS a page uses, inlined in its HTML so that it paints and restyles from the HTML alone; the whole stylesheet,
// fetched without blocking, is turned on only when script shows what the HTML did not have (src/lib/dom.ts).
import { createHash } from 'node:crypto';

/** The top-level blocks of minified CSS, `selector{…}` or `@rule prelude{…}`, each whole. */
function blocks(/** @type {string} */ css) {
  /** @type {string[]} */
  const found = [];
  let depth = 0;
  let start = 0;
  /** @type {string | null} */
  let quote = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if ((c === '}' && --depth === 0) || (c === ';' && depth === 0)) {
      found.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return found;
}

/**
 * The rules of `css` a document with these `classes`, `states` (`data-x=value` pairs) and elements (`tags`, when given:
 * a textarea's rules wait on a page without one) uses; a state script sets
 * later (the floating button turning compact) waits for the whole stylesheet, and so do the rules for a visitor with
 * scripting off, whose browser loads that stylesheet (in <noscript>) before the first paint, and for forced colours,
 * which the controls script turns it on for (rare, so no page's HTML carries them).
 * @param {string} css
 * @param {Set<string>} classes
 * @param {Set<string>} states
 * @param {Set<string>} [tags]
 * @returns {string}
 */
export function usedCss(css, classes, states, tags) {
  // The element names a selector asks for: not those it rules out (:not), nor a :lang()'s or an attribute's value.
  const elements = (/** @type {string} */ selector) =>
    selector.replace(/\[[^\]]*\]|:(not|lang|nth-[\w-]+)\([^)]*\)/g, '').matchAll(/(?:^|[\s>+~(])([a-z][\w-]*)/g);
  const applies = (/** @type {string} */ selector) =>
    [...selector.matchAll(/\.([\w-]+)/g)].every(([, name]) => classes.has(name)) &&
    (!tags || [...elements(selector)].every(([, name]) => tags.has(name))) &&
    [...selector.matchAll(/\[(data-[\w-]+)=["']?([^"'\]]*)["']?\]/g)].every(([, name, value]) =>
      states.has(`${name}=${value}`),
    );
  return blocks(css)
    .map((block) => {
      const head = block.slice(0, block.indexOf('{'));
      if (/^@media\s*\((scripting:\s*none|forced-colors:\s*active)\)/.test(head)) return '';
      if (/^@(media|supports|container)/.test(head)) {
        const inner = usedCss(block.slice(head.length + 1, -1), classes, states, tags);
        return inner && `${head}{${inner}}`;
      }
      if (head.startsWith('@')) return block;
      return head.split(',').some(applies) ? block : '';
    })
    .join('');
}

/**
 * `css` without the custom properties nothing in it reads (the palette's unused shades), declared in blocks of custom
 * properties only (:root).
 */
function withoutUnusedProperties(/** @type {string} */ css) {
  const declared = /(?<=[{;])--([\w-]+):([^;}]*)[;]?/g;
  // Every value a property is given (a row's tint differs by its tone), as each may read others.
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const [, name, value] of css.matchAll(declared)) values.set(name, `${values.get(name) ?? ''} ${value}`);
  const read = new Set();
  const readIn = (/** @type {string} */ text) => {
    for (const [, name] of text.matchAll(/var\(--([\w-]+)/g))
      if (!read.has(name) && read.add(name)) readIn(values.get(name) ?? '');
  };
  readIn(css.replace(declared, ''));
  return css.replace(declared, (declaration, name) => (read.has(name) ? declaration : '')).replace(/;}/g, '}');
}

/** The CSS less the animations none of its rules runs (a toast's, on a page that shows none before script). */
const withoutUnusedKeyframes = (/** @type {string} */ css) =>
  css.replace(/@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*\}/g, (block, name) =>
    css.split(name).length > 2 ? block : '',
  );

/**
 * The CSS with each run of `@media` blocks of one condition as one block: pruned, a page leaves many side by side.
 * @param {string} css
 * @returns {string}
 */
function withMediaMerged(css) {
  const merged = css.replace(/(@media[^{]*)\{((?:[^{}]*\{[^{}]*\})*)\}\1\{/g, '$1{$2');
  return merged === css ? css : withMediaMerged(merged);
}

/**
 * `css` with each custom property it declares renamed to a short name, except those `scripts` name (they set them):
 * a page's inline CSS is most of its HTML, and these names a good part of that CSS.
 */
export function shortProperties(/** @type {string} */ css, /** @type {string} */ scripts) {
  const declared = new Set([...css.matchAll(/(?<=[{;])--([\w-]+):/g)].map(([, name]) => name));
  const names = new Map(
    [...declared].filter((name) => !scripts.includes(`--${name}`)).map((name, i) => [name, i.toString(36)]),
  );
  return css.replace(/--([\w-]+)/g, (whole, name) => (names.has(name) ? `--${names.get(name)}` : whole));
}

/**
 * `html` with the rules it uses in its empty <style>, those of `controlsStates` too (`data-x=value` pairs the controls
 * script sets from the first paint), and that style's CSP source.
 * @param {string} html
 * @param {string} css
 * @param {readonly string[]} controlsStates
 */
export function inlineCss(html, css, controlsStates = []) {
  const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names.split(/\s+/)));
  const states = new Set([...html.matchAll(/\s(data-[\w-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`));
  for (const state of controlsStates) states.add(state);
  const tags = new Set([...html.matchAll(/<([a-z][\w-]*)/g)].map(([, name]) => name));
  const style = withMediaMerged(withoutUnusedKeyframes(withoutUnusedProperties(usedCss(css, classes, states, tags))));
  const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
  return { html: html.replace('<style></style>', () => `<style>${style}</style>`), hash };
}
