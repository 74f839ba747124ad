/** The words of a request the page before went with on its way, in Kannada: the same exports as ../maybe-sent.ts. */
import type { FormName } from '../../lib/validation';
import type { ToastText } from './messages';

/** It has most likely arrived, and the form still holds what was typed. */
export const maybeSent: Record<FormName, ToastText> = {
  appointment: {
    title: 'ಇದು ಈಗಾಗಲೇ ಕಳುಹಿಸಲಾಗಿರಬಹುದು',
    description:
      'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿ ಕಳುಹಿಸಲಾಗುತ್ತಿದ್ದಾಗ ನೀವು ಪುಟವನ್ನು ಬಿಟ್ಟಿರಿ, ಹಾಗಾಗಿ ಅದು ಬಹುಶಃ ನಮಗೆ ತಲುಪಿದೆ. ನಮ್ಮಿಂದ ಉತ್ತರ ಬರದಿದ್ದರೆ ಮಾತ್ರ ಮತ್ತೆ ಕಳುಹಿಸಿ.',
  },
  contact: {
    title: 'ಇದು ಈಗಾಗಲೇ ಕಳುಹಿಸಲಾಗಿರಬಹುದು',
    description:
      'ನಿಮ್ಮ ಮೆಸೇಜ್ ಕಳುಹಿಸಲಾಗುತ್ತಿದ್ದಾಗ ನೀವು ಪುಟವನ್ನು ಬಿಟ್ಟಿರಿ, ಹಾಗಾಗಿ ಅದು ಬಹುಶಃ ನಮಗೆ ತಲುಪಿದೆ. ನಮ್ಮಿಂದ ಉತ್ತರ ಬರದಿದ್ದರೆ ಮಾತ್ರ ಮತ್ತೆ ಕಳುಹಿಸಿ.',
  },
};
