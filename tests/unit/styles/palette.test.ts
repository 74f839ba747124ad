import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { wcagContrast as contrast, oklch } from 'culori';
import { describe, expect, it } from 'vitest';
import {
  alpha,
  colorDeclarations,
  contrastFailures,
  palette,
  paletteFor,
  recolor,
  referencePalette,
  roles,
  textPairs,
  themeColor,
} from '../../../src/styles/palette';

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
  const found = [
    ...text.matchAll(
      /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi,
    ),
  ].map((m) => m[0]);
  // CSS is written in Linaria's tagged templates; their comments and quoted strings (selectors) are not colours.
  for (const [, body] of text.matchAll(/\b(?:css|styled(?:\.\w+|\([^)]*\)))`([^`]*)`/g)) {
    const bare = body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/'[^']*'|"[^"]*"/g, '');
    const named = new RegExp(`(?<![\\w-])(?:${namedColors.join('|')})(?![\\w-])`, 'gi');
    found.push(...(bare.match(named) ?? []));
  }
  // Outside CSS, a named colour as the value of a colour attribute (fill="red") or style property (color: 'red').
  const valued =
    /\b(?:fill|stroke|stop-?color|color|background(?:-?color)?|border\w*-?color|outline-?color)\s*[=:]\s*\{?\s*['"](\w+)['"]/gi;
  for (const [, value] of text.matchAll(valued)) if (namedColors.includes(value!.toLowerCase())) found.push(value!);
  return found;
}

describe('colours', () => {
  it('are never written as literals in components or pages, wherever they sit: they use the palette’s custom properties', () => {
    // The app and every folder of components (each feature, a new one included, and ui/): all of src/ but what draws
    // nothing.
    const drawsNothing = new Set([
      'build',
      'content',
      'lib',
      'prerender',
      'server',
      'styles',
      'config.ts',
      'assets.d.ts',
    ]);
    const components = sources('src').filter(({ file }) => !drawsNothing.has(file.split(sep)[1]!));
    expect(components.map(({ file }) => file)).toEqual(
      expect.arrayContaining(
        ['app.tsx', 'gallery/gallery-page.tsx', 'frame/header.tsx', 'ui/toast.tsx'].map((file) => join('src', file)),
      ),
    );
    const offenders = components.flatMap(({ file, text }) =>
      colorLiterals(text).map((literal) => `${file}: ${literal}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check finds hex, functional and named colours, and leaves selectors, comments and ids alone', () => {
    const sample = [
      "const a = css`color: #fff; background: rgb(0 0 0 / 0.5); border-color: white; /* teal */ &[data-tone='teal'] { white-space: nowrap; color: var(--teal-700); }`;",
      '<a href="#main">skip</a>',
      'const b = css`fill: hsl(10 20% 30%);`;',
      '<h1 style={{ color: "crimson" }}><path fill="red" stroke="none" /></h1>',
    ].join('\n');
    expect(colorLiterals(sample)).toEqual(['#fff', 'rgb(', 'hsl(', 'white', 'crimson', 'red']);
  });

  it('become custom properties of their roles, each once; no component names a family’s shade', () => {
    const names = colorDeclarations.split('\n').map((line) => line.slice(0, line.indexOf(':')));
    expect(names).toEqual(Object.keys(roles).map((name) => `--${name}`));
    expect(new Set(names).size).toBe(names.length);
    expect(colorDeclarations).toContain(`--color-primary: ${palette['brand-700']};`);
    const shades = sources('src').flatMap(({ file, text }) =>
      [...text.matchAll(/var\(--((?:brand|accent|warm|fresh|teal|rose|sand|mint)-\d+)\)/g)].map(
        (m) => `${file}: ${m[1]}`,
      ),
    );
    expect(shades).toEqual([]);
  });

  it('with transparency, keep their own red, green and blue', () => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(palette['brand-900'].slice(at, at + 2), 16));
    expect(alpha('brand-900', 0.5)).toBe(`rgb(${r} ${g} ${b} / 0.5)`);
    expect(alpha('paper', 0.14)).toBe('rgb(255 255 255 / 0.14)');
  });

  it('give the browser its theme colour: the brand’s', () => {
    expect(themeColor).toBe(palette['brand-700']);
  });
});

