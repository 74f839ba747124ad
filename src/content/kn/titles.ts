/** Each page's <title>, in Kannada: the same keys as ../titles.ts. Page titles carry no English in brackets. */
import { config } from '../../config';
import type { PageKey } from '../../lib/routes';

export const titles: Readonly<Record<PageKey, string>> = {
  home: `${config.name} · ಜಯನಗರ, ಬೆಂಗಳೂರಿನ ಡೆಂಟಿಸ್ಟ್`,
  treatments: `ನಮ್ಮ ಚಿಕಿತ್ಸೆಗಳು · ${config.name}`,
  'case-studies': `ಕೇಸ್ ಗ್ಯಾಲರಿ · ${config.name}`,
  contact: `ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ · ${config.name}`,
  privacy: `ಗೌಪ್ಯತೆ ಕುರಿತ ಸೂಚನೆ · ${config.name}`,
  'not-found': `ಪುಟ ಸಿಗಲಿಲ್ಲ · ${config.name}`,
};
