// A copy of the repository in a temporary folder, and its build: for tests that change a source file and look at
// what the build makes of it, without touching the repository itself.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as ConfigModule from '../../../src/config';

export const repository = fileURLToPath(new URL('../../..', import.meta.url));

/** What the build reads: the sources, the static files, the build script and the package's settings. */
const copied = ['src', 'static', 'build.mjs', 'package.json', 'tsconfig.json'];

/** A copy of what the build reads, in a new temporary folder named from `prefix`, with the repository's packages. */
export async function copyRepository(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  for (const entry of copied) await cp(join(repository, entry), join(dir, entry), { recursive: true });
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

/**
 * Edits the copy's src/config.ts value by value: each `from` is written `to` wherever the file writes it (so a time the
 * week repeats changes alike everywhere), and the copy's config module is returned for the caller to check by structure.
 */
export async function editConfig(dir: string, changes: [from: string, to: string][]): Promise<typeof ConfigModule> {
  const file = join(dir, 'src/config.ts');
  let text = await readFile(file, 'utf8');
  for (const [from, to] of changes) {
    if (!text.includes(from)) throw new Error(`src/config.ts does not write ${from}`);
    text = text.replaceAll(from, to);
  }
  await writeFile(file, text);
  return import(file);
}