describe('a theme from one brand colour', () => {
  const brands = ['#7b2cbf', '#c2185b', '#f4a261', '#2e7d32', '#1565c0', '#777777'];

  it('is the reference palette itself for the reference brand colour', () => {
    expect(paletteFor(referencePalette['brand-700'])).toEqual(referencePalette);
  });

  /** The colours a brand colour turns (its family, the greens, the tinted neutrals) and those it never does. */
  const names = Object.keys(referencePalette) as (keyof typeof referencePalette)[];
  const turning = names.filter((name) => /^(brand|fresh|ink|slate|cloud)/.test(name));
  const staying = names.filter((name) => !turning.includes(name));

  it.each(brands)('uses %s as given for the primary role and turns the rest of its family, luminance kept', (brand) => {
    const turned = paletteFor(brand);
    expect(turned['brand-700']).toBe(brand);
    expect(turned['brand-600']).not.toBe(referencePalette['brand-600']);
    // Each derived colour keeps its luminance (to within what 8-bit channels can write), so a text pair's contrast
    // stays what it was.
    for (const name of turning.filter((name) => name !== 'brand-700')) {
      const ratio = contrast(turned[name], '#ffffff') / contrast(referencePalette[name], '#ffffff');
      expect(Math.abs(ratio - 1), name).toBeLessThan(0.02);
    }
    // And each is turned to the brand's hue, by as much as the brand is from the reference (those with a hue to read:
    // a grey brand turns its family grey).
    const hue = (hex: string) => oklch(hex)!.h ?? 0;
    const shift = hue(brand) - hue(referencePalette['brand-700']);
    const coloured = turning.filter((name) => oklch(turned[name])!.c >= 0.04);
    expect(coloured.length > 0, 'a family colour with a hue to read').toBe(oklch(brand)!.c >= 0.04);
    for (const name of coloured) {
      const off = ((((hue(turned[name]) - hue(referencePalette[name]) - shift) % 360) + 540) % 360) - 180;
      expect(Math.abs(off), name).toBeLessThan(3);
    }
  });

  it.each(brands)('leaves the accent, the skin tones and the fixed colours as designed for %s', (brand) => {
    const turned = paletteFor(brand);
    for (const name of staying) expect(turned[name], name).toBe(referencePalette[name]);
    expect(staying).toEqual(expect.arrayContaining(['accent-500', 'accent-700', 'warm-500', 'danger-800', 'paper']));
  });

  it.each(brands)('keeps every text pair at WCAG AA for %s, or for the shade the check names instead', (brand) => {
    const named = contrastFailures(brand, undefined)
      .at(-1)
      ?.match(/^brand #[0-9a-f]{6}: use (#[0-9a-f]{6}), its nearest shade that passes$/)?.[1];
    const turned = paletteFor(named ?? brand);
    // The pairs text is set in, as this test knows them: one dropped from the check's list is still held to AA here.
    expect(textPairs).toEqual(expect.arrayContaining([...requiredPairs]));
    for (const [fg, bg] of [...requiredPairs, ...textPairs]) {
      const role = (r: string) => turned[rolePalette[r]!];
      expect([rolePalette[fg], rolePalette[bg]], `${fg} on ${bg}: opaque palette colours`).not.toContain(undefined);
      expect(contrast(role(fg), role(bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('turns the accent family with an accent colour, given as is for the accent role, leaving skin as designed', () => {
    const turned = paletteFor(referencePalette['brand-700'], '#c2185b');
    expect(turned['accent-700']).toBe('#c2185b');
    for (const name of names.filter((name) => name.startsWith('accent-')))
      expect(turned[name], name).not.toBe(referencePalette[name]);
    for (const name of names.filter((name) => !name.startsWith('accent-')))
      expect(turned[name], name).toBe(referencePalette[name]);
  });

  it('holds every text pair at WCAG AA for this site’s colours, as the build checks', () => {
    expect(contrastFailures()).toEqual([]);
  });

  it('draws an SVG of the reference palette in the site’s colours, leaving other colours alone', () => {
    expect(recolor('<path fill="#0F5F66" stroke="#123456"/>')).toBe(
      `<path fill="${palette['brand-700']}" stroke="#123456"/>`,
    );
  });
});

/** The pairs of roles the site sets text in, foreground on background (src/styles/palette.ts checks the same). */
const requiredPairs = [
  ['color-text', 'color-surface'],
  ['color-muted', 'color-surface'],
  ['color-muted', 'color-surface-tint'],
  ['color-primary', 'color-surface'],
  ['color-primary', 'color-surface-tint'],
  ['color-primary-strong', 'color-surface-tint-strong'],
  ['color-surface', 'color-primary'],
  ['color-surface', 'color-primary-hover'],
  ['color-surface', 'color-primary-strong'],
  ['color-on-dark', 'color-primary-strong'],
  ['color-accent', 'color-surface'],
  ['color-surface', 'color-accent'],
  ['color-danger', 'color-accent-tint'],
  ['color-danger', 'color-danger-tint'],
] as const;

/** Which palette colour each role is, read from the roles of this site's palette. */
const rolePalette: Record<string, keyof typeof referencePalette> = Object.fromEntries(
  Object.entries(roles).flatMap(([role, value]) => {
    const name = Object.entries(palette).find(([, hex]) => hex === value)?.[0];
    return name ? [[role, name as keyof typeof referencePalette]] : [];
  }),
);
