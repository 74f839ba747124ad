import {
  clampChroma,
  formatHex,
  modeLrgb,
  modeOklch,
  modeRgb,
  useMode as register,
  wcagContrast,
  wcagLuminance,
} from 'culori/fn';
import { config } from '../config';

/**
 * The colours the site and its illustrations are drawn in, as designed round the reference brand colour (`brand-700`);
 * `drivers` below says which of them a clinic's own colours turn.
 */
export const referencePalette = {
  'brand-900': '#0b3b40',
  'brand-800': '#0c4a50',
  'brand-700': '#0f5f66',
  'brand-600': '#137277',
  'brand-500': '#1f8a8a',
  'brand-300': '#7cc4bf',
  'brand-150': '#d7e9e7',
  'brand-100': '#dff1ef',
  'brand-75': '#e3efec',
  'brand-50': '#f0f8f7',
  'fresh-300': '#a9d4c2',
  'fresh-200': '#cfe8dd',
  'fresh-100': '#d8ede1',
  'fresh-50': '#eef7f1',
  'warm-50': '#fdfcf8',
  'warm-100': '#fbf4ea',
  'warm-300': '#f1dcc0',
  'warm-500': '#d9b48a',
  'accent-50': '#fffbfa',
  'accent-100': '#fbe9e4',
  'accent-300': '#f2b8a8',
  'accent-500': '#e07a5f',
  'accent-700': '#b4533a',
  'accent-800': '#8f3b26',
  ink: '#15262c',
  slate: '#4a5e66',
  'slate-400': '#5f7178',
  'cloud-300': '#d3dde0',
  cloud: '#e9eef0',
  // Colours that mean the same on every site: they never turn.
  'danger-800': '#a3321b',
  focus: '#0b57d0',
  'focus-on-dark': '#ffd166',
  paper: '#ffffff',
} as const;

type PaletteName = keyof typeof referencePalette;
type Palette = Record<PaletteName, string>;
const referenceEntries = Object.entries(referencePalette) as [PaletteName, string][];

const oklch = register(modeOklch);
const rgb = register(modeRgb);
register(modeLrgb);
/** An OKLCH colour as the screen can show it: its chroma lowered until sRGB holds it, its hue kept. */
const displayable = (l: number, c: number, h?: number) => formatHex(clampChroma({ mode: 'oklch', l, c, h }, 'oklch'));

/**
 * The colours src/config.ts names, each used as given for its key colour and driving its family: the brand turns the
 * greens and the tinted neutrals too; the coral accent (the illustrations' lips and gums) turns only with an accent of
 * its own. The warm family (skin), danger, the focus rings and paper never turn.
 */
const drivers = [
  { name: 'brand', key: 'brand-700', family: /^(brand|fresh|ink|slate|cloud)/ },
  { name: 'accent', key: 'accent-700', family: /^accent-/ },
] as const;

/** `hex` turned as `from` turns into `to`: its hue turned and chroma scaled with it, its luminance kept. */
function turn(hex: string, from: string, to: string): string {
  const [f, t, own] = [from, to, hex].map((colour) => oklch(colour)!);
  const hue = (own.h ?? 0) + (t.h ?? 0) - (f.h ?? 0);
  const at = (l: number) => displayable(l, own.c * (t.c / f.c), hue);
  // Turning the hue changes how luminous a colour is at one lightness: find the lightness that keeps it.
  let [low, high] = [0, 1];
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (wcagLuminance(at(mid)) < wcagLuminance(hex)) low = mid;
    else high = mid;
  }
  return at((low + high) / 2);
}

/** The palette for a brand colour and, if the clinic names one, an accent: each used as given, its family from it. */
export function paletteFor(brand: string, accent: string = referencePalette['accent-700']): Palette {
  const given = { brand: formatHex(brand)!, accent: formatHex(accent)! };
  const colour = (name: PaletteName, hex: string) => {
    const driver = drivers.find(({ family }) => family.test(name));
    if (!driver || given[driver.name] === referencePalette[driver.key]) return hex;
    return name === driver.key ? given[driver.name] : turn(hex, referencePalette[driver.key], given[driver.name]);
  };
  return Object.fromEntries(referenceEntries.map(([name, hex]) => [name, colour(name, hex)])) as Palette;
}

/** This site's colours, from the clinic's brand colour and accent, if it names one (src/config.ts). */
export const palette = paletteFor(config.brand, config.accent);

