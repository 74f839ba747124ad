// The CSS a page's first screen needs, inlined in its HTML so that it paints from the HTML alone; the whole stylesheet
// follows without blocking the first paint.
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
 * The rules of `css` a document with these `classes` and `states` (`data-x=value` pairs) uses; a state script sets
 * later (the floating button turning compact) waits for the whole stylesheet.
 * @param {string} css
 * @param {Set<string>} classes
 * @param {Set<string>} states
 * @returns {string}
 */
export function usedCss(css, classes, states) {
  const applies = (/** @type {string} */ selector) =>
    [...selector.matchAll(/\.([\w-]+)/g)].every(([, name]) => classes.has(name)) &&
    [...selector.matchAll(/\[(data-[\w-]+)=["']?([^"'\]]*)["']?\]/g)].every(([, name, value]) =>
      states.has(`${name}=${value}`),
    );
  return blocks(css)
    .map((block) => {
      const head = block.slice(0, block.indexOf('{'));
      if (/^@(media|supports|container)/.test(head)) {
        const inner = usedCss(block.slice(head.length + 1, -1), classes, states);
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
  const values = new Map([...css.matchAll(declared)].map(([, name, value]) => [name, value]));
  const read = new Set();
  const readIn = (/** @type {string} */ text) => {
    for (const [, name] of text.matchAll(/var\(--([\w-]+)/g))
      if (!read.has(name) && read.add(name)) readIn(values.get(name) ?? '');
  };
  readIn(css.replace(declared, ''));
  return css.replace(declared, (declaration, name) => (read.has(name) ? declaration : '')).replace(/;}/g, '}');
}

/** Characters of <main>'s HTML that count as its first screen: a phone's screenful, and a wide one's. */
const firstScreen = 4500;

const voidElements = new Set('area base br col embed hr img input link meta source wbr'.split(' '));

/**
 * Where the first screen ends (looking from `from`, the first character inside <main>): at `cut`, or before the
 * outermost element open there that began in its last 400 characters, so no part (a tab ring, a card) is styled half
 * at first paint and half when the stylesheet comes.
 */
function elementEdge(/** @type {string} */ html, /** @type {number} */ from, /** @type {number} */ cut) {
  /** @type {number[]} */
  const open = [];
  const tags = /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;
  tags.lastIndex = from;
  for (let tag = tags.exec(html); tag && tag.index < cut; tag = tags.exec(html)) {
    if (tag[1]) open.pop();
    else if (!tag[3] && !voidElements.has(tag[2].toLowerCase())) open.push(tag.index);
  }
  return open.find((start) => start >= cut - 400) ?? cut;
}

/**
 * `html` with the rules its first screen uses in its empty <style>, and that style's CSP source. The first screen is
 * all but the footer and the end of a long <main>, as the dialog, menu and panel may open from a tap at first paint.
 */
export function inlineCss(/** @type {string} */ html, /** @type {string} */ css) {
  const [main, mainEnd, footer, footerEnd] = ['<main', '</main>', '<footer', '</footer>'].map((tag) =>
    html.indexOf(tag),
  );
  const cut =
    main + firstScreen < mainEnd ? elementEdge(html, html.indexOf('>', main) + 1, main + firstScreen) : mainEnd;
  // A <main> short enough to be all first screen (a 404) has the footer on that screen too.
  const seen = cut === mainEnd ? html : html.slice(0, cut) + html.slice(mainEnd, footer) + html.slice(footerEnd);
  const classes = new Set([...seen.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names.split(/\s+/)));
  const states = new Set([...seen.matchAll(/\s(data-[\w-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`));
  const style = withoutUnusedProperties(usedCss(css, classes, states));
  const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
  return { html: html.replace('<style></style>', () => `<style>${style}</style>`), hash };
}
