/** Texts of the contact page, in Kannada: the same exports as ../contact.ts. */
import { clinic } from '../../config';
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

/** A time of clinic.hours as Kannada signboards write it: "09:30" → "ಬೆಳಿಗ್ಗೆ 9.30", "18:30" → "ಸಂಜೆ 6.30". */
const clock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const part = hours < 12 ? 'ಬೆಳಿಗ್ಗೆ' : hours < 16 ? 'ಮಧ್ಯಾಹ್ನ' : hours < 20 ? 'ಸಂಜೆ' : 'ರಾತ್ರಿ';
  // A no-break space: "ಸಂಜೆ" and its time stay on one line.
  return `${part}\u00a0${hours % 12 || 12}.${String(minutes).padStart(2, '0')}`;
};

/** What Sunday's line says, for each value of clinic.hours.sunday. */
const sunday = { 'by appointment': 'ಭಾನುವಾರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇದ್ದರೆ ಮಾತ್ರ', closed: 'ಭಾನುವಾರ ರಜೆ' };

/** The opening hours as two lines. */
export const hoursLines = [
  `ಸೋಮವಾರದಿಂದ ಶನಿವಾರ, ${clock(clinic.hours.opens)}ರಿಂದ ${clock(clinic.hours.closes)}ರವರೆಗೆ`,
  sunday[clinic.hours.sunday],
] as const;

/** The page's <title>, and what it says of itself to search engines and link previews. */
export const title = `ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ · ${clinic.name}`;
export const description = `${clinic.name} ಕ್ಲಿನಿಕ್‌ಗೆ ಕರೆ ಮಾಡಿ, ಮೆಸೇಜ್ ಮಾಡಿ ಅಥವಾ ಭೇಟಿ ನೀಡಿ: ${place.street}, ${place.locality} ${clinic.postalCode}. ಸಮಯ: ${hoursLines[0]}.`;
