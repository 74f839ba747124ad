// The email call itself, a chunk of its own that a form fetches once a visitor starts on it (`loadEmailClient` in
// ./email.ts): through @emailjs/browser, with the visitor's words made text that no mail program turns into a link.
import { EmailJSResponseStatus, send } from '@emailjs/browser';
import { clinic } from '../config';

/** Why a send failed: the service said no (`status`), or it could not be reached. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SendError';
  }
}

// A dot after anything but a space or punctuation (a letter, digit, mark, joiner or symbol: linkifiers take an emoji
// or a circled letter as a domain's) and before two letters (a top-level domain's least; marks and joiners between),
// or the symbols a browser reads as letters (circled, squared, Roman numerals), and the dots browsers read as one
// (ideographic, full-width, small, one-dot leader);
// a scheme's ":/" or ":\" (a browser reads "http:/x" and "http:\\x" as "http://x"), a Windows share's "\\" and the
// schemes that need no "//": mail programs link what they find so written. So "Dr.Rao" goes as "Dr[.]Rao" (a domain
// may end so), "S.K." and "Hi.I" as typed. What comes before a dot or an address is matched and written back, as a
// lookbehind would stop this module loading in Safari before 16.4.
const dot = /([^\s\p{P}])[.\u2024\u3002\uFE52\uFF0E\uFF61](?=(?:[\p{M}\u200C\u200D]*[\p{L}\p{Nl}\p{So}]){2})/gu;
// An IPv4 address (all four numbers: "1.5", "1.2.3" and a date stay), as a domain: mail programs link it bare.
const ipv4 = /(^|[^\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.]?\d)/g;
const scheme =
  /\b(mailto|tel|sms|callto|sips?|skype|facetime|news|https?|ftp|javascript|vbscript|data|file|search-ms):(?=\S)/gi;
const defang = (value: string) =>
  value
    .replace(scheme, '$1[:]')
    .replace(/(\w):(?=[/\\])/g, '$1[:]')
    .replace(/\\(?=\\)/g, '[\\]')
    .replace(dot, '$1[.]')
    .replace(ipv4, (_, before: string, address: string) => before + address.replaceAll('.', '[.]'));

/**
 * `params` as the clinic's mail shows them: a web or email address anyone typed reads as one ("evil[.]example",
 * "https[:]//"), but no mail program makes it a link. The email field goes as typed: it is the reply's address.
 */
export const unlinked = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, key === 'email' ? value : defang(value)]));

/** Sends `params` as `template`'s parameters, with no timeout: the POST cannot be aborted. */
export async function deliver(template: string, params: Record<string, string>): Promise<void> {
  const { serviceId, publicKey } = clinic.emailjs;
  await send(serviceId, template, unlinked(params), { publicKey }).catch((reason: unknown) => {
    if (reason instanceof EmailJSResponseStatus)
      throw new SendError(`The email service answered ${reason.status}: ${reason.text}`, reason.status);
    if (reason instanceof Error)
      throw new SendError(`The email service could not be reached: ${reason.message}`, undefined, { cause: reason });
    throw new SendError(`The email service was not called: ${String(reason)}`);
  });
}
