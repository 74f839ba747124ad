// Debian's Chromium, as every browser test here runs it: never a downloaded browser.
import { execSync } from 'node:child_process';

/** CHROME_PATH, else whatever `chromium` is on the PATH. */
export const chromiumPath =
  process.env.CHROME_PATH || execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();

/** Flags for a root user in a sandboxed machine with no network but the site's own. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
