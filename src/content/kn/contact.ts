/** Texts of the contact page, in Kannada: the same exports as ../contact.ts. */
import { clinic, config } from '../../config';
import { runsOf, type Run, type Weekday } from '../../lib/hours';
import { place } from './site';

/** The contact page's h1. */
export const contactHeadline = 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ';

/** The paragraph under the contact page's h1. */
export const contactIntro = `ನಮಗೆ ಕರೆ ಮಾಡಿ: ${clinic.phone.display}. ಇಲ್ಲವೇ ಕ್ಲಿನಿಕ್ ಸಮಯದಲ್ಲಿ ನೇರವಾಗಿ ಬನ್ನಿ. ಬುಕ್ ಮಾಡುವ ಮೊದಲು ನಿಮ್ಮ ಪ್ರಶ್ನೆಗಳಿಗೆ ಖುಷಿಯಿಂದ ಉತ್ತರಿಸುತ್ತೇವೆ.`;

/** The sentence above the Message Us form. */
export const messageUsIntro = 'ನಮಗೆ ಒಂದು ಮೆಸೇಜ್ ಕಳುಹಿಸಿ. 24 ಗಂಟೆಗಳ ಒಳಗೆ ಉತ್ತರಿಸುತ್ತೇವೆ.';

/** The contact cards: each one's title and, for the three that do something, what a tap does, in a word. */
export const contactCards = {
  label: 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುವ ವಿಧಾನಗಳು',
  location: { title: 'ಸ್ಥಳ', action: 'ದಾರಿ ನೋಡಿ', newTab: '(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ಮ್ಯಾಪ್ ತೆರೆಯುತ್ತದೆ)' },
  phone: { title: 'ಫೋನ್', action: 'ಕರೆ ಮಾಡಿ' },
  email: { title: 'ಇಮೇಲ್', action: 'ಇಮೇಲ್ ಮಾಡಿ' },
  hours: { title: 'ಸಮಯ' },
};

/** The small line above the contact page's h1. */
export const contactEyebrow = 'ನಿಮಗೆ ಸಹಾಯ ಮಾಡಲು ನಾವಿದ್ದೇವೆ';

/** The heading over the Message Us form. */
export const messageUsTitle = 'ನಮಗೆ ಮೆಸೇಜ್ ಮಾಡಿ';

/** The map block's heading, its link to a maps site (and that link's new-tab hint), and the landmark under the address. */
export const mapBlock = {
  title: 'ನಾವು ಎಲ್ಲಿದ್ದೇವೆ',
  open: 'ಮ್ಯಾಪ್‌ನಲ್ಲಿ ತೆರೆಯಿರಿ',
  newTab: '(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
  /** Where the clinic is from the nearest landmark. */
  landmark: place.landmark,
} as const;

/** The map block's drawing of the streets around the clinic, under static/images; the page shows it before script. */
export const mapPicture = { src: '/images/map/neighbourhood.svg', alt: '' } as const;

/** A time of config.hours as Kannada signboards write it: "09:30" → "ಬೆಳಿಗ್ಗೆ 9.30", "18:30" → "ಸಂಜೆ 6.30". */
const clock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const part = hours < 12 ? 'ಬೆಳಿಗ್ಗೆ' : hours < 16 ? 'ಮಧ್ಯಾಹ್ನ' : hours < 20 ? 'ಸಂಜೆ' : 'ರಾತ್ರಿ';
  // A no-break space: "ಸಂಜೆ" and its time stay on one line.
  return `${part}\u00a0${hours % 12 || 12}.${String(minutes).padStart(2, '0')}`;
};

/** The days of the week as Kannada writes them. */
const dayNames: Record<Weekday, string> = {
  Monday: 'ಸೋಮವಾರ',
  Tuesday: 'ಮಂಗಳವಾರ',
  Wednesday: 'ಬುಧವಾರ',
  Thursday: 'ಗುರುವಾರ',
  Friday: 'ಶುಕ್ರವಾರ',
  Saturday: 'ಶನಿವಾರ',
  Sunday: 'ಭಾನುವಾರ',
};

/** Days in a row: "ಸೋಮವಾರದಿಂದ ಶನಿವಾರ" (from Monday, Saturday), or one day's name. */
const span = ([first, ...rest]: Weekday[]) =>
  rest.length ? `${dayNames[first!]}ದಿಂದ ${dayNames[rest.at(-1)!]}` : dayNames[first!];

/** One run of days as a line: "ಸೋಮವಾರದಿಂದ ಶನಿವಾರ, ಬೆಳಿಗ್ಗೆ 9.30ರಿಂದ ಸಂಜೆ 6.30ರವರೆಗೆ", "ಭಾನುವಾರ ರಜೆ". */
export function hoursLine({ days, hours }: Run): string {
  if (hours === 'closed') return `${span(days)} ರಜೆ`;
  if (hours === 'by appointment') return `${span(days)} ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇದ್ದರೆ ಮಾತ್ರ`;
  return `${span(days)}, ${clock(hours.opens)}ರಿಂದ ${clock(hours.closes)}ರವರೆಗೆ`;
}

const runs = runsOf(config.hours);

/** The opening hours, a line for each run of days. */
export const hoursLines = runs.map(hoursLine);

/** The days with fixed hours, in one line for search results. */
const opening = runs
  .filter((run) => typeof run.hours === 'object')
  .map(hoursLine)
  .join('; ');

/** The page's <title>, and what it says of itself to search engines and link previews. */
export const title = `ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ · ${clinic.name}`;
export const description = `${clinic.name} ಕ್ಲಿನಿಕ್‌ಗೆ ಕರೆ ಮಾಡಿ, ಮೆಸೇಜ್ ಮಾಡಿ ಅಥವಾ ಭೇಟಿ ನೀಡಿ: ${place.street}, ${place.locality} ${clinic.postalCode}.${opening && ` ಸಮಯ: ${opening}.`}`;
