import { clinic } from '../config';

/** A tel: link to the clinic phone. */
export const phoneHref = `tel:${clinic.phone.e164}`;

/** A mailto: link to the clinic email. */
export const emailHref = `mailto:${clinic.email}`;

/** A chat-messaging link to the clinic number, optionally with a prefilled message. */
export function chatHref(message?: string): string {
  const base = `https://wa.me/${clinic.phone.e164.replace(/\D/g, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
