// The HTTP headers the site is served with: by `npm start`, and written to dist/_headers for static hosts.

/**
 * Our code only (the service worker too), talking only to the email service; inline CSS only by hash, sorted so build
 * order cannot matter.
 */
export const contentSecurityPolicy = (/** @type {readonly string[]} */ styles = []) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...[...styles].sort()].join(' '),
    "img-src 'self' data:",
    "connect-src 'self' https://api.emailjs.com",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

export const securityHeaders = (/** @type {readonly string[]} */ styles = []) => ({
  'Content-Security-Policy': contentSecurityPolicy(styles),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // No other site's window keeps a handle on ours, and no other site may load our files into its pages.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/** The service worker's script: a browser checks it for a new release on every visit. */
export const serviceWorkerScript = '/sw.js';

/** By a file's path in dist/ ("/assets/…"): hashed assets never change; HTML and the worker are always revalidated. */
export function cacheControl(/** @type {string} */ path) {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html') || path === serviceWorkerScript) return 'no-cache';
  return 'public, max-age=86400';
}

/** A 404 is never stored, as Cloudflare Pages answers it whatever _headers says. */
export const notFoundCacheControl = 'no-store';

/** HSTS: only sent by the real host over HTTPS (in _headers), never by the loopback server. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';
