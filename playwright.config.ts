import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './tests/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.DIST_DIR || 'dist';

/** Where the built site is served: by `npm start`, and by Cloudflare Pages' own runtime (wrangler) on the next port. */
export const origins = { node: `http://127.0.0.1:${port}`, cloudflare: `http://127.0.0.1:${port + 1}` };

/** What wrangler prints as it starts: how many rules of _redirects and _headers it found valid. */
export const wranglerLog = `.cache/wrangler-${port + 1}.log`;

/**
 * The specs that also run against Cloudflare's runtime: what a host decides (addresses, redirects, 404s, headers, the
 * language switch, links between languages). What a page does with its bytes (the forms, the dialog) is the same on
 * every host, so those specs run once, against the node server.
 */
const onEveryHost = /\/(addresses|seo|kannada-seo|kannada|hardening|hosts)\.spec\.ts$/;

// Tests run against dist/ (the build runs first, in `npm run test:e2e`) served exactly as `npm start` serves it, and
// those above also as Cloudflare Pages serves it; hosts.spec.ts compares the two.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    viewport: { width: 1280, height: 800 },
    // Each spec sees the site as a first visit does; tests/e2e/offline.spec.ts allows the worker in its own contexts.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    { name: 'node', testIgnore: /\/hosts\.spec\.ts$/, use: { baseURL: origins.node } },
    { name: 'cloudflare', testMatch: onEveryHost, use: { baseURL: origins.cloudflare } },
  ],
  webServer: [
    {
      command: `node src/server/serve.mjs`,
      env: { PORT: String(port) },
      url: `${origins.node}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The runtime's own compatibility date (workerd 1.20260426): a later one is beyond what it knows.
      command: `npx wrangler pages dev ${dist} --compatibility-date=2026-04-26 --port ${port + 1} --ip 127.0.0.1 2>&1 | tee ${wranglerLog}`,
      env: { WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
      url: `${origins.cloudflare}/`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