/** An SVG drawn in the reference palette (an illustration, the favicon), in this site's colours instead. */
export function recolor(svg: string): string {
  const to = new Map<string, string>(referenceEntries.map(([name, hex]) => [hex, palette[name]]));
  return svg.replace(/#[0-9a-f]{6}\b/gi, (hex) => to.get(hex.toLowerCase()) ?? hex);
}

export function alpha(name: PaletteName, opacity: number): string {
  const { r, g, b } = rgb(palette[name])!;
  return `rgb(${[r, g, b].map((c) => Math.round(c * 255)).join(' ')} / ${opacity})`;
}

/** The browser's theme colour (address bar, task switcher). */
export const themeColor = palette['brand-700'];

/** What each opaque colour is for: components use these roles, never a family's shade. */
const shades = {
  'color-text': 'ink',
  'color-muted': 'slate',
  'color-placeholder': 'slate-400',
  'color-surface': 'paper',
  'color-surface-tint': 'brand-50',
  'color-surface-tint-strong': 'brand-100',
  'color-surface-fresh': 'fresh-50',
  'color-surface-fresh-strong': 'fresh-100',
  'color-surface-warm': 'warm-100',
  'color-surface-warm-strong': 'warm-300',
  'color-warm-edge': 'warm-500',
  'color-primary': 'brand-700',
  'color-primary-hover': 'brand-600',
  'color-primary-bright': 'brand-500',
  'color-primary-soft': 'brand-300',
  'color-primary-strong': 'brand-900',
  'color-primary-deep': 'brand-800',
  'color-on-dark': 'brand-150',
  'color-accent': 'accent-700',
  'color-accent-strong': 'accent-800',
  'color-accent-soft': 'accent-300',
  'color-accent-tint': 'accent-100',
  'color-danger': 'danger-800',
  'color-danger-tint': 'accent-50',
  'color-border': 'cloud-300',
  'color-rule': 'cloud',
  'color-focus': 'focus',
  'color-focus-on-dark': 'focus-on-dark',
} as const satisfies Record<string, PaletteName>;

/** What each colour is for, as CSS values: the opaque roles, then the see-through ones. */
export const roles: Record<string, string> = {
  ...Object.fromEntries(Object.entries(shades).map(([role, name]) => [role, palette[name]])),
  // The veil behind a modal dialog, the faint outline of raised cards, and a wash for a pointed-at control.
  'color-scrim': alpha('brand-900', 0.5),
  'color-hairline': alpha('brand-900', 0.06),
  'color-wash': alpha('brand-900', 0.08),
  // The page's paper seen through: the sticky header over what scrolls beneath it.
  'color-surface-glass': alpha('paper', 0.94),
  // Paper over dark ground (the footer, a chosen specialty, a dark button): lines, rules and discs.
  'color-on-dark-rule': alpha('paper', 0.14),
  'color-on-dark-disc': alpha('paper', 0.16),
  'color-on-dark-ring': alpha('paper', 0.35),
  'color-on-dark-underline': alpha('paper', 0.4),
  'shadow-s': `0 1px 2px ${alpha('brand-900', 0.08)}, 0 1px 1px ${alpha('brand-900', 0.04)}`,
  'shadow-m': `0 6px 20px -6px ${alpha('brand-900', 0.18)}, 0 2px 6px ${alpha('brand-900', 0.06)}`,
  'shadow-l': `0 24px 48px -16px ${alpha('brand-900', 0.28)}`,
};

export const colorDeclarations = Object.entries(roles)
  .map(([name, value]) => `--${name}: ${value};`)
  .join('\n');

/** The pairs of roles text is set in, foreground on background: each must reach WCAG AA (4.5:1). */
export const textPairs = [
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

/** The text pairs below WCAG AA in `colours`, each with its ratio and the two colours it is set in. */
const unreadable = (colours: Palette) =>
  textPairs
    .map(([fg, bg]) => ({ fg, bg, shades: [shades[fg], shades[bg]] as [PaletteName, PaletteName] }))
    .map((pair) => ({ ...pair, ratio: wcagContrast(colours[pair.shades[0]], colours[pair.shades[1]]) }))
    .filter(({ ratio }) => ratio < 4.5);

/** The shade of `colours[key]` nearest to it (its hue and chroma, lightness moved) that sets its text at WCAG AA. */
function nearestReadable(colours: Palette, key: PaletteName): string {
  const { l, c, h } = oklch(colours[key])!;
  for (let step = 0; step <= 1; step += 0.001)
    for (const lightness of [l - step, l + step]) {
      const shade = displayable(lightness, c, h);
      if (!unreadable({ ...colours, [key]: shade }).some((pair) => pair.shades.includes(key))) return shade;
    }
  throw new Error(`no shade of ${colours[key]} sets its text at 4.5:1`);
}

/**
 * What stops the build: each text pair below WCAG AA for the colours src/config.ts names, then, for each of those
 * colours behind one, the nearest shade that passes.
 */
export function contrastFailures(brand: string = config.brand, accent: string | undefined = config.accent) {
  const colours = paletteFor(brand, accent);
  const failing = unreadable(colours);
  const fixes = drivers
    .filter(({ key }) => failing.some((pair) => pair.shades.includes(key)))
    .map(
      ({ name, key }) => `${name} ${colours[key]}: use ${nearestReadable(colours, key)}, its nearest shade that passes`,
    );
  return [...failing.map(({ fg, bg, ratio }) => `${fg} on ${bg}: ${ratio.toFixed(2)}`), ...fixes];
}
