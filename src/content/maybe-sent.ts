/** The page went (a reload, another address) while a form's request was on its way; said once, by the next page. */
import type { FormName } from '../lib/validation';
import type { ToastText } from './messages';

/** It has most likely arrived, and the form still holds what was typed. */
export const maybeSent: Record<FormName, ToastText> = {
  appointment: {
    title: 'It may have been sent already',
    description:
      "You left the page while your appointment request was on its way, so it has most likely reached us. Send it again only if you don't hear from us.",
  },
  contact: {
    title: 'It may have been sent already',
    description:
      "You left the page while your message was on its way, so it has most likely reached us. Send it again only if you don't hear from us.",
  },
};
