/** The words of the appointment dialog, the Message Us form, their validation messages and the toasts they raise, in Kannada: the same exports as ../messages.ts. */
import { clinic } from '../../config';
import { bookAppointmentLabel } from './site';

/** A toast's title and the sentence under it. */
export type ToastText = { title: string; description: string };

/** The appointment request reached the email service. */
export const appointmentSent: ToastText = {
  title: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿ ಕಳುಹಿಸಲಾಗಿದೆ!',
  description: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಅನ್ನು ಬೇಗನೆ ಇಮೇಲ್ ಮೂಲಕ ಕನ್ಫರ್ಮ್ ಮಾಡುತ್ತೇವೆ.',
};

/** The appointment request did not reach the email service (destructive). */
export const appointmentFailed: ToastText = {
  title: 'ತೊಂದರೆಯಾಗಿದೆ',
  description: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿ ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
};

/** The contact message reached the email service. */
export const messageSent: ToastText = {
  title: 'ಮೆಸೇಜ್ ಕಳುಹಿಸಲಾಗಿದೆ!',
  description: '24 ಗಂಟೆಗಳ ಒಳಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತೇವೆ.',
};

/** The contact message did not reach the email service (destructive). */
export const messageFailed: ToastText = {
  title: 'ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ',
  description: 'ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
};

/** No answer 15 s after pressing send: the request is still on its way, and the form keeps waiting for it. */
export const sendingSlowly: ToastText = {
  title: 'ಎಂದಿಗಿಂತ ಹೆಚ್ಚು ಸಮಯ ಆಗುತ್ತಿದೆ',
  description: 'ಇನ್ನೂ ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ. ದಯವಿಟ್ಟು ಈ ಪುಟವನ್ನು ತೆರೆದೇ ಇಡಿ: ಅದು ತಲುಪಿದ ತಕ್ಷಣ ಇಲ್ಲೇ ತಿಳಿಸುತ್ತೇವೆ.',
};

/** The connection is back and the form sends what waited for it, by itself. */
export const backOnline: ToastText = {
  title: 'ಮತ್ತೆ ಆನ್‌ಲೈನ್',
  description: 'ನೀವು ಬರೆದಿದ್ದನ್ನು ಈಗ ಕಳುಹಿಸುತ್ತಿದ್ದೇವೆ.',
};

/** Under the send button while a send waits for the connection to return. */
export const waitingForConnection = {
  title: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ',
  text: 'ಈ ಪುಟ ತೆರೆದಿರುವವರೆಗೆ, ಇಂಟರ್ನೆಟ್ ಕನೆಕ್ಷನ್ ಮರಳಿ ಬಂದ ತಕ್ಷಣ ಇದನ್ನು ತಾನಾಗಿಯೇ ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
  cancel: 'ಕಳುಹಿಸಬೇಡಿ',
} as const;

/** The line under each form that links the privacy notice. */
export const privacyNote = {
  text: 'ಈ ವಿವರಗಳನ್ನು ನಿಮಗೆ ಉತ್ತರಿಸಲು ಮಾತ್ರ ಬಳಸುತ್ತೇವೆ.',
  link: 'ನಿಮ್ಮ ವಿವರಗಳನ್ನು ನಾವು ಹೇಗೆ ನೋಡಿಕೊಳ್ಳುತ್ತೇವೆ',
} as const;

/** The count under the message once it nears its limit: "120 ಅಕ್ಷರಗಳು ಉಳಿದಿವೆ". */
export const charactersLeft = (left: number) =>
  left === 1 ? '1 ಅಕ್ಷರ ಉಳಿದಿದೆ' : `${left.toLocaleString('en-IN')} ಅಕ್ಷರಗಳು ಉಳಿದಿವೆ`;

/** The hidden spam trap both forms carry; people never see it, so it only needs to make sense to a machine. */
export const honeypotLabel = 'ಈ ಜಾಗವನ್ನು ಖಾಲಿ ಬಿಡಿ';

/** The appointment dialog's title, fields and buttons. */
export const appointmentForm = {
  title: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ',
  description: 'ನಿಮ್ಮ ಹೆಸರು, ಫೋನ್ ನಂಬರ್ ಕೊಡಿ ಮತ್ತು ನಿಮಗೆ ಏನು ಬೇಕು ಎಂದು ತಿಳಿಸಿ. ಸಮಯವನ್ನು ಕನ್ಫರ್ಮ್ ಮಾಡಲು ನಾವೇ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತೇವೆ.',
  name: { label: 'ಪೂರ್ತಿ ಹೆಸರು', placeholder: 'ನಿಮ್ಮ ಪೂರ್ತಿ ಹೆಸರು ಬರೆಯಿರಿ' },
  phone: { label: 'ಫೋನ್ ನಂಬರ್', placeholder: '+91 98450 12345' },
  service: { label: 'ಚಿಕಿತ್ಸೆ ಆಯ್ಕೆ ಮಾಡಿ', placeholder: 'ಉದಾ: ಹಲ್ಲು ವೈಟನಿಂಗ್, ಹಲ್ಲು ಕ್ಲೀನಿಂಗ್, ರೂಟ್ ಕೆನಾಲ್' },
  submit: bookAppointmentLabel,
  sending: 'ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…',
  cancel: 'ಈಗ ಬೇಡ',
  close: 'ಮುಚ್ಚಿ',
} as const;

