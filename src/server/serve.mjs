// A small static server for dist/ (`npm start`, the tests, the bench) that answers every address as the static hosts
// do (host-files.mjs), with precompressed copies, and that no slow, stalled or failing visitor can hold or bring down.
import { constants, existsSync, promises as fs, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve as resolvePath, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { fileOf, notFoundFileOf, resolve } from '../lib/route-table.mjs';
import fresh from 'fresh';
import { lookup } from 'mrmime';
import Negotiator from 'negotiator';
import { cacheControl, notFoundCacheControl } from './headers.mjs';
import { everyPathHeaders, filesList, isPublished, redirects } from './host-files.mjs';

/**
 * Visitor limits in ms; `idle`: nothing sent or read either way; `response`: a whole answer, however it is read;
 * `checkEvery`: how often Node checks the first two.
 */
export const timeouts = { headers: 10_000, request: 30_000, idle: 30_000, response: 30_000, checkEvery: 1_000 };

/** A file's Content-Type: text of every kind is UTF-8. */
function typeOf(/** @type {string} */ file) {
  const type = lookup(file) ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

/** The precompressed copy beside a file, by the encoding it is in, the smaller first (build.mjs writes both). */
const copies = /** @type {Record<string, string>} */ ({ br: '.br', gzip: '.gz' });
const encodings = Object.keys(copies);

/** Larger files are streamed, so memory stays small. */
const smallFile = 256 * 1024;

const nullIfMissing = (/** @type {NodeJS.ErrnoException} */ error) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG'].includes(error.code ?? '') ? null : Promise.reject(error);

/** A regular file under `root` (itself a real path) once symlinks are followed, or null. */
async function openInside(/** @type {string} */ root, /** @type {string} */ file) {
  const real = await fs.realpath(join(root, file)).catch(nullIfMissing);
  // A symlink may point anywhere: only what really lies inside dist/ is served.
  if (!real?.startsWith(root + sep)) return null;
  // Non-blocking, so a FIFO cannot hang the open; fstat then refuses anything but a regular file.
  const handle = await fs.open(real, constants.O_RDONLY | constants.O_NONBLOCK).catch(nullIfMissing);
  if (!handle) return null;
  const info = await handle.stat().catch((error) => handle.close().then(() => Promise.reject(error)));
  if (info.isFile()) return { handle, info };
  await handle.close();
  return null;
}

/**
 * Answers with `file` (under `root`, one the build wrote) or a 304; returns false, having sent nothing, when there is
 * no such file.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Site & { file: string, status: number }} what
 */
async function sendFile(req, res, { root, security, files, file, status }) {
  let opened = null;
  let encoding = null;
  // The accepted encodings, then none. Brotli, the smaller, wins a tie (`preferred`, which negotiator's types do not
  // know yet). A precompressed copy that cannot be opened is skipped; only the file itself failing is an error.
  // @ts-expect-error
  for (encoding of [...new Negotiator(req).encodings(encodings, { preferred: encodings }), null]) {
    const name = encoding ? file + copies[encoding] : file;
    if (!files.has(`/${name}`)) continue;
    opened = await openInside(root, name).catch((error) => (name === file ? Promise.reject(error) : null));
    if (opened) break;
  }
  if (!opened) return false;
  const { handle, info } = opened;
  const headers = {
    ...security,
    'Content-Type': typeOf(file),
    'Cache-Control': status === 404 ? notFoundCacheControl : cacheControl(`/${file}`),
    Vary: 'Accept-Encoding',
    ETag: `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`,
    ...(encoding && { 'Content-Encoding': encoding }),
  };
  const sized = { ...headers, 'Content-Length': info.size };
  const notModified = status === 200 && fresh(req.headers, { etag: headers.ETag });
  if (notModified || req.method === 'HEAD') {
    await handle.close();
    res.writeHead(notModified ? 304 : status, notModified ? headers : sized).end();
    return true;
  }
  if (info.size <= smallFile) {
    // Most answers are a few kilobytes: read in one go, half the CPU of a stream.
    const body = await handle.readFile().finally(() => handle.close());
    res.writeHead(status, { ...headers, 'Content-Length': body.length }).end(body);
    return true;
  }
  res.writeHead(status, sized);
  // The stream closes the file when it ends or is destroyed, which pipeline does when the visitor goes away.
  const stream = handle.createReadStream();
  await pipeline(stream, res, { end: false })
    // A file cut short mid-read (say, by a rebuild) must not leave the browser waiting for the rest.
    .then(() => (stream.bytesRead === info.size ? res.end() : res.destroy()))
    .catch((/** @type {NodeJS.ErrnoException} */ error) => {
      res.destroy();
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`Reading ${file} failed: ${error.message}`);
    });
  return true;
}

/**
 * What a request is answered from: the folder, the headers of every path, and the files the build wrote (URL paths).
 * @typedef {{ root: string, security: Record<string, string>, files: ReadonlySet<string> }} Site
 */

/**
 * Anything it throws is answered by the caller.
 * @param {Site} site
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function answer(site, req, res) {
  const plain = { ...site.security, 'Content-Type': typeOf('.txt') };
  // HTTP/1.1 says so (RFC 9112, 3.2): which host was meant cannot be known.
  if ((req.headersDistinct.host?.length ?? 0) > 1) return res.writeHead(400, plain).end('Bad request');
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return res.writeHead(405, { ...plain, Allow: 'GET, HEAD' }).end('Method not allowed');
  // An absolute-form target ("http://host/about", as sent to a proxy) is read as its path; only a letter, digit, '-',
  // '.', '_' or '~' is decoded ("/%63ontact" is "/contact", RFC 3986 6.2.2.2, as Cloudflare reads it), nothing else.
  const target = (req.url ?? '/').replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  const sent = target.split('?', 1)[0] || '/';
  const path = sent.replace(/%(2[de]|3\d|[46][1-9a-f]|[57][\da]|5f|7e)/gi, decodeURIComponent);
  const page = redirects.get(path);
  // No other spelling is '/', so a redirected path is the one sent, and what follows it the query.
  if (page) return res.writeHead(308, { ...site.security, Location: page + target.slice(sent.length) }).end();
  const route = resolve(path);
  const send = (/** @type {string} */ file, status = 200) => sendFile(req, res, { ...site, file, status });
  if (route.status === 200 && (await send(fileOf(route.path)))) return;
  if (isPublished(path, site.files) && (await send(path.slice(1)))) return;
  if (await send(notFoundFileOf(path), 404)) return;
  // The 404 page itself is gone (a rebuild is under way): still answer.
  res.writeHead(404, { ...plain, 'Cache-Control': notFoundCacheControl }).end('Not found');
}

