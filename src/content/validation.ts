/** The forms' validation messages, word for word (docs/requirements.md §5.1 for the appointment form); src/lib/validation.ts applies them. */

/** A value over a field's maximum length. */
export const tooLong = (max: number) => `Please keep this to ${max.toLocaleString('en-IN')} characters or fewer`;

/** The appointment form's messages, one per rule. */
export const appointmentMessages = {
  name: 'Name must be at least 2 characters',
  /** An empty name: in English the requirements' own words, which read right for nothing typed too. */
  nameEmpty: 'Name must be at least 2 characters',
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
