import { config } from '../config';

/**
 * The colours the site and its illustrations are drawn in, for the reference brand colour (`brand-700`). A clinic's own
 * brand colour turns each family round the colour wheel with it, keeping each colour's luminance, so every contrast.
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

const fixed: PaletteName[] = ['danger-800', 'focus', 'focus-on-dark', 'paper'];

type Oklch = [l: number, c: number, h: number];

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
const linearRgb = (hex: string) =>
  channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
const gamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const byte = (c: number) =>
  Math.round(c * 255)
    .toString(16)
    .padStart(2, '0');

/** A colour in OKLCH (https://bottosson.github.io/posts/oklab/): turning its hue keeps what the eye sees as light. */
function toOklch(hex: string): Oklch {
  const [r, g, b] = linearRgb(hex);
  const [l, m, s] = [
    0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
    0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
    0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b,
  ].map(Math.cbrt) as [number, number, number];
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s, Math.hypot(a, bb), Math.atan2(bb, a)];
}

/** The sRGB hex of an OKLCH colour, its chroma lowered until the screen can show it. */
function toHex([lightness, chroma, hue]: Oklch): string {
  for (let c = chroma; ; c *= 0.95) {
    const [a, b] = [c * Math.cos(hue), c * Math.sin(hue)];
    const [l, m, s] = [
      lightness + 0.3963377774 * a + 0.2158037573 * b,
      lightness - 0.1055613458 * a - 0.0638541728 * b,
      lightness - 0.0894841775 * a - 1.291485548 * b,
    ].map((v) => v ** 3) as [number, number, number];
    const rgb = [
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
    ];
    if (rgb.every((v) => v >= -1e-4 && v <= 1.0001) || c < 1e-4)
      return `#${rgb.map((v) => byte(gamma(Math.min(1, Math.max(0, v))))).join('')}`;
  }
}

/** WCAG's relative luminance of a colour. */
const luminance = (hex: string) => {
  const [r, g, b] = linearRgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The palette for `brand`: hues turned and chroma scaled with it, luminance kept, so every contrast holds. */
export function paletteFor(brand: string): Palette {
  if (brand.toLowerCase() === referencePalette['brand-700']) return { ...referencePalette };
  const [, refChroma, refHue] = toOklch(referencePalette['brand-700']);
  const [, chroma, hue] = toOklch(brand);
  const turn = (hex: string): string => {
    const [, c, h] = toOklch(hex);
    const at = (lightness: number) => toHex([lightness, c * (chroma / refChroma), h + hue - refHue]);
    // Turning the hue changes how luminous a colour is at one lightness: find the lightness that keeps it.
    let [low, high] = [0, 1];
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (luminance(at(mid)) < luminance(hex)) low = mid;
      else high = mid;
    }
    return at((low + high) / 2);
  };
  const entries = Object.entries(referencePalette) as [PaletteName, string][];
  return Object.fromEntries(entries.map(([name, hex]) => [name, fixed.includes(name) ? hex : turn(hex)])) as Palette;
}

/** This site's colours, from the clinic's brand colour (src/config.ts). */
export const palette = paletteFor(config.brand);

/** An SVG drawn in the reference palette (an illustration, the favicon), in this site's colours instead. */
export function recolor(svg: string): string {
  const to = new Map<string, string>(
    Object.entries(referencePalette).map(([name, hex]) => [hex, palette[name as PaletteName]]),
  );
  return svg.replace(/#[0-9a-f]{6}\b/gi, (hex) => to.get(hex.toLowerCase()) ?? hex);
}

export function alpha(name: PaletteName, opacity: number): string {
  const [r, g, b] = channels(palette[name]).map((c) => Math.round(c * 255));
  return `rgb(${r} ${g} ${b} / ${opacity})`;
}

/** The browser's theme colour (address bar, task switcher). */
export const themeColor = palette['brand-700'];

/** What each colour is for: components use these roles, never a family's shade. */
export const roles: Record<string, string> = {
  'color-text': palette.ink,
  'color-muted': palette.slate,
  'color-placeholder': palette['slate-400'],
  'color-surface': palette.paper,
  'color-surface-tint': palette['brand-50'],
  'color-surface-tint-strong': palette['brand-100'],
  'color-surface-fresh': palette['fresh-50'],
  'color-surface-fresh-strong': palette['fresh-100'],
  'color-surface-warm': palette['warm-100'],
  'color-surface-warm-strong': palette['warm-300'],
  'color-warm-edge': palette['warm-500'],
  'color-primary': palette['brand-700'],
  'color-primary-hover': palette['brand-600'],
  'color-primary-bright': palette['brand-500'],
  'color-primary-soft': palette['brand-300'],
  'color-primary-strong': palette['brand-900'],
  'color-primary-deep': palette['brand-800'],
  'color-on-dark': palette['brand-150'],
  'color-accent': palette['accent-700'],
  'color-accent-strong': palette['accent-800'],
  'color-accent-soft': palette['accent-300'],
  'color-accent-tint': palette['accent-100'],
  'color-danger': palette['danger-800'],
  'color-danger-tint': palette['accent-50'],
  'color-border': palette['cloud-300'],
  'color-rule': palette.cloud,
  'color-focus': palette.focus,
  'color-focus-on-dark': palette['focus-on-dark'],
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

/** WCAG's contrast ratio of two colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). */
export function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The pairs of roles text is set in, foreground on background: each must reach WCAG AA (4.5:1) for any brand. */
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

export const contrastFailures = () =>
  textPairs
    .map(([fg, bg]) => [fg, bg, contrast(roles[fg]!, roles[bg]!)] as const)
    .filter(([, , ratio]) => ratio < 4.5)
    .map(([fg, bg, ratio]) => `${fg} on ${bg}: ${ratio.toFixed(2)}`);
