import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './tests/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

// Tests run against dist/ served exactly as `npm start` serves it (the build runs first, in `npm run test:e2e`).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  webServer: {
    command: `node src/server/serve.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
