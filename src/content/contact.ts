/** Texts of the contact page. */
import { clinic, config } from '../config';
import { runsOf, type Run, type Weekday } from '../lib/hours';
import { place } from './site';

/** The contact page's h1. */
export const contactHeadline = 'Contact Us';

/** The paragraph under the contact page's h1. */
export const contactIntro = `Call us on ${clinic.phone.display}, or drop in during clinic hours. We are happy to answer questions before you book.`;

/** The sentence above the Message Us form. */
export const messageUsIntro = 'Send us a message and we will reply within 24 hours.';

/** The contact cards: each one's title and, for the three that do something, what a tap does, in a word. */
export const contactCards = {
  label: 'Ways to reach us',
  location: { title: 'Location', action: 'Directions', newTab: '(opens a map in a new tab)' },
  phone: { title: 'Phone', action: 'Call' },
  email: { title: 'Email', action: 'Email' },
  hours: { title: 'Hours' },
};

/** The small line above the contact page's h1. */
export const contactEyebrow = 'We are here to help';

/** The heading over the Message Us form. */
export const messageUsTitle = 'Message Us';

/** The map block's heading, its link to a maps site (and that link's new-tab hint), and the landmark under the address. */
export const mapBlock = {
  title: 'Find us',
  open: 'Open in Maps',
  newTab: '(opens in a new tab)',
  /** Where the clinic is from the nearest landmark. */
  landmark: place.landmark,
} as const;

/** The map block's drawing of the streets around the clinic, under static/images; the page shows it before script. */
export const mapPicture = { src: '/images/map/neighbourhood.svg', alt: '' } as const;

/** A time of config.hours as the site writes it: "09:30" → "9.30AM". */
const clock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}.${String(minutes).padStart(2, '0')}${hours < 12 ? 'AM' : 'PM'}`;
};

/** A day as the site shortens it: "Mon". */
const short = (day: Weekday) => day.slice(0, 3);

/** Days in a row: "Mon - Sat", or one day's short name. */
const span = ([first, ...rest]: Weekday[]) =>
  rest.length ? `${short(first!)} - ${short(rest.at(-1)!)}` : short(first!);

/** One run of days as a line: "Mon - Sat 9.30AM - 6.30PM", "Sunday on appointments only", "Closed on Sundays". */
export function hoursLine({ days, hours }: Run): string {
  const one = days.length === 1 ? days[0] : undefined;
  if (hours === 'closed') return one ? `Closed on ${one}s` : `Closed ${span(days)}`;
  if (hours === 'by appointment') return `${one ?? span(days)} on appointments only`;
  return `${span(days)} ${clock(hours.opens)} - ${clock(hours.closes)}`;
}

const runs = runsOf(config.hours);

/** The opening hours, a line for each run of days (docs/requirements.md §2.17: "Mon - Sat 9.30AM - 6.30PM", "Sunday on appointments only"). */
export const hoursLines = runs.map(hoursLine);

/** The days with fixed hours, in one line for search results. */
const opening = runs
  .filter((run) => typeof run.hours === 'object')
  .map(hoursLine)
  .join(', ');

/** The page's <title>, and what it says of itself to search engines and link previews. */
export const title = `Contact Us · ${clinic.name}`;
export const description = `Call, message or visit ${clinic.name} at ${place.street}, ${place.locality} ${clinic.postalCode}.${opening && ` Open ${opening}.`}`;