export function createSiteServer(/** @type {string} */ dir, limits = timeouts) {
  const found = resolvePath(dir);
  if (!statSync(join(found, filesList), { throwIfNoEntry: false })?.isFile())
    throw new Error(`No built site in ${found} (it has no ${filesList}). Run \`npm run build\` first.`);
  const root = realpathSync(found);
  const read = (/** @type {string} */ name) =>
    existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '';
  /** @type {import('node:http').RequestListener} */
  const handle = (req, res) => {
    // However slowly the visitor reads, or not at all, the answer ends by the deadline and its file is let go.
    const deadline = setTimeout(() => res.destroy(), limits.response);
    res.on('close', () => clearTimeout(deadline));
    // A body is never read: the connection is closed once the answer is sent.
    if (req.headers['content-length'] || req.headers['transfer-encoding']) res.setHeader('Connection', 'close');
    // Read per request: a rebuild changes the policy's hashes of inline styles, and the hashed files' names.
    const security = everyPathHeaders(read('_headers'));
    answer({ root, security, files: new Set(read(filesList).split('\n')) }, req, res).catch((error) => {
      // No request brings the server down: answer 500, or cut a response already under way.
      console.error(`${req.method} ${req.url}: ${error.message}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { ...security, 'Content-Type': typeOf('.txt') }).end('Server error');
    });
  };
  const server = createServer(
    { headersTimeout: limits.headers, requestTimeout: limits.request, connectionsCheckingInterval: limits.checkEvery },
    handle,
  );
  // "Expect: 100-continue" is answered as any request is, so a refused one gets its 405, never "100 Continue".
  server.on('checkContinue', handle);
  // Node would drop a CONNECT without a word: it gets a status line.
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  // A connection idle either way for this long is dropped, so a visitor that stops reading lets go of its file.
  server.setTimeout(limits.idle);
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const dir = process.env.DIST_DIR || fileURLToPath(new URL('../../dist', import.meta.url));
  let server;
  try {
    server = createSiteServer(dir);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
  server.on('error', (error) => {
    console.error(`Cannot serve at http://${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => console.log(`Serving ${dir} at http://${host}:${port}`));
}
