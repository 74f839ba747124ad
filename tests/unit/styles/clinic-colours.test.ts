// @vitest-environment node
// A clinic's colours as src/config.ts names them, through what the build draws with them: the stylesheet's roles, the
// theme colour, the illustrations and favicon recoloured, and the contrast check that stops the build.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatHex, oklch } from 'culori';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../../src/config';
import { referencePalette, roles } from '../../../src/styles/palette';
import { buildIn, copyRepository } from '../build/temp-build';

/** The palette module as the build loads it from a src/config.ts naming `colours`. */
async function siteWith(colours: { brand: string; accent?: string }) {
  vi.resetModules();
  vi.doMock('../../../src/config', async (importOriginal) => {
    const actual = await importOriginal<typeof import('../../../src/config')>();
    return { ...actual, config: { ...actual.config, ...colours } };
  });
  return import('../../../src/styles/palette');
}

/** Every SVG the build recolours: the favicon and the illustrations. */
const drawings = ['static/favicon.svg', ...readdirSync('static/images', { recursive: true, encoding: 'utf8' })]
  .filter((file) => file.endsWith('.svg'))
  .map((file) => (file.startsWith('static/') ? file : join('static/images', file)))
  .map((file) => ({ file, svg: readFileSync(file, 'utf8').toLowerCase() }));
const hexes = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}\b/g));

/** The designed colours of the accent family (lips, gums, coral) and of the warm one (skin), and the roles set in them. */
const designed = (family: RegExp) =>
  Object.entries(referencePalette)
    .filter(([name]) => family.test(name))
    .map(([, hex]) => hex as string);
const accent = designed(/^accent-/);
const skin = designed(/^warm-/);
const rolesIn = (hexesOf: string[]) => Object.keys(roles).filter((role) => hexesOf.includes(roles[role]!));

/** The shade the check names for `which` in `failures`. */
const namedShade = (failures: string[], which: string) =>
  failures
    .map((line) => line.match(new RegExp(`^${which}: use (#[0-9a-f]{6}), its nearest shade that passes$`))?.[1])
    .find(Boolean);

describe('a clinic that names its brand colour, #5b2a86, and no accent', () => {
  it('sets its primary role and the browser’s theme colour in #5b2a86 as given, every text pair at WCAG AA', async () => {
    const site = await siteWith({ brand: '#5b2a86' });
    expect(site.colorDeclarations).toContain('--color-primary: #5b2a86;');
    expect(site.themeColor).toBe('#5b2a86');
    expect(site.contrastFailures()).toEqual([]);
  });

  it('draws every illustration and the favicon that had the reference brand colour in #5b2a86', async () => {
    const site = await siteWith({ brand: '#5b2a86' });
    const branded = drawings.filter(({ svg }) => svg.includes(referencePalette['brand-700']));
    expect(branded.map(({ file }) => file)).toContain('static/favicon.svg');
    for (const { file, svg } of branded) expect(site.recolor(svg), file).toContain('#5b2a86');
  });

  it('turns no accent or skin colour: not in the roles, not the lips, gums or skin of any illustration', async () => {
    const site = await siteWith({ brand: '#5b2a86' });
    expect(rolesIn(accent)).toContain('color-accent');
    expect(rolesIn(skin)).toContain('color-warm-edge');
    for (const role of rolesIn([...accent, ...skin])) expect(site.roles[role], role).toBe(roles[role]);
    const drawn = drawings.filter(({ svg }) => accent.some((hex) => svg.includes(hex)));
    expect(drawn.length).toBeGreaterThan(0);
    for (const { file, svg } of drawings) {
      const kept = hexes(site.recolor(svg));
      for (const hex of hexes(svg))
        if ([...accent, ...skin].includes(hex)) expect(kept.has(hex), `${file}: ${hex}`).toBe(true);
    }
  });
});

describe('a clinic that names an accent colour too, #c2185b', () => {
  it('sets the accent role in it as given and turns the accent family, lips and gums included, skin as designed', async () => {
    const site = await siteWith({ brand: '#5b2a86', accent: '#c2185b' });
    expect(site.roles['color-accent']).toBe('#c2185b');
    for (const role of rolesIn(accent)) expect(site.roles[role], role).not.toBe(roles[role]);
    for (const role of rolesIn(skin)) expect(site.roles[role], role).toBe(roles[role]);
    const smile = drawings.find(({ file }) => file.endsWith('smile-correction.svg'))!;
    const lips = referencePalette['accent-500'];
    expect(smile.svg).toContain(lips);
    expect(site.recolor(smile.svg)).not.toContain(lips);
    expect(site.recolor(smile.svg)).toContain(site.palette['accent-500']);
  });
});

describe('a clinic colour that sets text below 4.5:1', () => {
  it('fails the check for a light yellow brand, #f4d03f, naming its nearest shade that passes', async () => {
    const failures = (await siteWith({ brand: '#f4d03f' })).contrastFailures();
    expect(failures).toContain('color-primary on color-surface: 1.51');
    const shade = namedShade(failures, 'brand #f4d03f')!;
    expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    expect((await siteWith({ brand: shade })).contrastFailures()).toEqual([]);
    // The same hue (to within what 8-bit channels can write), and a hair lighter it fails: the nearest shade.
    const [given, named] = [oklch('#f4d03f')!, oklch(shade)!];
    expect(Math.abs(named.h! - given.h!)).toBeLessThan(2);
    const lighter = formatHex({ ...named, l: named.l + 0.005 });
    expect((await siteWith({ brand: lighter })).contrastFailures()).not.toEqual([]);
  });

  it('fails the check for a light yellow accent, naming the accent’s nearest shade that passes', async () => {
    const failures = (await siteWith({ brand: config.brand, accent: '#f4d03f' })).contrastFailures();
    expect(failures.slice(0, 2)).toEqual([
      'color-accent on color-surface: 1.51',
      'color-surface on color-accent: 1.51',
    ]);
    const shade = namedShade(failures, 'accent #f4d03f')!;
    expect((await siteWith({ brand: config.brand, accent: shade })).contrastFailures()).toEqual([]);
  });
});

describe('the build, for a brand colour that sets text below 4.5:1', () => {
  let dir = '';
  let built = { code: -1, output: '' };
  beforeAll(async () => {
    dir = await copyRepository('brand-contrast-');
    const file = join(dir, 'src/config.ts');
    const text = await readFile(file, 'utf8');
    expect(text.split(`brand: '${config.brand}'`)).toHaveLength(2);
    await writeFile(file, text.replace(`brand: '${config.brand}'`, "brand: '#f4d03f'"));
    built = await buildIn(dir);
  }, 300_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stops, naming the pairs that fail and the shade to use instead', async () => {
    const shade = namedShade((await siteWith({ brand: '#f4d03f' })).contrastFailures(), 'brand #f4d03f');
    expect(built.code).not.toBe(0);
    expect(built.output).toContain('color-primary on color-surface: 1.51');
    expect(built.output).toContain(`brand #f4d03f: use ${shade}, its nearest shade that passes`);
  });
});
