// What the build puts in dist/: each file written through writeOut, or recorded from esbuild's metafile, so that
// dist/_files lists exactly what the build wrote (all `npm start` serves), and checkDist refuses anything else there.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Absolute paths of every file the build wrote. */
const written = new Set();

/** Notes files written by other means: esbuild's outputs (`Object.keys(metafile.outputs)`), a folder copied. */
export function record(/** @type {string[]} */ ...files) {
  for (const file of files) written.add(resolve(file));
}

export async function writeOut(/** @type {string} */ file, /** @type {string | Buffer} */ data) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  record(file);
}

/** `file`'s URL path under `dir`: "/assets/main-X.js", with forward slashes on every system. */
export const urlPath = (/** @type {string} */ dir, /** @type {string} */ file) =>
  `/${relative(dir, file).split(sep).join('/')}`;

/** What the build wrote under `dist`, as URL paths ("/assets/main-X.js"), sorted. */
export function writtenUnder(/** @type {string} */ dist) {
  const root = resolve(dist);
  return [...written]
    .filter((file) => file.startsWith(root + sep))
    .map((file) => urlPath(root, file))
    .sort();
}

/**
 * Fails, naming each, if `dist` holds a dotfile or dot folder, a source map, a symlink, or a file not in `files` (URL
 * paths): hosts publish whatever dist/ holds, and follow symlinks anywhere.
 */
export async function checkDist(/** @type {string} */ dist, /** @type {ReadonlySet<string>} */ files) {
  const problems = [];
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    const path = urlPath(dist, join(entry.parentPath, entry.name));
    if (entry.isSymbolicLink()) problems.push(`${path}: a symlink`);
    else if (path.includes('/.')) problems.push(`${path}: a dotfile`);
    else if (path.endsWith('.map')) problems.push(`${path}: a source map`);
    else if (!entry.isDirectory() && !files.has(path)) problems.push(`${path}: not written by the build`);
  }
  if (problems.length)
    throw new Error(
      `${dist} holds what no host may publish (the build writes through writeOut or record, src/build/written.mjs):\n  ${problems.join('\n  ')}`,
    );
}
