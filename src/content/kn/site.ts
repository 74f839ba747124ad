/** The texts of the site's frame, in Kannada: the same exports as ../site.ts (see ../../../docs/kannada-glossary.md for the words chosen). */
import { clinic, placeInKannada } from '../../config';

/** Where the clinic is, as the Kannada texts name it: the same keys as ../site.ts's, the facts of src/config.ts. */
export const place = /* @__PURE__ */ placeInKannada();

/** The navigation items in the required order (docs/requirements.md §2.4); Book Appointment opens the dialog instead of a route. */
export const navItems = [
  { label: 'ನಮ್ಮ ಬಗ್ಗೆ', href: '/kn/about' },
  { label: 'ನಮ್ಮ ಚಿಕಿತ್ಸೆಗಳು', href: '/kn/treatments' },
  { label: 'ಕೇಸ್ ಗ್ಯಾಲರಿ', href: '/kn/case-studies' },
  { label: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ', href: null },
  { label: 'ಸಂಪರ್ಕ', href: '/kn/contact' },
] as const;

/** The label of every Book Appointment trigger, and of the floating button while its panel is closed. */
export const bookAppointmentLabel = 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ';

/** The first link on every page, for keyboard users. */
export const skipLinkLabel = 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ';

/** The main navigation's name, and its toggle's under 768 px. */
export const navLabel = 'ಮುಖ್ಯ';
export const menuLabel = 'ಮೆನು';

/** The label over the clinic phone in the header. */
export const callNowLabel = 'ಈಗಲೇ ಕರೆ ಮಾಡಿ';

/** The visible label of every chat link (docs/requirements.md §1.5). */
export const talkToUsLabel = 'ನಮ್ಮ ಜೊತೆ ಮಾತನಾಡಿ';

/** What a gallery image shows in its place when it cannot be loaded (docs/requirements.md §2.13, §8). */
export const imageFailedText = 'ಚಿತ್ರ ಲೋಡ್ ಆಗಲಿಲ್ಲ';

/** The 404 page's message (docs/requirements.md §2.2); a no-break space keeps ಈ ಪುಟ ("this page") on one line. */
export const notFoundText = 'ಅಯ್ಯೋ! ಈ\u00a0ಪುಟ ಸಿಗಲಿಲ್ಲ';

/** The full postal address on one line, as the footer, contact page and map show it. Made in a call marked pure, as
 * esbuild keeps a template at a module's top level even unused: a page's code that never shows it leaves it out. */
export const addressLine = /* @__PURE__ */ (() =>
  `${place.street}, ${place.locality}, ${place.region} ${clinic.postalCode}`)();

/** The floating contact button's landmark, its panel, and the same ways to reach us wherever they are listed. */
export const contactOptions = {
  landmark: 'ಸಂಪರ್ಕದ ಆಯ್ಕೆಗಳು',
  close: 'ಸಂಪರ್ಕದ ಆಯ್ಕೆಗಳನ್ನು ಮುಚ್ಚಿ',
  title: 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
  call: 'ಕರೆ ಮಾಡಿ',
  chat: 'WhatsApp‌ನಲ್ಲಿ ಚಾಟ್ ಮಾಡಿ',
  newTab: 'ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ',
  email: 'ಇಮೇಲ್',
  book: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗೆ ವಿನಂತಿ ಕಳುಹಿಸಿ',
  bookDetail: 'ನಾವು ಇಮೇಲ್ ಮೂಲಕ ಕನ್ಫರ್ಮ್ ಮಾಡುತ್ತೇವೆ',
} as const;

/** The language of these texts: the page's `lang`, and its locale for link previews. */
export const locale = { lang: 'kn', ogLocale: 'kn_IN', name: 'ಕನ್ನಡ' } as const;

/** The language switch in the header: the other language, named in itself, and its locale. */
export const languageSwitch = { label: 'English', lang: 'en', ogLocale: 'en_IN' } as const;

/** The footer's words: a line about the clinic, its headings, the copyright's last words, its new-tab hints and the site's credit. */
export const footerText = {
  mapNewTab: '(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ಮ್ಯಾಪ್ ತೆರೆಯುತ್ತದೆ)',
  newTab: '(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
  about: 'ಬ್ರೇಸಸ್, ಅಲೈನರ್‌ಗಳು, ಇಂಪ್ಲಾಂಟ್, ರೂಟ್ ಕೆನಾಲ್ ಮತ್ತು ಇಡೀ ಕುಟುಂಬದ ಹಲ್ಲಿನ ಆರೈಕೆ, ಎಲ್ಲವೂ ಒಂದೇ ಕಡೆ.',
  visit: 'ಭೇಟಿ ನೀಡಿ',
  contact: 'ಸಂಪರ್ಕ',
  hours: 'ಸಮಯ',
  rights: 'ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
  credit: 'ವೆಬ್‌ಸೈಟ್ ನಿರ್ಮಾಣ: Mallige Web',
} as const;

/** A carousel slide's name for screen readers: "4ರಲ್ಲಿ 2ನೇ" ("2 of 4"). */
export const slideOf = (index: number, count: number) => `${count}ರಲ್ಲಿ ${index + 1}ನೇ`;

/** What screen readers call a carousel and its slides (`aria-roledescription`), in place of "region" and "group". */
export const carouselRoles = { carousel: 'ಸ್ಲೈಡ್‌ಶೋ', slide: 'ಸ್ಲೈಡ್' } as const;

/** The home page and the privacy notice in this language (each apart, so a bundle takes only the one it uses). */
export const homePath = '/kn/';
export const privacyPath = '/kn/privacy';

/**
 * The links in the footer's last row, after the copyright: a page of this site (its address in this language) or
 * another site's (https://…, opened in a new tab). A clinic adds one here and in the other language's twin.
 */
export const footerLinks: readonly { label: string; href: string }[] = [{ label: 'ಗೌಪ್ಯತೆ', href: privacyPath }];

/** What a chat link that opens a new tab tells screen readers, after its own words. */
export const chatNewTabHint = '(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ಚಾಟ್ ತೆರೆಯುತ್ತದೆ)';

/** Items in a sentence, as Kannada joins them: "a, b ಮತ್ತು c". */
export const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ಮತ್ತು ${items.at(-1)}`;

/**
 * The clinic in a line: the footer, the share card and its alt text, the saved shortcut. A function, as only the build
 * writes it: a constant reading the place would stay in every page's script.
 */
export const tagline = () => `${place.inDistrict} ಕಾಳಜಿಯಿಂದ ಮಾಡುವ ಆಧುನಿಕ ಹಲ್ಲಿನ ಚಿಕಿತ್ಸೆ`;

/** The share image's description for screen readers, and the name of the structured data's list of treatments. */
export const shareImageAlt = (line: string) => `${clinic.name}, ${line}`;
export const treatmentsCatalogName = 'ಚಿಕಿತ್ಸೆಗಳು';
