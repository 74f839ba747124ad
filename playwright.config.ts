import { defineConfig } from '@playwright/test';
import { execSync } from 'node:child_process';

/** Debian's Chromium (never a downloaded browser): CHROME_PATH, else whatever `chromium` is on PATH. */
const chromium = process.env.CHROME_PATH || execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();
const port = Number(process.env.E2E_PORT ?? 4173);

// Tests run against dist/ served exactly as `npm start` serves it (the build runs first, in `npm run test:e2e`).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node src/server/serve.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
