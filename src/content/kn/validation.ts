/** The forms' validation messages, in Kannada: the same exports as ../validation.ts. */

/** A value over a field's maximum length. */
export const tooLong = (max: number) => `ದಯವಿಟ್ಟು ${max.toLocaleString('en-IN')} ಅಕ್ಷರಗಳ ಒಳಗೆ ಬರೆಯಿರಿ`;

/** The appointment form's messages, one per rule. */
export const appointmentMessages = {
  name: 'ಹೆಸರಿನಲ್ಲಿ ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳು ಇರಬೇಕು',
  nameEmpty: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರು ಬರೆಯಿರಿ',
  phone: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಫೋನ್ ನಂಬರ್ ಬರೆಯಿರಿ',
  service: 'ನಿಮಗೆ ಯಾವ ಚಿಕಿತ್ಸೆ ಬೇಕು ಎಂದು ದಯವಿಟ್ಟು ತಿಳಿಸಿ',
} as const;

/** The Message Us form's messages: what the browser lets through, in the site's words. */
export const contactMessages = {
  name: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರು ಬರೆಯಿರಿ',
  emailMissing: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಬರೆಯಿರಿ',
  emailInvalid: 'ದಯವಿಟ್ಟು ಪೂರ್ತಿ ಇಮೇಲ್ ವಿಳಾಸ ಬರೆಯಿರಿ, ಉದಾ: you@example.com',
  phone: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಫೋನ್ ನಂಬರ್ ಬರೆಯಿರಿ',
  message: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಮೆಸೇಜ್ ಬರೆಯಿರಿ',
} as const;
