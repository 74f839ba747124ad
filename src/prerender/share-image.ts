// The link preview card and the app icons, drawn as SVG at build time from the brand colour and clinic name.
import { config, placeInEnglish } from '../config';
import { palette } from '../styles/palette';
import { tagline } from '../content/site';
import { escapeHtml } from '../lib/dom';
import { shareImage } from './structured-data';

/** A 24-unit box, as src/ui/icons.svg's `tooth` symbol: keep them alike. */
const tooth = (colour: string) =>
  `<path d="M12 5.4C10.5 3.9 9 3.2 7.5 3.2C4.9 3.2 3.4 5.2 3.4 7.7C3.4 9.8 4.2 11.3 4.7 13.2C5.3 15.8 5.6 20.4 7.4 20.4C9 20.4 9.2 17.6 9.8 15.9C10.1 14.9 10.6 14.4 12 14.4C13.4 14.4 13.9 14.9 14.2 15.9C14.8 17.6 15 20.4 16.6 20.4C18.4 20.4 18.7 15.8 19.3 13.2C19.8 11.3 20.6 9.8 20.6 7.7C20.6 5.2 19.1 3.2 16.5 3.2C15 3.2 13.5 3.9 12 5.4Z" fill="none" stroke="${colour}" stroke-width="1.75" stroke-linejoin="round"/>`;

export function shareCardSvg(): string {
  const { width, height } = shareImage;
  const [first, ...rest] = config.name.split(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${palette['brand-900']}"/>
<circle cx="1040" cy="120" r="260" fill="${palette['brand-700']}"/>
<circle cx="1120" cy="560" r="180" fill="${palette['brand-600']}"/>
<rect x="80" y="96" width="120" height="120" rx="32" fill="${palette.paper}"/>
<g transform="translate(104 120) scale(3)">${tooth(palette['brand-700'])}</g>
<text x="80" y="340" font-family="Georgia, 'DejaVu Serif', serif" font-size="96" font-weight="700" fill="${palette.paper}">${escapeHtml(first!)}</text>
<text x="84" y="398" font-family="'DejaVu Sans', Arial, sans-serif" font-size="34" font-weight="700" letter-spacing="8" fill="${palette['brand-300']}">${escapeHtml(rest.join(' ').toUpperCase())}</text>
<text x="80" y="500" font-family="'DejaVu Sans', Arial, sans-serif" font-size="36" fill="${palette['brand-100']}">${escapeHtml(tagline())}</text>
<text x="80" y="556" font-family="'DejaVu Sans', Arial, sans-serif" font-size="30" fill="${palette['accent-300']}">${escapeHtml(`${config.phone.display} · ${placeInEnglish().locality}`)}</text>
</svg>`;
}

/** `padding` leaves the safe zone maskable icons need. */
export function appIconSvg(size: number, padding = 0.18): string {
  const scale = (size * (1 - 2 * padding)) / 24;
  const offset = size * padding;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${palette['brand-700']}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})">${tooth(palette.paper)}</g>
</svg>`;
}
