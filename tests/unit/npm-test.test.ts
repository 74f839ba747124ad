// @vitest-environment node
// `npm test` and `npm run test:quick` (tests/run.mjs) with an npm that only records what it is asked: every stage
// runs though one fails, each is reported, and the exit code says whether all passed.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let bin = '';

beforeAll(async () => {
  bin = await mkdtemp(join(tmpdir(), 'fake-npm-'));
  // Writes each call's arguments on a line of calls.txt, and fails the scripts named in FAIL.
  const npm = `#!/bin/sh\necho "$*" >> "${bin}/calls.txt"\ncase " $FAIL " in *" $2 "*) exit 1;; esac\n`;
  await writeFile(join(bin, 'npm'), npm);
  await chmod(join(bin, 'npm'), 0o755);
});
afterAll(() => rm(bin, { recursive: true, force: true }));

/** Runs tests/run.mjs with the fake npm, `fail` naming the scripts that fail: its exit code, output and npm calls. */
async function runTests(run: string[], fail: string[]) {
  await rm(join(bin, 'calls.txt'), { force: true });
  const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, FAIL: fail.join(' ') };
  const { code, output } = await new Promise<{ code: number; output: string }>((done) =>
    execFile('node', ['tests/run.mjs', ...run], { env }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    ),
  );
  const calls = existsSync(join(bin, 'calls.txt')) ? (await readFile(join(bin, 'calls.txt'), 'utf8')).trim() : '';
  return { code, output, calls: calls.split('\n') };
}

/** The summary line of a stage: its name, passed or FAILED, and its seconds. */
const line = (stage: string, outcome: 'passed' | 'FAILED') => new RegExp(`^ +${stage} +${outcome} +\\d+\\.\\d s$`, 'm');

describe('npm test', () => {
  it('runs types, lint, unit and e2e in turn, and reports each as passed', async () => {
    const { code, output, calls } = await runTests([], []);
    expect(calls).toEqual(['run test:types', 'run test:lint', 'run test:unit', 'run test:e2e']);
    for (const stage of ['types', 'lint', 'unit', 'e2e']) expect(output).toMatch(line(stage, 'passed'));
    expect(code).toBe(0);
  });

  it('goes on after a failing stage, reports it as failed among the others, and exits non-zero', async () => {
    const { code, output, calls } = await runTests([], ['test:types', 'test:unit']);
    expect(calls).toHaveLength(4);
    expect(output).toMatch(line('types', 'FAILED'));
    expect(output).toMatch(line('lint', 'passed'));
    expect(output).toMatch(line('unit', 'FAILED'));
    expect(output).toMatch(line('e2e', 'passed'));
    expect(code).toBe(1);
  });
});

describe('npm run test:quick', () => {
  it('runs types, lint, unit, then only the smoke specs, which exist, on the node server', async () => {
    const { code, calls } = await runTests(['quick'], []);
    expect(calls.slice(0, 3)).toEqual(['run test:types', 'run test:lint', 'run test:unit']);
    const [run, script, dashes, ...args] = calls[3]!.split(' ');
    // One argument: Playwright reads `--project node a.spec.ts` as three projects, and finds none of the specs.
    expect([run, script, dashes, args[0]]).toEqual(['run', 'test:e2e', '--', '--project=node']);
    const specs = args.slice(1);
    expect(specs.length).toBeGreaterThan(0);
    for (const spec of specs) expect(existsSync(spec), spec).toBe(true);
    // Playwright itself reads those arguments as the node project and these specs, each with its tests.
    const listed = await new Promise<string>((done, fail) =>
      execFile('npx', ['playwright', 'test', '--list', ...args], (error, stdout) =>
        error ? fail(error) : done(stdout),
      ),
    );
    for (const spec of specs) expect(listed).toContain(`[node] › ${spec.replace('tests/e2e/', '')}:`);
    expect(code).toBe(0);
  }, 30_000);
});
