// A deliberately small, safe SVG minifier: it drops what no renderer reads and collapses whitespace,
// and never rewrites numbers, paths, ids or styles.

/** A start/end/empty tag, with quoted attribute values that may themselves contain ">". */
const tagPattern = /<(?:[^"'>]|"[^"]*"|'[^']*')*>/g;
const editorAttribute = /\s+(?:xmlns:)?(?:inkscape|sodipodi)(?::[\w.-]+)?\s*=\s*(?:"[^"]*"|'[^']*')/g;

/**
 * Minifies an SVG document: no comments, XML prolog, metadata or editor data, and no needless whitespace.
 * @param {string} svg
 * @returns {string}
 */
export function minifySvg(svg) {
  // An internal DTD subset can declare entities the document uses: leave such a file exactly as it is.
  if (/<!ENTITY/i.test(svg)) return svg;
  /** @type {string[]} */
  const cdata = [];
  let out = svg
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, (m) => `\u0000${cdata.push(m) - 1}\u0000`)
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<metadata\b[^>]*\/>|<metadata\b[\s\S]*?<\/metadata>/g, '')
    .replace(/<sodipodi:namedview\b(?:[^>]*\/>|[\s\S]*?<\/sodipodi:namedview>)/g, '')
    .replace(tagPattern, (tag) => tag.replace(editorAttribute, ''));

  // Where whitespace can mean something (preserved text, scripts), keep it as it is.
  const keepSpace = /xml:space\s*=\s*["']preserve|white-space\s*:\s*pre|<script\b/i.test(out);
  if (!keepSpace) {
    // Between two tags whitespace only matters if text is laid out there (text, tspan, HTML in foreignObject).
    const textLayout = /<(?:text|tspan|textPath|foreignObject)\b/.test(out);
    const parts = out.split(new RegExp(`(${tagPattern.source})`));
    out = parts
      .map((part, i) => {
        if (i % 2 === 1) return part.replace(/\s+/g, ' ').replace(/\s+(\/?>)$/, '$1');
        if (part.trim() === '') return textLayout && part !== '' && i > 0 && i < parts.length - 1 ? ' ' : '';
        return part.replace(/\s+/g, ' ');
      })
      .join('');
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL marks where a CDATA section was set aside.
  return out.replace(/\u0000(\d+)\u0000/g, (_, i) => cdata[Number(i)]).trim();
}
