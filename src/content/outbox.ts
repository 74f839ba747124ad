/** The words of the outbox (src/offline/): only a page a worker controls shows them, so they come with its code. */
import type { FormName } from '../lib/validation';
import type { ToastText } from './messages';

/** A send the outbox took, under the send button: the truth for this browser, either way. */
export const handedOver = {
  title: 'Not sent yet',
  /** The browser sends it even with the site closed (Background Sync). */
  sync: 'You can close this page: it goes by itself as soon as the connection allows.',
  /** Without that, it goes when a page of the site is next opened. */
  nextVisit: 'It is saved on this device and goes the next time you open this site.',
} as const;

/**
 * A page opened while the outbox holds a form's request (handed over by a page since closed or reloaded): true with or
 * without a signal, as the outcome's toast replaces it once the page's replay sends it.
 */
export const waiting: Record<FormName, string> = {
  appointment: 'Your appointment request is saved on this device and goes by itself as soon as the connection allows.',
  contact: 'Your message is saved on this device and goes by itself as soon as the connection allows.',
};

/** "Don't send" pressed on the toast of a request that waits: deleted, or already being sent (its outcome follows). */
export const notSent: Record<FormName, ToastText> = {
  appointment: { title: 'Not sent', description: 'Your appointment request was deleted from this device.' },
  contact: { title: 'Not sent', description: 'Your message was deleted from this device.' },
};
/**
 * Given back as the visitor changed the form after pressing send (a change calls it off): it goes if sent again. The
 * buttons are named in words, not imported, so this chunk takes nothing of the forms' (a unit test holds them equal).
 */
export const changed: Record<FormName, ToastText> = {
  appointment: {
    title: 'Not sent',
    description:
      'You changed your request, so it no longer goes by itself. Press Book Appointment to send it as it is now.',
  },
  contact: {
    title: 'Not sent',
    description:
      'You changed your message, so it no longer goes by itself. Press Send Message to send it as it is now.',
  },
};
export const alreadySending: ToastText = {
  title: 'Already on its way',
  description: 'It is being sent as you pressed. You will see here when it has gone.',
};

/** The outbox dropped a request still unsent after 24 hours; the next visit says so, for each form. */
export const expired: Record<FormName, ToastText> = {
  appointment: {
    title: 'Your appointment request was not sent',
    description:
      'It could not be sent within 24 hours, so it was deleted from this device. Please call or WhatsApp us.',
  },
  contact: {
    title: 'Your message was not sent',
    description:
      'It could not be sent within 24 hours, so it was deleted from this device. Please call or WhatsApp us.',
  },
};
