// The clinic's files under static/images: found by the name content gives them, photos and drawings alike, and read; a
// file the build cannot use stops it, named, with what to do about it in words a clinic acts on.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { urlPath } from './written.mjs';

/** @typedef {{ width: number, height: number, opaque: boolean, upright: () => Promise<import('sharp').Sharp> }} Photo */

/**
 * Every file under `source`/images as its address (/images/…), sorted, and `find`: the file a name in content means. A
 * Mac or a zip may write "ಕೋ" or "é" as a letter and its marks apart, and Windows or a Mac finds IMG_1.JPG as img_1.jpg,
 * where a host's build on Linux would stop; so a name as it is, first, else in any case and form, else itself (which
 * reading it then says is missing).
 */
export async function imageFiles(/** @type {string} */ source) {
  const files = (await readdir(join(source, 'images'), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => urlPath(source, join(entry.parentPath, entry.name)))
    // What a Mac leaves beside the photos (.DS_Store, ._name, __MACOSX/): never the clinic's, never published.
    .filter((path) => !/\/(\.|__MACOSX\/)/.test(path))
    .sort();
  const onDisk = new Map(files.map((file) => [file.normalize().toLowerCase(), file]));
  const find = (/** @type {string} */ path) =>
    files.includes(path) ? path : (onDisk.get(path.normalize().toLowerCase()) ?? path);
  return { files, find };
}

/**
 * A photo's bytes and its size upright (after its EXIF rotation); HEIC, which sharp cannot decode, is refused, by its
 * name or by its first bytes (an iPhone's photo renamed .jpg on the way).
 */
export async function readPhoto(/** @type {string} */ file) {
  const bytes = await readFile(file).catch(unreadable(file));
  // Its first box names the file's type and the types it is compatible with: "mif1" first, then "heic", say.
  if (/\.hei[cf]$/i.test(file) || /^ftyp.{0,24}?(hei[cxms]|hev[cx])/s.test(bytes.toString('latin1', 4, 36)))
    throw new Error(`images: cannot read ${file}: HEIC/HEIF photos cannot be decoded here; export it as JPEG`);
  const meta = await metadataOf(bytes, file);
  const upright = async () => sharp(bytes, { autoOrient: true });
  const opaque = !meta.hasAlpha || (await (await upright()).stats().catch(unreadable(file))).isOpaque;
  return { bytes, upright, opaque, ...meta.autoOrient };
}

/** The widest a photo is drawn at, in pixels: the width asked of a clinic's photos. */
export const widestPx = 1600;

export const unreadable = (/** @type {string} */ file) => (/** @type {NodeJS.ErrnoException} */ error) => {
  const why = error.code === 'ENOENT' ? 'no such file (check its name)' : error.message;
  const fix = /pixel limit/.test(why)
    ? `export it smaller, about ${widestPx} px wide`
    : 'copy it in again, or export it as JPEG';
  return Promise.reject(new Error(`images: cannot read ${file}: ${why}; ${fix}`));
};

/** `bytes`' format and size, or an error naming `file` (sharp throws at once on no bytes: a copy that failed). */
export const metadataOf = async (/** @type {Buffer} */ bytes, /** @type {string} */ file) => {
  if (!bytes.length) return unreadable(file)(new Error('it is empty (0 bytes)'));
  return sharp(bytes).metadata().catch(unreadable(file));
};
