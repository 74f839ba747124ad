/** The words of the outbox in Kannada: the same exports as ../outbox.ts. */
import type { FormName } from '../../lib/validation';
import type { ToastText } from './messages';

export const handedOver = {
  title: 'ಇನ್ನೂ ಕಳುಹಿಸಲಾಗಿಲ್ಲ',
  sync: 'ನೀವು ಈ ಪುಟವನ್ನು ಮುಚ್ಚಬಹುದು: ಇಂಟರ್ನೆಟ್ ಕನೆಕ್ಷನ್ ಸಿಕ್ಕ ತಕ್ಷಣ ಇದನ್ನು ತಾನಾಗಿಯೇ ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
  nextVisit: 'ಇದು ಈ ಸಾಧನದಲ್ಲಿ ಸೇವ್ ಆಗಿದೆ. ನೀವು ಮುಂದಿನ ಬಾರಿ ಈ ವೆಬ್‌ಸೈಟ್ ತೆರೆದಾಗ ಇದನ್ನು ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
} as const;

export const waiting: Record<FormName, string> = {
  appointment: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿ ಈ ಸಾಧನದಲ್ಲಿ ಸೇವ್ ಆಗಿದೆ. ಇಂಟರ್ನೆಟ್ ಕನೆಕ್ಷನ್ ಸಿಕ್ಕ ತಕ್ಷಣ ಅದನ್ನು ತಾನಾಗಿಯೇ ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
  contact: 'ನಿಮ್ಮ ಮೆಸೇಜ್ ಈ ಸಾಧನದಲ್ಲಿ ಸೇವ್ ಆಗಿದೆ. ಇಂಟರ್ನೆಟ್ ಕನೆಕ್ಷನ್ ಸಿಕ್ಕ ತಕ್ಷಣ ಅದನ್ನು ತಾನಾಗಿಯೇ ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
};

export const notSent: Record<FormName, ToastText> = {
  appointment: { title: 'ಕಳುಹಿಸಲಾಗಿಲ್ಲ', description: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿಯನ್ನು ಈ ಸಾಧನದಿಂದ ಅಳಿಸಲಾಗಿದೆ.' },
  contact: { title: 'ಕಳುಹಿಸಲಾಗಿಲ್ಲ', description: 'ನಿಮ್ಮ ಮೆಸೇಜ್‌ಅನ್ನು ಈ ಸಾಧನದಿಂದ ಅಳಿಸಲಾಗಿದೆ.' },
};
export const changed: Record<FormName, ToastText> = {
  appointment: {
    title: 'ಕಳುಹಿಸಲಾಗಿಲ್ಲ',
    description:
      'ನೀವು ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಬದಲಿಸಿದ್ದೀರಿ, ಹಾಗಾಗಿ ಅದು ಇನ್ನು ತಾನಾಗಿಯೇ ಹೋಗುವುದಿಲ್ಲ. ಈಗ ಇರುವಂತೆಯೇ ಕಳುಹಿಸಲು “ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ” ಒತ್ತಿ.',
  },
  contact: {
    title: 'ಕಳುಹಿಸಲಾಗಿಲ್ಲ',
    description: 'ನೀವು ನಿಮ್ಮ ಮೆಸೇಜ್‌ಅನ್ನು ಬದಲಿಸಿದ್ದೀರಿ, ಹಾಗಾಗಿ ಅದು ಇನ್ನು ತಾನಾಗಿಯೇ ಹೋಗುವುದಿಲ್ಲ. ಈಗ ಇರುವಂತೆಯೇ ಕಳುಹಿಸಲು “ಮೆಸೇಜ್ ಕಳುಹಿಸಿ” ಒತ್ತಿ.',
  },
};
export const alreadySending: ToastText = {
  title: 'ಈಗಾಗಲೇ ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ',
  description: 'ನೀವು ಒತ್ತಿದಾಗ ಅದನ್ನು ಕಳುಹಿಸಲಾಗುತ್ತಿತ್ತು. ಅದು ಹೋದ ತಕ್ಷಣ ಇಲ್ಲಿ ತಿಳಿಸುತ್ತೇವೆ.',
};

export const expired: Record<FormName, ToastText> = {
  appointment: {
    title: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿ ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ',
    description:
      'ಅದನ್ನು 24 ಗಂಟೆಗಳ ಒಳಗೆ ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ, ಹಾಗಾಗಿ ಅದನ್ನು ಈ ಸಾಧನದಿಂದ ಅಳಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ನಮಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ WhatsApp ಮಾಡಿ.',
  },
  contact: {
    title: 'ನಿಮ್ಮ ಮೆಸೇಜ್ ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ',
    description:
      'ಅದನ್ನು 24 ಗಂಟೆಗಳ ಒಳಗೆ ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ, ಹಾಗಾಗಿ ಅದನ್ನು ಈ ಸಾಧನದಿಂದ ಅಳಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ನಮಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ WhatsApp ಮಾಡಿ.',
  },
};
