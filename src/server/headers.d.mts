/** Content-Security-Policy: only our own code runs; forms may talk to the email service and nothing else. */
export const contentSecurityPolicy: string;
/** Headers every response carries. */
export const securityHeaders: Record<string, string>;
/** HSTS, sent by the real host over HTTPS. */
export const strictTransportSecurity: string;
/** Caching by a file's path in dist/ ("/assets/…", "/about.html", "/favicon.svg"). */
export function cacheControl(path: string): string;
