// A copy of the repository in a temporary folder, and its build: for tests that change a source file and look at
// what the build makes of it, without touching the repository itself.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rename, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * Changes values of the copy's src/config.ts by structure, whatever the clinic's values are and however the file writes
 * them: the file moves to src/config-as-given.ts, and a new src/config.ts exports all of it, with each export named in
 * `overrides` (an object, or a function returning one, such as `placeInEnglish`) given those fields instead.
 */
export async function overrideConfig(dir: string, overrides: Record<string, object>) {
  await rename(join(dir, 'src/config.ts'), join(dir, 'src/config-as-given.ts'));
  const given: Record<string, unknown> = await import(join(dir, 'src/config-as-given.ts'));
  const exports = Object.entries(overrides).map(([name, fields]) => {
    const changed = (value: string) => `{ ...${value}, ...${JSON.stringify(fields)} }`;
    if (!(name in given)) throw new Error(`src/config.ts exports no ${name}`);
    return typeof given[name] === 'function'
      ? `export const ${name} = () => (${changed(`given.${name}()`)});`
      : `export const ${name} = ${changed(`given.${name}`)};`;
  });
  const module = ["export * from './config-as-given';", "import * as given from './config-as-given';", ...exports];
  await writeFile(join(dir, 'src/config.ts'), `${module.join('\n')}\n`);
}
