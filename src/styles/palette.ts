/** Every site colour, once: styles read CSS variables (global.ts); the theme colour, icons and manifest import these. */
export const palette = {
  'teal-900': '#0b3b40',
  'teal-800': '#0c4a50',
  'teal-700': '#0f5f66',
  'teal-600': '#137277',
  'teal-500': '#1f8a8a',
  'teal-300': '#7cc4bf',
  'teal-150': '#d7e9e7',
  'teal-100': '#dff1ef',
  'teal-50': '#f0f8f7',
  'mint-100': '#d8ede1',
  'mint-50': '#eef7f1',
  'sand-100': '#fbf4ea',
  'sand-300': '#f1dcc0',
  'sand-500': '#d9b48a',
  'rose-50': '#fffbfa',
  'rose-100': '#fbe9e4',
  'rose-300': '#f2b8a8',
  'rose-500': '#e07a5f',
  'rose-700': '#b4533a',
  'rose-800': '#8f3b26',
  'red-800': '#a3321b',
  'sun-300': '#ffd166',
  'blue-700': '#0b57d0',
  ink: '#15262c',
  slate: '#4a5e66',
  'slate-400': '#5f7178',
  'cloud-300': '#d3dde0',
  cloud: '#e9eef0',
  paper: '#ffffff',
} as const;

export type PaletteName = keyof typeof palette;

/** A palette colour with some transparency, as CSS: `rgb(r g b / alpha)`. */
export function alpha(name: PaletteName, opacity: number): string {
  const hex = palette[name].slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r} ${g} ${b} / ${opacity})`;
}

/** The browser's theme colour (address bar, task switcher): the primary teal. */
export const themeColor = palette['teal-700'];

/** The colours that mean something, as custom properties on top of the palette's own. */
export const semanticColors: Record<string, string> = {
  'color-text': 'var(--ink)',
  'color-muted': 'var(--slate)',
  'color-primary': 'var(--teal-700)',
  'color-primary-strong': 'var(--teal-900)',
  'color-accent': 'var(--rose-700)',
  'color-border': 'var(--cloud-300)',
  'color-focus': 'var(--blue-700)',
  'color-danger': 'var(--red-800)',
  // The veil behind a modal dialog, the faint outline of raised cards, and a wash for a pointed-at control.
  scrim: alpha('teal-900', 0.5),
  hairline: alpha('teal-900', 0.06),
  wash: alpha('teal-900', 0.08),
  // The page's paper seen through: the sticky header over what scrolls beneath it.
  'paper-glass': alpha('paper', 0.94),
  // Paper over dark ground (the footer, a chosen specialty, a dark button): lines, rules and discs.
  'on-dark-rule': alpha('paper', 0.14),
  'on-dark-disc': alpha('paper', 0.16),
  'on-dark-ring': alpha('paper', 0.35),
  'on-dark-underline': alpha('paper', 0.4),
  'shadow-s': `0 1px 2px ${alpha('teal-900', 0.08)}, 0 1px 1px ${alpha('teal-900', 0.04)}`,
  'shadow-m': `0 6px 20px -6px ${alpha('teal-900', 0.18)}, 0 2px 6px ${alpha('teal-900', 0.06)}`,
  'shadow-l': `0 24px 48px -16px ${alpha('teal-900', 0.28)}`,
};

/** The palette and the semantic colours as CSS declarations, for `:root`. */
export const colorDeclarations = [...Object.entries(palette), ...Object.entries(semanticColors)]
  .map(([name, value]) => `--${name}: ${value};`)
  .join('\n');
