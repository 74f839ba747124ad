/** The 404 page's texts beside its heading, in Kannada: the same exports as ../not-found.ts. */
import { clinic } from '../../config';

export const notFoundPage = {
  lead: 'ನೀವು ಹುಡುಕುತ್ತಿರುವ ಪುಟ ಇಲ್ಲ, ಅಥವಾ ಬೇರೆ ಕಡೆಗೆ ಹೋಗಿದೆ.',
  home: 'ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ',
} as const;

/** The page's <title>, and what it says of itself to search engines and link previews. */
export const title = `ಪುಟ ಸಿಗಲಿಲ್ಲ · ${clinic.name}`;
export const description = `ಈ ಪುಟ ಇಲ್ಲ. ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಲು ${clinic.name} ವೆಬ್‌ಸೈಟ್‌ನ ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ.`;
