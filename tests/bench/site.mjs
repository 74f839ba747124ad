// The builds the bench compares, and the project's paths it relies on, said once here: the working tree and each
// base commit, each built with its own build.mjs and served by its own server on a loopback port.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inLanguage, languages, pages } from '../../src/lib/route-table.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cache = join(root, '.cache', 'bench');
// A tree's server CLI (PORT, HOST, DIST_DIR): the first of these it has, so a base from before a move still serves.
const serverScripts = ['src/server/serve.mjs'];

/** @typedef {{ path: string, status: number }} Target An address to measure, and what the working tree answers. */
/** @typedef {{ name: string, title: string, tree: string, dist: string }} Build */
/**
 * @typedef {Build & { origin: string, pid: () => number | undefined, answers: Record<string, number>, stop: () => void
 * }} Served
 */

// BENCH_PAGES (comma-separated addresses) measures only those, for a quick look while working on one page.
const picked = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);

/** Every page of the working tree's route table in every language, each language's pages then a 404 address. */
export const targets = languages
  .flatMap((lang) => [
    ...pages.map(({ path }) => ({ path: inLanguage(path, lang), status: 200 })),
    { path: inLanguage('/no-such-page', lang), status: 404 },
  ])
  .filter(({ path }) => !picked.length || picked.includes(path));

const git = (/** @type {string[]} */ ...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * Runs a command to its end, its output kept and shown only if it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {Record<string, string>} [env]
 */
function run(command, args, cwd, env = {}) {
  return new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}) in ${cwd}\n${out}`)),
    );
  });
}

/** The first base, tagged release-2026-11-25; named here too, as a clone or bundle may come without tags. */
const firstRelease = 'af659a3';

/** The base commits: BENCH_BASE's (comma-separated), else the newest release-* tag's, else the first release. */
export function baseCommits() {
  const names = (process.env.BENCH_BASE ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length)
    names.push(git('tag', '--list', 'release-*', '--sort=-creatordate').split('\n')[0] || firstRelease);
  return names.map((name) => {
    const sha = git('rev-parse', '--verify', '--quiet', `${name}^{commit}`);
    const short = sha.slice(0, 7);
    const subject = git('log', '-1', '--format=%s', sha);
    const said = subject.length > 80 ? `${subject.slice(0, 79)}…` : subject;
    return { sha, name: short, title: `${name === short ? '' : `${name}, `}commit ${sha} ("${said}")` };
  });
}

/**
 * Builds a base commit in .cache/bench/<sha> with its own build.mjs, once: a later run finds it built.
 * @param {{ sha: string, name: string, title: string }} base
 * @returns {Promise<Build>}
 */
export async function buildBase({ sha, name, title }) {
  const tree = join(cache, sha);
  const build = { name, title, tree, dist: join(tree, 'dist-bench') };
  const done = join(tree, '.bench-built');
  if (existsSync(done)) return build;
  const started = performance.now();
  await rm(tree, { recursive: true, force: true });
  await mkdir(tree, { recursive: true });
  // An archive, not a worktree: nothing registered in the repository, and deleting .cache/bench cleans up all.
  execFileSync('sh', ['-c', 'git archive "$0" | tar -x -C "$1"', sha, tree], { cwd: root });
  const lock = (/** @type {string} */ dir) =>
    existsSync(join(dir, 'package-lock.json')) ? readFileSync(join(dir, 'package-lock.json'), 'utf8') : null;
  // The same lock installs the same packages: borrow the working tree's instead of installing them again.
  if (lock(tree) !== null && lock(tree) === lock(root))
    await symlink(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
  else await run('npm', ['ci', '--no-audit', '--no-fund'], tree);
  await run(process.execPath, ['build.mjs'], tree, { DIST_DIR: build.dist });
  await writeFile(done, `${sha}\n`);
  console.log(`bench: built ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s (cached for later runs)`);
  return build;
}

/**
 * Builds the working tree, uncommitted changes and all, into .cache/bench/dist-new.
 * @returns {Promise<Build>}
 */
export async function buildWorkingTree() {
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ', with uncommitted changes' : '';
  const head = git('rev-parse', '--short=7', 'HEAD');
  // Its own folder name too: build.mjs keeps its prerender cache by that name, apart from `npm run build`'s.
  const build = {
    name: 'new',
    title: `the working tree (on ${head}${dirty})`,
    tree: root,
    dist: join(cache, 'dist-new'),
  };
  const started = performance.now();
  await run(process.execPath, ['build.mjs'], root, { DIST_DIR: build.dist });
  console.log(`bench: built the working tree in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return build;
}

/** A free port on loopback, for a server child (its CLI takes a port and cannot report one it picked). */
function freePort() {
  return new Promise((/** @type {(port: number) => void} */ resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Serves a build with its own tree's server in a child process, as in production, and asks it every target once.
 * @param {Build} build
 * @returns {Promise<Served>}
 */
export async function serve(build) {
  const script = serverScripts.map((path) => join(build.tree, path)).find((path) => existsSync(path));
  if (!script) throw new Error(`bench: ${build.name} has no server at ${serverScripts.join(' or ')}`);
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: build.dist };
  let stopping = false;
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  const start = () =>
    new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
      let serving = false;
      child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'inherit'] });
      child.stdout?.on('data', (chunk) => String(chunk).includes('Serving') && resolve((serving = true)));
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        if (!serving) return reject(new Error(`bench: ${build.name}'s server exited (${code}) before serving`));
        // On a shared machine something else may end it: say so, and serve again on the same port.
        if (stopping) return;
        console.log(`bench: ${build.name}'s server ended (${signal ?? code}); starting it again`);
        start().catch((error) => console.error(error.message));
      });
    });
  await start();
  const origin = `http://127.0.0.1:${port}`;
  // A base may lack a page the working tree has (a 404 there): such a page is left out for that base.
  const answers = Object.fromEntries(
    await Promise.all(
      targets.map(async ({ path }) => [
        path,
        (await fetch(origin + path, { method: 'HEAD', redirect: 'manual' })).status,
      ]),
    ),
  );
  const stop = () => {
    stopping = true;
    child.kill();
  };
  return { ...build, origin, answers, stop, pid: () => child.pid };
}

/** Whether a served build answers a target as the working tree does, so that its figures compare. */
export const comparable = (/** @type {Served} */ build, /** @type {Target} */ target) =>
  build.answers[target.path] === target.status;
