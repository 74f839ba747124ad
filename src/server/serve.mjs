// A small static server for dist/ (`npm start`, the tests, the bench) that answers every address as the static hosts
// do (host-files.mjs): its page, a 308 to the page's own address, a published file, or the 404 page. No visitor can
// hold it: slow or stalled connections are dropped, and a refused request's body is never read.
import { existsSync, readFileSync, statSync, realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileOf, notFoundFileOf, resolve } from '../lib/route-table.mjs';
import { notFoundCacheControl } from './headers.mjs';
import { everyPathHeaders, isPublished, redirects } from './host-files.mjs';
import { sendFile } from './send-file.mjs';

/**
 * How long a visitor may take, in ms: to send its headers, to send its whole request, and with nothing sent or read
 * either way (a download it stopped reading); and how often Node checks the first two.
 */
export const timeouts = { headers: 10_000, request: 30_000, idle: 30_000, checkEvery: 1_000 };

/**
 * The real path of a built site, or an error saying how to build one.
 * @param {string} dir
 */
function builtSite(dir) {
  const root = resolvePath(dir);
  const isFile = (/** @type {string} */ path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  if (!isFile(join(root, '404.html')))
    throw new Error(`No built site in ${root} (it has no 404.html). Run \`npm run build\` first.`);
  return realpathSync(root);
}

/**
 * Answers one request; anything it throws is answered by the caller.
 * @param {{ root: string, security: Record<string, string> }} site
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function answer({ root, security }, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // Answered at once, and the connection closed after: a body sent with it is never read.
    res.writeHead(405, {
      ...security,
      Allow: 'GET, HEAD',
      Connection: 'close',
      'Content-Type': 'text/plain; charset=utf-8',
    });
    res.end('Method not allowed');
    return;
  }
  // An absolute-form target ("http://host/about", as sent to a proxy) is read as its path; nothing is decoded.
  const target = (req.url ?? '/').replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  const [sentPath] = target.split('?', 1);
  const path = sentPath || '/';
  const query = target.slice(sentPath.length);
  const page = redirects.get(path);
  if (page) {
    res.writeHead(308, { ...security, Location: page + query }).end();
    return;
  }
  const route = resolve(path);
  if (route.status === 200 && (await sendFile(req, res, { root, security, file: fileOf(route.path), status: 200 })))
    return;
  if (isPublished(path) && (await sendFile(req, res, { root, security, file: path.slice(1), status: 200 }))) return;
  if (await sendFile(req, res, { root, security, file: notFoundFileOf(path), status: 404 })) return;
  // The 404 page itself is gone (a rebuild is under way): still answer.
  res
    .writeHead(404, { ...security, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': notFoundCacheControl })
    .end('Not found');
}

/** A file's text, or '' when there is none. @param {string} file */
const readIfThere = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/**
 * Creates the server for a built site in `dir`; throws, saying what to do, when there is no built site there.
 * @param {string} dir
 * @param {typeof timeouts} [limits]
 * @returns {import('node:http').Server}
 */
export function createSiteServer(dir, limits = timeouts) {
  const root = builtSite(dir);
  /** @type {import('node:http').RequestListener} */
  const handle = (req, res) => {
    // The headers the build wrote for the hosts, read afresh (a rebuild changes the policy's hashes of inline styles).
    const security = everyPathHeaders(readIfThere(join(root, '_headers')));
    answer({ root, security }, req, res).catch((/** @type {Error} */ error) => {
      // Nothing a request does brings the server down: answer 500, or cut a response already under way.
      console.error(`${req.method} ${req.url}: ${error.message}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { ...security, 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
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
