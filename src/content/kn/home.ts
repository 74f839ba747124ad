/** Texts of the home/about page, in Kannada: the same exports as ../home.ts. */
import { clinic, parkingInKannada } from '../../config';
import { place } from './site';

const parking = parkingInKannada();

/** The home page's h1. */
export const headline = `${place.inDistrict} ಅವಸರವಿಲ್ಲದೆ, ಕಾಳಜಿಯಿಂದ ಮಾಡುವ ಹಲ್ಲಿನ ಚಿಕಿತ್ಸೆ`;

/** The small line above the h1. */
export const heroEyebrow = 'ಡೆಂಟಲ್ ಕ್ಲಿನಿಕ್';

/** Where the clinic is, in one line a phone shows whole under the h1. */
export const whereLine = `${place.area}, ${place.locality}`;

/** The paragraph under the first screen's actions: the full address, a landmark and where to park, if config says. */
export const intro = `${clinic.name} ಇರುವುದು ಇಲ್ಲಿ: ${place.street}, ${place.locality} ${clinic.postalCode}. ಗುರುತು: ${place.landmark}.${parking.sentence && ` ${parking.sentence}`}`;

/** Three short reasons to trust the clinic, shown under the intro. */
export const highlights: { title: string; text: string }[] = [
  {
    title: 'ನೀವೇ ನೋಡಬಹುದಾದ ಸ್ಟೆರಿಲೈಸೇಷನ್',
    text: 'ಉಪಕರಣಗಳನ್ನು ಸ್ಟೆರಿಲೈಸ್ ಮಾಡಿ, ಪೌಚ್‌ಗಳಲ್ಲಿ ಸೀಲ್ ಮಾಡಿ ಇಟ್ಟಿರುತ್ತೇವೆ. ನಿಮ್ಮ ಕಣ್ಣೆದುರೇ ಅವನ್ನು ತೆರೆಯುತ್ತೇವೆ.',
  },
  {
    title: 'ಅವಸರವಿಲ್ಲದ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್',
    text: 'ಪ್ರತಿ ಹಂತವನ್ನು ವಿವರಿಸಲು ಮತ್ತು ನಿಮ್ಮ ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಿಸಲು ಸಾಕಷ್ಟು ಸಮಯ ಇಟ್ಟುಕೊಂಡೇ ಬುಕ್ ಮಾಡುತ್ತೇವೆ.',
  },
  {
    title: 'ಖರ್ಚು ಎಷ್ಟು ಎಂದು ಮೊದಲೇ ಹೇಳುತ್ತೇವೆ',
    text: 'ಯಾವುದೇ ಚಿಕಿತ್ಸೆ ಶುರು ಮಾಡುವ ಮೊದಲು, ಸ್ಪಷ್ಟವಾದ ಟ್ರೀಟ್‌ಮೆಂಟ್ ಪ್ಲಾನ್ ಮತ್ತು ಅದಕ್ಕೆ ಎಷ್ಟು ಖರ್ಚಾಗುತ್ತದೆ ಎಂದು ನಿಮಗೆ ತಿಳಿಸುತ್ತೇವೆ.',
  },
];

/** The sentence under the "Our Specialties" heading. */
export const specialtiesIntro =
  'ಸಾಮಾನ್ಯ ಹಲ್ಲಿನ ಆರೈಕೆಯ ಜೊತೆಗೆ, ನಾವು ವಿಶೇಷವಾಗಿ ಗಮನ ಕೊಡುವ ಚಿಕಿತ್ಸೆಗಳು ಇವು. ಹೆಚ್ಚು ತಿಳಿಯಲು ಯಾವುದಾದರೂ ಒಂದನ್ನು ಆರಿಸಿ.';

/** The name of the list of reasons to trust the clinic. */
export const highlightsLabel = 'ರೋಗಿಗಳು ನಮ್ಮನ್ನು ಏಕೆ ಆರಿಸುತ್ತಾರೆ';

/** The specialties section's small line and heading. */
export const specialtiesHeading = { eyebrow: 'ನಾವು ಹೆಚ್ಚು ಗಮನ ಕೊಡುವುದು', title: 'ನಮ್ಮ ವಿಶೇಷ ಚಿಕಿತ್ಸೆಗಳು' } as const;

/** The page's <title>, and what it says of itself to search engines and link previews. */
export const title = `${clinic.name} · ${place.district}, ${place.ofLocality} ಡೆಂಟಿಸ್ಟ್`;
export const description = `${clinic.name}, ${place.area}, ${place.locality}: ಇಡೀ ಕುಟುಂಬಕ್ಕೆ ಡೆಂಟಲ್ ಕ್ಲಿನಿಕ್. ಬ್ರೇಸಸ್ ಮತ್ತು ಅಲೈನರ್‌ಗಳು, ಡೆಂಟಲ್ ಇಂಪ್ಲಾಂಟ್, ರೂಟ್ ಕೆನಾಲ್, ಕ್ಲೀನಿಂಗ್ ಮತ್ತು ಮಕ್ಕಳ ಹಲ್ಲಿನ ಚಿಕಿತ್ಸೆ.${parking.inBrief && ` ${parking.inBrief}.`}`;
