/** The words of the appointment dialog, the Message Us form, their validation messages and the toasts they raise, each written once (loaded with the forms). */
import { clinic } from '../config';
import { bookAppointmentLabel } from './site';

/** A toast's title and the sentence under it. */
export type ToastText = { title: string; description: string };

/** The appointment request reached the email service (word for word, as promised to the clinic). */
export const appointmentSent: ToastText = {
  title: 'Appointment Request Sent!',
  description: "We'll confirm your appointment via email soon.",
};

/** The appointment request did not reach the email service (destructive; word for word). */
export const appointmentFailed: ToastText = {
  title: 'Error',
  description: 'Failed to send appointment request. Please try again later.',
};

/** The contact message reached the email service (word for word). */
export const messageSent: ToastText = {
  title: 'Message Sent!',
  description: "We'll get back to you within 24 hours.",
};

/** The contact message did not reach the email service (destructive; word for word). */
export const messageFailed: ToastText = {
  title: 'Failed to Send',
  description: 'Please try again later.',
};

/** No answer 15 s after pressing send: the request is still on its way, and the form keeps waiting for it. */
export const sendingSlowly: ToastText = {
  title: 'Taking longer than usual',
  description: "Still sending. Please keep this page open: we'll tell you here as soon as it has gone through.",
};

/** The connection is back and the form sends what waited for it, by itself. */
export const backOnline: ToastText = {
  title: 'Back online',
  description: 'Sending what you typed now.',
};

/** A send that found no connection, under the send button (or as a toast, when the form's code has not come): one story. */
export const waitingForConnection = {
  title: "You're offline",
  text: "We'll send this by itself as soon as your connection is back, while this page stays open.",
  cancel: "Don't send",
} as const;

/** The line under each form that links the privacy notice. */
export const privacyNote = {
  text: 'We use these details only to answer you.',
  link: 'How we handle your details',
} as const;

/** The count under the message once it nears its limit. */
export const charactersLeft = (left: number) =>
  left === 1 ? '1 character left' : `${left.toLocaleString('en-IN')} characters left`;

/** The hidden spam trap both forms carry; people never see it, so it only needs to make sense to a machine. */
export const honeypotLabel = 'Leave this field empty';

/** The appointment dialog's title, fields and buttons. */
export const appointmentForm = {
  title: 'Book Your Appointment',
  description: 'Leave your name and number and tell us what you need. We will get in touch to confirm a time.',
  name: { label: 'Full Name', placeholder: 'Enter your full name' },
  phone: { label: 'Phone Number', placeholder: '+91 98450 12345' },
  service: { label: 'Select Service', placeholder: 'teeth whitening, dental cleaning, root canal' },
  submit: bookAppointmentLabel,
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
} as const;

/**
 * What each form says in place of itself when scripting is off, before how else to reach us. Only the prerender writes
 * it (`PRERENDER`), so no page's script carries it.
 */
export const scriptOff = {
  appointment: 'This form needs JavaScript to send. To book, please call, WhatsApp or email us:',
  contact: 'This form needs JavaScript to send. Please call, WhatsApp or email us instead:',
} as const;

/** The Message Us form on the contact page. */
export const contactForm = {
  name: { label: 'Name', placeholder: 'Enter your full name' },
  email: { label: 'Email', placeholder: 'you@example.com' },
  phone: { label: 'Phone', placeholder: '+91 98450 12345', optional: 'optional' },
  message: { label: 'Message', placeholder: 'How can we help you?' },
  submit: 'Send Message',
  sending: 'Sending…',
  /** The chat link's name beside the phone and email, when the form cannot send. */
  chat: 'WhatsApp',
} as const;

/** The ways to reach the clinic at once that a failure toast offers, so no request is lost. */
export const reachUsNow = {
  lead: 'Or reach us right now:',
  call: `Call ${clinic.phone.display}`,
  chat: 'WhatsApp us',
  newTab: '(opens in a new tab)',
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
    `Hello ${clinic.name}, I would like to book an appointment.`,
    `Name: ${name.trim()}`,
    `Phone: ${phone.trim()}`,
    `Service: ${service.trim()}`,
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
  return [`Hello ${clinic.name},`, message.trim(), from && `From: ${from}`].filter(Boolean).join('\n');
}

/** The accessible name of every toast's close button. */
export const dismissNotificationLabel = 'Dismiss notification';

// The validation messages, word for word (docs/requirements.md §5.1 for the appointment form), applied by `check` in src/lib/validation.ts.

/** A value over a field's maximum length. */
export const tooLong = (max: number) => `Please keep this to ${max.toLocaleString('en-IN')} characters or fewer`;

/** The appointment form's messages, one per rule. */
export const appointmentMessages = {
  /** Also for an empty name: the requirements' own words, which read right for nothing typed too. */
  name: 'Name must be at least 2 characters',
  phone: 'Please enter a valid phone number',
  service: 'Please specify the service needed',
} as const;

/** The Message Us form's messages: what the browser lets through, in the site's words. */
export const contactMessages = {
  name: 'Please enter your name',
  emailMissing: 'Please enter your email address',
  emailInvalid: 'Please enter a full email address, like you@example.com',
  phone: 'Please enter a valid phone number',
  message: 'Please write your message',
} as const;
