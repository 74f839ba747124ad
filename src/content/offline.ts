/** The page the service worker shows with no connection, for an address this device has not kept. */
import { clinic } from '../config';

export const offlinePage = {
  heading: "You're offline",
  /** Before the address the visitor asked for. */
  asked: 'This page is not saved on this device yet:',
  later: 'It opens once you are back online. The pages you have opened here before open without a connection.',
  retry: 'Try again',
  reach: 'Meanwhile, call or WhatsApp us, or come by:',
} as const;

/** The page's <title>, and what it says of itself (it is never indexed: no address serves it). */
export const title = `You're offline · ${clinic.name}`;
export const description = `Without a connection: how to call, WhatsApp or visit ${clinic.name}.`;
