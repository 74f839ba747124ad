// `npm test` and `npm run test:quick`: every stage runs even after one fails, so a failing type check never hides the
// e2e results; a line per stage at the end, and a non-zero exit if any failed.
import { spawn } from 'node:child_process';

/** The e2e specs `test:quick` runs: every page and its frame (site), and a send of each form, at the wire. */
const smokeSpecs = ['site', 'appointment-sending', 'contact-form'].map((name) => `tests/e2e/${name}.spec.ts`);

/**
 * Each stage is an npm script of its own (README says what each runs), with the arguments it is given here.
 * @type {Record<string, string[][]>}
 */
const runs = {
  full: [['types'], ['lint'], ['unit'], ['e2e']],
  quick: [['types'], ['lint'], ['unit'], ['e2e', '--project=node', ...smokeSpecs]],
};

/**
 * Runs `npm run test:<stage> -- <args>`, its output shown as it comes; resolves with whether it passed.
 * @param {string} stage
 * @param {string[]} args
 * @returns {Promise<boolean>}
 */
const run = (stage, args) =>
  new Promise((done) => {
    const child = spawn('npm', ['run', `test:${stage}`, ...(args.length ? ['--', ...args] : [])], {
      stdio: 'inherit',
    });
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });

const which = process.argv[2] ?? 'full';
const stages = runs[which];
if (!stages) throw new Error(`tests/run.mjs: no run named ${which} (${Object.keys(runs).join(', ')})`);

/** @type {{ stage: string, passed: boolean, seconds: number }[]} */
const results = [];
for (const [stage = '', ...args] of stages) {
  const start = performance.now();
  const passed = await run(stage, args);
  results.push({ stage, passed, seconds: (performance.now() - start) / 1000 });
}

console.log(`\n${which === 'full' ? 'npm test' : `npm run test:${which}`}:`);
for (const { stage, passed, seconds } of results)
  console.log(`  ${stage.padEnd(6)} ${passed ? 'passed' : 'FAILED'} ${seconds.toFixed(1).padStart(7)} s`);
process.exitCode = results.every((result) => result.passed) ? 0 : 1;