/**
 * What each form says in place of itself when scripting is off, before how else to reach us. Only the prerender writes
 * it (`PRERENDER`), so no page's script carries it.
 */
export const scriptOff = {
  appointment: 'ಈ ಫಾರ್ಮ್ ಕಳುಹಿಸಲು JavaScript ಬೇಕು. ಬುಕ್ ಮಾಡಲು ದಯವಿಟ್ಟು ಕರೆ ಮಾಡಿ, WhatsApp ಮಾಡಿ ಅಥವಾ ಇಮೇಲ್ ಮಾಡಿ:',
  contact: 'ಈ ಫಾರ್ಮ್ ಕಳುಹಿಸಲು JavaScript ಬೇಕು. ದಯವಿಟ್ಟು ಕರೆ ಮಾಡಿ, WhatsApp ಮಾಡಿ ಅಥವಾ ಇಮೇಲ್ ಮಾಡಿ:',
} as const;

/** The Message Us form on the contact page. */
export const contactForm = {
  name: { label: 'ಹೆಸರು', placeholder: 'ನಿಮ್ಮ ಪೂರ್ತಿ ಹೆಸರು ಬರೆಯಿರಿ' },
  email: { label: 'ಇಮೇಲ್', placeholder: 'you@example.com' },
  phone: { label: 'ಫೋನ್', placeholder: '+91 98450 12345', optional: 'ಕಡ್ಡಾಯವಲ್ಲ' },
  message: { label: 'ಮೆಸೇಜ್', placeholder: 'ನಾವು ನಿಮಗೆ ಹೇಗೆ ಸಹಾಯ ಮಾಡಬಹುದು?' },
  submit: 'ಮೆಸೇಜ್ ಕಳುಹಿಸಿ',
  sending: 'ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…',
  /** The chat link's name beside the phone and email, when the form cannot send. */
  chat: 'WhatsApp',
} as const;

/** The ways to reach the clinic at once that a failure toast offers, so no request is lost. */
export const reachUsNow = {
  lead: 'ಅಥವಾ ಈಗಲೇ ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ:',
  call: `ಕರೆ ಮಾಡಿ: ${clinic.phone.display}`,
  chat: 'WhatsApp ಮಾಡಿ',
  newTab: '(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
} as const;

/** The chat message a failed appointment request prefills, so the patient need not type it again. */
export function appointmentChatText({
  name,
  phone,
  service,
}: {
  name: string;
  phone: string;
  service: string;
}): string {
  return [
    `ನಮಸ್ಕಾರ ${clinic.name}, ನನಗೆ ಒಂದು ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಬೇಕು.`,
    `ಹೆಸರು: ${name.trim()}`,
    `ಫೋನ್: ${phone.trim()}`,
    `ಚಿಕಿತ್ಸೆ: ${service.trim()}`,
  ].join('\n');
}

/** The chat message a failed contact message prefills: the message itself, then who sent it. */
export function contactChatText({
  name,
  email,
  phone,
  message,
}: {
  name: string;
  email: string;
  phone: string;
  message: string;
}): string {
  const from = [name, email, phone]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return [`ನಮಸ್ಕಾರ ${clinic.name},`, message.trim(), from && `ಕಳುಹಿಸಿದವರು: ${from}`].filter(Boolean).join('\n');
}

/** The accessible name of every toast's close button. */
export const dismissNotificationLabel = 'ಈ ಸೂಚನೆಯನ್ನು ಮುಚ್ಚಿ';

// The validation messages, word for word (docs/requirements.md §5.1 for the appointment form), applied by `check` in src/lib/validation.ts.

/** A value over a field's maximum length. */
export const tooLong = (max: number) => `ದಯವಿಟ್ಟು ${max.toLocaleString('en-IN')} ಅಕ್ಷರಗಳ ಒಳಗೆ ಬರೆಯಿರಿ`;

/** The appointment form's messages, one per rule. */
export const appointmentMessages = {
  name: 'ಹೆಸರಿನಲ್ಲಿ ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳು ಇರಬೇಕು',
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
