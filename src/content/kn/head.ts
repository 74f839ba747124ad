/**
 * What each page says of itself to search engines and link previews, in Kannada: the same exports as ../head.ts.
 * A case ending is never glued to a value read from config (ಬೆಂಗಳೂರು + ನ is not ಬೆಂಗಳೂರಿನ): places that need one are
 * written out, or a noun follows the clinic's name (`${config.name} ಕ್ಲಿನಿಕ್‌ಗೆ`).
 */
import { config } from '../../config';
import type { PageKey } from '../../lib/route-table.mjs';
import { hoursLines } from './contact';
import { clinicAddress } from './site';

/** Each page's meta description. */
export const descriptions: Readonly<Record<PageKey, string>> = {
  home: `${config.name}, ಜಯನಗರ 4ನೇ ಬ್ಲಾಕ್, ${clinicAddress.locality}: ಇಡೀ ಕುಟುಂಬಕ್ಕೆ ಡೆಂಟಲ್ ಕ್ಲಿನಿಕ್. ಬ್ರೇಸಸ್ ಮತ್ತು ಅಲೈನರ್‌ಗಳು, ಡೆಂಟಲ್ ಇಂಪ್ಲಾಂಟ್, ರೂಟ್ ಕೆನಾಲ್, ಕ್ಲೀನಿಂಗ್ ಮತ್ತು ಮಕ್ಕಳ ಹಲ್ಲಿನ ಚಿಕಿತ್ಸೆ. ಪಾರ್ಕಿಂಗ್ ಸುಲಭ.`,
  treatments: `ಜಯನಗರದ ${config.name} ಕ್ಲಿನಿಕ್‌ನಲ್ಲಿ: ಬ್ರೇಸಸ್ ಚಿಕಿತ್ಸೆ, ರೂಟ್ ಕೆನಾಲ್ ಚಿಕಿತ್ಸೆ, ಸ್ಕೇಲಿಂಗ್, ಬ್ರಿಡ್ಜ್ ಮತ್ತು ಕ್ರೌನ್, ಹಲ್ಲು ತೆಗೆಯುವುದು, ಕಟ್ಟು ಹಲ್ಲು (ಡೆಂಚರ್), ಮಕ್ಕಳ ಹಲ್ಲಿನ ಚಿಕಿತ್ಸೆ ಮತ್ತು ಹಲ್ಲಿನ ಫಿಲ್ಲಿಂಗ್.`,
  gallery: `ಮೊದಲು ಮತ್ತು ನಂತರ: ಅಲೈನರ್‌ಗಳು, ವೈಟನಿಂಗ್, ಇಂಪ್ಲಾಂಟ್ ಮತ್ತು ಬಾಂಡಿಂಗ್ ನಗುವನ್ನು ಹೇಗೆ ಬದಲಿಸುತ್ತವೆ ಎಂದು ${config.name} ಕ್ಲಿನಿಕ್‌ನ ಕೇಸ್‌ಗಳಲ್ಲಿ ನೋಡಿ.`,
  contact: `${config.name} ಕ್ಲಿನಿಕ್‌ಗೆ ಕರೆ ಮಾಡಿ, ಮೆಸೇಜ್ ಮಾಡಿ ಅಥವಾ ಭೇಟಿ ನೀಡಿ: ${clinicAddress.street}, ${clinicAddress.locality} ${config.address.postalCode}. ಸಮಯ: ${hoursLines[0]}.`,
  privacy: `${config.name} ಕ್ಲಿನಿಕ್‌ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಮತ್ತು ಮೆಸೇಜ್ ಫಾರ್ಮ್‌ಗಳು ಏನು ಪಡೆಯುತ್ತವೆ, ಏಕೆ, ಅದು ಎಲ್ಲಿಗೆ ಹೋಗುತ್ತದೆ, ಎಷ್ಟು ಕಾಲ ಇಟ್ಟುಕೊಳ್ಳುತ್ತೇವೆ, ಮತ್ತು ಅದನ್ನು ಸರಿಪಡಿಸಲು ಅಥವಾ ಅಳಿಸಲು ಹೇಗೆ ಕೇಳಬಹುದು.`,
  'not-found': `ಈ ಪುಟ ಇಲ್ಲ. ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಲು ${config.name} ವೆಬ್‌ಸೈಟ್‌ನ ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ.`,
};

/** The share image's description for screen readers, and the name of the structured data's list of treatments. */
export const shareImageAlt = (tagline: string) => `${config.name}, ${tagline}`;
export const treatmentsCatalogName = 'ಚಿಕಿತ್ಸೆಗಳು';

/** The clinic in a line: the footer, the share card and its alt text, the saved shortcut (never in the browser's bundles). */
export const tagline = 'ಜಯನಗರದಲ್ಲಿ ಕಾಳಜಿಯಿಂದ ಮಾಡುವ ಆಧುನಿಕ ಹಲ್ಲಿನ ಚಿಕಿತ್ಸೆ';
