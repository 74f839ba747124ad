// Sends one file of dist/: the best precompressed copy the browser accepts, with its ETag; a large file is
// streamed so that an aborted download or a failed read closes the file and the response, never the server.
import { constants, promises as fs } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { cacheControl, notFoundCacheControl } from './headers.mjs';

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The precompressed codings a request accepts, best first, with q-values honoured ("br;q=0" refuses brotli).
 * @param {string} [header]
 */
function acceptedEncodings(header = '') {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (/** @type {string} */ coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  // The sort is stable, so brotli (smaller) wins a tie.
  return ['br', 'gzip'].filter((coding) => weight(coding) > 0).sort((a, b) => weight(b) - weight(a));
}

/**
 * Whether If-None-Match names this ETag: "*", or any tag of the list, compared weakly (W/ ignored).
 * @param {string | undefined} header
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  if (!header) return false;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === etag);
}

/** Files up to this size are read in one go; larger ones are streamed, so memory stays small. */
const smallFile = 256 * 1024;

const nullIfMissing = (/** @type {NodeJS.ErrnoException} */ error) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG'].includes(error.code ?? '') ? null : Promise.reject(error);

/**
 * Opens a regular file under `root` (a real path) once symlinks are followed; null when there is none.
 * @param {string} root
 * @param {string} file
 * @returns {Promise<{ handle: import('node:fs/promises').FileHandle, info: import('node:fs').Stats } | null>}
 */
async function openInside(root, file) {
  const real = await fs.realpath(join(root, file)).catch(nullIfMissing);
  // A symlink may point anywhere: only what really lies inside dist/ is served.
  if (!real?.startsWith(root + sep)) return null;
  // Non-blocking, so a FIFO cannot hang the open; fstat then refuses anything but a regular file.
  const handle = await fs.open(real, constants.O_RDONLY | constants.O_NONBLOCK).catch(nullIfMissing);
  if (!handle) return null;
  const info = await handle.stat().catch(async (error) => {
    await handle.close();
    throw error;
  });
  if (info.isFile()) return { handle, info };
  await handle.close();
  return null;
}

/**
 * Answers with `file` (a path under `root`) and `status`: 304 when the browser's copy is current, else the
 * file. Returns false, having sent nothing, when there is no such file.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ root: string, security: Record<string, string>, file: string, status: number }} what
 * @returns {Promise<boolean>}
 */
export async function sendFile(req, res, { root, security, file, status }) {
  let opened = null;
  let encoding = null;
  // Each accepted coding's precompressed copy in turn, then the file itself; a copy that cannot be opened is skipped.
  for (encoding of [...acceptedEncodings(req.headers['accept-encoding']), null]) {
    const name = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
    opened = await openInside(root, name).catch((error) => (name === file ? Promise.reject(error) : null));
    if (opened) break;
  }
  if (!opened) return false;
  const { handle, info } = opened;
  const headers = {
    ...security,
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': status === 404 ? notFoundCacheControl : cacheControl(`/${file}`),
    Vary: 'Accept-Encoding',
    ETag: `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`,
    ...(encoding && { 'Content-Encoding': encoding }),
  };
  // 304 when the browser's copy is current; to HEAD, the headers alone.
  const notModified = status === 200 && matchesEtag(req.headers['if-none-match'], headers.ETag);
  if (notModified || req.method === 'HEAD') {
    await handle.close();
    res
      .writeHead(notModified ? 304 : status, notModified ? headers : { ...headers, 'Content-Length': info.size })
      .end();
    return true;
  }
  if (info.size <= smallFile) {
    // Most answers are a few kilobytes: read in one go (half the CPU of a stream), closed before anything is sent.
    const body = await handle.readFile().finally(() => handle.close());
    res.writeHead(status, { ...headers, 'Content-Length': body.length }).end(body);
    return true;
  }
  res.writeHead(status, { ...headers, 'Content-Length': info.size });
  // The stream closes the file when it ends or is destroyed, and pipeline destroys it when the visitor goes away.
  const stream = handle.createReadStream();
  try {
    await pipeline(stream, res, { end: false });
    // A file cut short while it was read (say, by a rebuild) must not leave the browser waiting for the rest.
    if (stream.bytesRead === info.size) res.end();
    else res.destroy();
  } catch (caught) {
    res.destroy();
    const error = /** @type {NodeJS.ErrnoException} */ (caught);
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`Reading ${file} failed: ${error.message}`);
  }
  return true;
}
