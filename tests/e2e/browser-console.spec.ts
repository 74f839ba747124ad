// The test every spec imports (fixtures.ts) fails after its body on a console error or an uncaught error it did not
// expect, from any page of its contexts; each test.fail() below passes only if the test fails.
import { expectConsole, test } from './fixtures';

test.fail('fails on a console error the test did not expect', async ({ page }) => {
  await page.evaluate(() => console.error('an error no one expected'));
});

test.fail('fails on an uncaught error in a page opened later, in a context made by the test', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => setTimeout(() => document.body.removeChild(document.createElement('p'))));
  await thrown;
});

test.fail('fails on an expected line that never shows', async () => {
  expectConsole(/an error this test expects/);
});

test('passes with the line it expects, and only that', async ({ page }) => {
  expectConsole(/^error: an error this test expects/);
  await page.evaluate(() => console.error('an error this test expects'));
});
