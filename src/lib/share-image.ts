import { config } from '../config';
import { shareImage } from './structured-data';

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The tooth mark as an SVG path in a 24-unit box, shared by the share card and the app icons. */
const toothPath =
  'M7.5 3.5c-2.6 0-4 2-4 4.6 0 2.3 1 3.6 1.6 5.6.6 2 .8 6.8 2.9 6.8 1.8 0 1.5-4.5 4-4.5s2.2 4.5 4 4.5c2.1 0 2.3-4.8 2.9-6.8.6-2 1.6-3.3 1.6-5.6 0-2.6-1.4-4.6-4-4.6-1.9 0-2.7 1.2-4.5 1.2S9.4 3.5 7.5 3.5z';

/** The link-preview card (1200×630) as SVG; the build renders it to PNG. */
export function shareCardSvg(): string {
  const { width, height } = shareImage;
  const [first, ...rest] = config.name.split(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#0b3b40"/>
<circle cx="1040" cy="120" r="260" fill="#0f5f66"/>
<circle cx="1120" cy="560" r="180" fill="#137277"/>
<rect x="80" y="96" width="120" height="120" rx="32" fill="#ffffff"/>
<g transform="translate(104 120) scale(3)"><path d="${toothPath}" fill="none" stroke="#0f5f66" stroke-width="1.75" stroke-linejoin="round"/></g>
<text x="80" y="340" font-family="Georgia, 'DejaVu Serif', serif" font-size="96" font-weight="700" fill="#ffffff">${escapeXml(first!)}</text>
<text x="84" y="398" font-family="'DejaVu Sans', Arial, sans-serif" font-size="34" font-weight="700" letter-spacing="8" fill="#7cc4bf">${escapeXml(rest.join(' ').toUpperCase())}</text>
<text x="80" y="500" font-family="'DejaVu Sans', Arial, sans-serif" font-size="36" fill="#dff1ef">${escapeXml(config.tagline)}</text>
<text x="80" y="556" font-family="'DejaVu Sans', Arial, sans-serif" font-size="30" fill="#f2b8a8">${escapeXml(`${config.phone.display} · ${config.address.locality}`)}</text>
</svg>`;
}

/** A square app icon (teal tile, white tooth) as SVG; `padding` leaves the safe zone maskable icons need. */
export function appIconSvg(size: number, padding = 0.18): string {
  const inner = size * (1 - 2 * padding);
  const scale = inner / 24;
  const offset = size * padding;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="#0f5f66"/>
<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${toothPath}" fill="none" stroke="#ffffff" stroke-width="1.75" stroke-linejoin="round"/></g>
</svg>`;
}
