import { config } from '../config';

/** A tel: link to the clinic phone. */
export const phoneHref = `tel:${config.phone.e164}`;

/** A mailto: link to the clinic email. */
export const emailHref = `mailto:${config.email}`;

/** A chat-messaging link to the clinic number, optionally with a prefilled message. */
export function chatHref(message?: string): string {
  const base = `https://wa.me/${config.phone.e164.replace(/\D/g, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

