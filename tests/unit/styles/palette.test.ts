import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alpha, colorDeclarations, palette, semanticColors, themeColor } from '../../../src/styles/palette';

/** Every .ts/.tsx file under a folder, with its text. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => ({ file: join(dir, name), text: readFileSync(join(dir, name), 'utf8') }));
}

const namedColors =
  'white black red green blue yellow orange purple pink gray grey silver maroon navy teal olive lime aqua fuchsia cyan magenta brown gold indigo violet coral salmon tomato crimson beige ivory khaki lavender plum tan turquoise wheat snow linen chocolate orchid peru sienna azure'.split(
    ' ',
  );

/** The colour literals in a source file: hex colours and colour functions anywhere, named colours in its CSS. */
function colorLiterals(text: string): string[] {
  const found = [...text.matchAll(/#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi)].map((m) => m[0]);
  // CSS is written in Linaria's tagged templates; their comments and quoted strings (selectors) are not colours.
  for (const [, body] of text.matchAll(/\b(?:css|styled(?:\.\w+|\([^)]*\)))`([^`]*)`/g)) {
    const bare = body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/'[^']*'|"[^"]*"/g, '');
    const named = new RegExp(`(?<![\\w-])(?:${namedColors.join('|')})(?![\\w-])`, 'gi');
    found.push(...(bare.match(named) ?? []));
  }
  return found;
}

describe('colours', () => {
  it('are never written as literals in components or pages, wherever they sit: they use the palette’s custom properties', () => {
    // The app and every folder of components (each feature, a new one included, and ui/): all of src/ but what draws nothing.
    const drawsNothing = new Set(['build', 'content', 'lib', 'prerender', 'server', 'styles', 'config.ts', 'assets.d.ts']);
    const components = sources('src').filter(({ file }) => !drawsNothing.has(file.split(sep)[1]!));
    expect(components.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['app.tsx', 'gallery/case-gallery-styles.ts', 'frame/header-styles.ts', 'ui/toast-card.tsx'].map((file) => join('src', file))),
    );
    const offenders = components.flatMap(({ file, text }) => colorLiterals(text).map((literal) => `${file}: ${literal}`));
    expect(offenders).toEqual([]);
  });

  it('the check finds hex, functional and named colours, and leaves selectors, comments and ids alone', () => {
    const sample = [
      'const a = css`color: #fff; background: rgb(0 0 0 / 0.5); border-color: white; /* teal */ &[data-tone=\'teal\'] { white-space: nowrap; color: var(--teal-700); }`;',
      '<a href="#main">skip</a>',
      'const b = css`fill: hsl(10 20% 30%);`;',
    ].join('\n');
    expect(colorLiterals(sample)).toEqual(['#fff', 'rgb(', 'hsl(', 'white']);
  });

  it('become custom properties, the palette’s and the semantic ones, each once', () => {
    const names = colorDeclarations.split('\n').map((line) => line.slice(0, line.indexOf(':')));
    expect(names).toEqual([...Object.keys(palette), ...Object.keys(semanticColors)].map((name) => `--${name}`));
    expect(new Set(names).size).toBe(names.length);
    expect(colorDeclarations).toContain('--teal-700: #0f5f66;');
  });

  it('with transparency, keep their own red, green and blue', () => {
    expect(alpha('teal-900', 0.5)).toBe('rgb(11 59 64 / 0.5)');
    expect(alpha('paper', 0.14)).toBe('rgb(255 255 255 / 0.14)');
  });

  it('give the browser its theme colour: the primary teal', () => {
    expect(themeColor).toBe(palette['teal-700']);
  });
});
