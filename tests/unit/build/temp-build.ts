// A copy of the repository in a temporary folder, and its build: for tests that change a source file and look at
// what the build makes of it, without touching the repository itself.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as ConfigModule from '../../../src/config';

export const repository = fileURLToPath(new URL('../../..', import.meta.url));

/** What the build reads: the sources, the static files, the build script and the package's settings. */
const copied = ['src', 'static', 'build.mjs', 'package.json', 'tsconfig.json'];

/**
 * A copy of what the build reads, and of `more` (the tests, to run them there), in a new temporary folder named from
 * `prefix`, with the repository's packages. The folder is in the repository's .cache/, so that the packages are found
 * at the same relative path wherever the repository is: esbuild's hashed names (and so the bytes a budget counts) would
 * otherwise change with where it was cloned.
 */
export async function copyRepository(prefix: string, more: string[] = []): Promise<string> {
  await mkdir(join(repository, '.cache'), { recursive: true });
  const dir = await mkdtemp(join(repository, '.cache', prefix));
  for (const entry of [...copied, ...more]) await cp(join(repository, entry), join(dir, entry), { recursive: true });
  await symlink(join(repository, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** Runs `node build.mjs` in `dir`: its exit code and everything it printed. */
export const buildIn = (dir: string) =>
  new Promise<{ code: number; output: string }>((done) => {
    // The repository's image cache: the copy's images are the same, so nothing is encoded again.
    const env = { ...process.env, IMAGE_CACHE: join(repository, '.cache/images'), DIST_DIR: 'dist' };
    execFile('node', ['build.mjs'], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });

/** A change to a source's text: a value written anew wherever the file writes it, or a rewrite of the whole text. */
export type Change = [from: string, to: string] | ((text: string) => string);

/**
 * Edits a source file of the copy, all its changes at once: each `[from, to]` writes `to` wherever the file writes
 * `from` (so a time the week repeats changes alike everywhere); then the copy's module is returned for the caller to
 * check by structure.
 */
export async function editSource<Module>(dir: string, file: string, changes: Change[]) {
  const path = join(dir, file);
  let text = await readFile(path, 'utf8');
  for (const change of changes) {
    if (typeof change === 'function') text = change(text);
    else if (!text.includes(change[0])) throw new Error(`${file} does not write ${change[0]}`);
    else text = text.replaceAll(...change);
  }
  await writeFile(path, text);
  return (await import(/* @vite-ignore */ path)) as Module;
}

/** Edits the copy's src/config.ts (`editSource`). */
export const editConfig = (dir: string, changes: Change[]) =>
  editSource<typeof ConfigModule>(dir, 'src/config.ts', changes);

/** Text as React writes it into HTML. */
export const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
