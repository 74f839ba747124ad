// `npm run test:clinic`: the whole e2e suite against a second clinic's build. It makes Sampige Smiles in a copy of the
// repository as tests/unit/build/sampige.ts does for the build test (the tests copied too, so they read its config and
// content), builds it, and runs Playwright there; arguments go to Playwright (`-- --project=node`), except `--keep`,
// which leaves the copy for a look. A test that fails here and not on the sample quotes the sample's facts.
import { spawnSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'vite';

// The shared module is TypeScript: vite, which runs the unit tests, loads it (and what it imports as it runs).
const vite = await createServer({ configFile: false, appType: 'custom', server: { middlewareMode: true, ws: false } });
const load = (/** @type {string} */ file) => vite.ssrLoadModule(new URL(file, import.meta.url).pathname);
const { makeSampige } = await load('unit/build/sampige.ts');
const { buildIn } = await load('unit/build/temp-build.ts');

const keep = process.argv.includes('--keep');
const { dir } = await makeSampige('sampige-', ['tests', 'playwright.config.ts', 'emailjs']);
await vite.close();
console.log(`Sampige Smiles, in ${dir}`);
const built = await buildIn(dir);
// Its size table, or everything if it failed.
console.log(built.code ? built.output : built.output.slice(built.output.lastIndexOf('\nper page')));
let code = built.code;
if (code === 0) {
  // Wrangler writes its log there (playwright.config.ts).
  await mkdir(join(dir, '.cache'), { recursive: true });
  const args = process.argv.slice(2).filter((arg) => arg !== '--keep');
  code = spawnSync('npx', ['playwright', 'test', ...args], { cwd: dir, stdio: 'inherit' }).status ?? 1;
}
if (!keep) await rm(dir, { recursive: true, force: true });
process.exit(code);
