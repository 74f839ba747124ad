/** Each page's <title>, in Kannada: the same keys as ../titles.ts. Page titles carry no English in brackets. */
import { clinic } from '../../config';
import type { PageKey } from '../../lib/route-table.mjs';

export const titles: Readonly<Record<PageKey, string>> = {
  home: `${clinic.name} · ಜಯನಗರ, ಬೆಂಗಳೂರಿನ ಡೆಂಟಿಸ್ಟ್`,
  treatments: `ನಮ್ಮ ಚಿಕಿತ್ಸೆಗಳು · ${clinic.name}`,
  gallery: `ಕೇಸ್ ಗ್ಯಾಲರಿ · ${clinic.name}`,
  contact: `ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ · ${clinic.name}`,
  privacy: `ಗೌಪ್ಯತೆ ಕುರಿತ ಸೂಚನೆ · ${clinic.name}`,
  'not-found': `ಪುಟ ಸಿಗಲಿಲ್ಲ · ${clinic.name}`,
};
