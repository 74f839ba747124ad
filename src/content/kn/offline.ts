/** The offline page's texts, in Kannada: the same exports as ../offline.ts. */
import { clinic } from '../../config';

export const offlinePage = {
  heading: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ',
  asked: 'ಈ ಪುಟ ಇನ್ನೂ ಈ ಸಾಧನದಲ್ಲಿ ಸೇವ್ ಆಗಿಲ್ಲ:',
  later: 'ಇಂಟರ್ನೆಟ್ ಕನೆಕ್ಷನ್ ಮರಳಿ ಬಂದ ತಕ್ಷಣ ಅದು ತೆರೆಯುತ್ತದೆ. ನೀವು ಈ ಹಿಂದೆ ಇಲ್ಲಿ ತೆರೆದ ಪುಟಗಳು ಇಂಟರ್ನೆಟ್ ಕನೆಕ್ಷನ್ ಇಲ್ಲದೆಯೂ ತೆರೆಯುತ್ತವೆ.',
  retry: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  reach: 'ಅಲ್ಲಿಯವರೆಗೆ ನಮಗೆ ಕರೆ ಮಾಡಿ, WhatsApp ಮಾಡಿ, ಅಥವಾ ಕ್ಲಿನಿಕ್‌ಗೆ ಬನ್ನಿ:',
} as const;

export const title = `ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ · ${clinic.name}`;
export const description = `ಇಂಟರ್ನೆಟ್ ಕನೆಕ್ಷನ್ ಇಲ್ಲದಾಗ ${clinic.name} ಕ್ಲಿನಿಕ್‌ಗೆ ಕರೆ ಮಾಡುವುದು, WhatsApp ಮಾಡುವುದು ಅಥವಾ ಬರುವುದು ಹೇಗೆ.`;
