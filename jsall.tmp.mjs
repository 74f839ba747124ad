import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const [origin, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const path of paths) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const got = [];
  page.on('response', (res) =>
    got.push(
      (async () => {
        await res.finished();
        if (res.request().resourceType() !== 'script') return 0;
        const b = await res.body().catch(() => Buffer.alloc(0));
        return gzipSync(b, { level: 9 }).length;
      })(),
    ),
  );
  await page.goto(origin + path);
  await page.waitForSelector('form[name="appointment"][data-submit="live"]', { state: 'attached', timeout: 30000 });
  await page.waitForLoadState('networkidle');
  const sizes = (await Promise.all(got)).filter(Boolean);
  console.log(path.padEnd(18), (sizes.reduce((a, b) => a + b, 0) / 1000).toFixed(2), sizes.length, 'files');
  await context.close();
}
await browser.close();
