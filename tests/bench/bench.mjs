// `npm run bench`: the working tree beside a base (the newest release-* tag, or BENCH_BASE's commits, comma-separated),
// each built with its own build.mjs and served by its own server; prints Markdown tables for docs/performance.md and
// asserts nothing. BENCH_ONLY picks parts (comma-separated): lighthouse and paint compare (the default), throttle
// (taps at first paint) and shifts (layout shifts, where from) measure the working tree alone, server loads every
// build's server. BENCH_RUNS: runs (3).
import { cpus } from 'node:os';
import { chromiumVersion, load1, machine, today } from './common.mjs';
import { lighthouseReport } from './lighthouse.mjs';
import { paintReport } from './paint.mjs';
import { serverLoadReport } from './server-load.mjs';
import { baseCommits, buildBase, buildWorkingTree, serve } from './site.mjs';
import { shiftsReport } from './shifts.mjs';
import { throttleReport } from './throttle.mjs';

const runs = Number(process.env.BENCH_RUNS || 3);
/** @type {Record<string, (builds: import('./site.mjs').Served[]) => Promise<string>>} */
const parts = {
  lighthouse: (builds) => lighthouseReport(builds, runs),
  paint: (builds) => paintReport(builds, runs),
  throttle: (builds) => throttleReport(/** @type {import('./site.mjs').Served} */ (builds.at(-1)).origin, runs),
  shifts: (builds) => shiftsReport(/** @type {import('./site.mjs').Served} */ (builds.at(-1)).origin, runs),
  server: serverLoadReport,
};
const only = (process.env.BENCH_ONLY || 'lighthouse,paint')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);

async function main() {
  const unknown = only.filter((part) => !(part in parts));
  if (unknown.length)
    throw new Error(`BENCH_ONLY: no part ${unknown.join(', ')}; the parts are ${Object.keys(parts).join(', ')}`);
  const started = performance.now();
  // The taps and the shifts measure the working tree alone: no base to build for them.
  const bases = only.some((part) => !['throttle', 'shifts'].includes(part)) ? baseCommits() : [];
  const builds = [];
  for (const base of bases) builds.push(await buildBase(base));
  builds.push(await buildWorkingTree());

  /** @type {import('./site.mjs').Served[]} */
  const served = [];
  const sections = [];
  const loadBefore = load1();
  try {
    for (const build of builds) served.push(await serve(build));
    for (const part of only) {
      console.log(`\nbench: ${part}, ${runs} run${runs > 1 ? 's' : ''}`);
      sections.push(await parts[part](served));
    }
  } finally {
    for (const server of served) server.stop();
  }
  const fresh = /** @type {import('./site.mjs').Build} */ (builds.at(-1));
  // The settings this run was given, as they would be typed before the command.
  /** @param {string[]} names */
  const given = (...names) => names.map((name) => (process.env[name] ? `${name}=${process.env[name]} ` : '')).join('');
  const header = [
    `### Bench ${today()}: ${fresh.title}${bases.length ? ` beside ${bases.map((base) => base.name).join(' and ')}` : ''}`,
    `Measured ${today()} with \`${given('BENCH_BASE')}BENCH_RUNS=${runs} ${given('BENCH_PAGES', 'BENCH_ONLY')}npm run bench\` on ${machine()}; load average ${loadBefore} before, ${load1()} after (${cpus().length} cores); Chromium ${chromiumVersion()}.`,
    ...bases.map((base) => `Base ${base.title}.`),
  ];
  if (bases.length)
    header.push(
      'Each build is made by its own build.mjs and served by its own server on loopback; runs go page by page and build by build in turn (reversed every other run), so machine load falls on both alike.',
    );
  console.log(`\n${[...header, ...sections].join('\n\n')}\n`);
  console.log(`bench: done in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
