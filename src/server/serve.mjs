// A small static server for dist/ (`npm start`, the tests, the bench): every address is answered as the route
// table says (its page, a 301 to the page's own address, or the 404 page), files with the site's headers.
import { statSync, realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileOf, notFoundFileOf, resolve } from '../lib/route-table.mjs';
import { securityHeaders } from './headers.mjs';
import { sendFile } from './send-file.mjs';

/**
 * The real path of a built site, or an error saying how to build one.
 * @param {string} dir
 */
function builtSite(dir) {
  const root = resolvePath(dir);
  const isFile = (/** @type {string} */ path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  if (!isFile(join(root, '404.html'))) throw new Error(`No built site in ${root} (it has no 404.html). Run \`npm run build\` first.`);
  return realpathSync(root);
}

/**
 * Whether a raw path (as sent, still percent-encoded) is made only of letters, digits, "-", "_" and "." between
 * single slashes, with no "." or ".." segment: nothing else can name a file of the site.
 */
const isPlainPath = (/** @type {string} */ path) => /^(\/(?!\.\.?(\/|$))[\w.-]+)*\/?$/.test(path);

/**
 * Answers one request; anything it throws is answered by the caller.
 * @param {string} root
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function answer(root, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...securityHeaders, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  const url = req.url ?? '/';
  const path = url.split('?', 1)[0];
  const query = url.slice(path.length);
  const route = resolve(path);
  if (route.status === 301) {
    res.writeHead(301, { ...securityHeaders, Location: route.location + query, 'Cache-Control': 'no-cache' }).end();
    return;
  }
  if (route.status === 200 && (await sendFile(req, res, { root, file: fileOf(route.path), status: 200 }))) return;
  // Any other file of the site, but never a page's HTML or a compressed copy (those are sent as an encoding).
  const isAsset = route.status === 404 && isPlainPath(path) && !path.endsWith('/') && !/\.(html|br|gz)$/.test(path);
  if (isAsset && (await sendFile(req, res, { root, file: path.slice(1), status: 200 }))) return;
  if (await sendFile(req, res, { root, file: notFoundFileOf(path), status: 404 })) return;
  // The 404 page itself is gone (a rebuild is under way): still answer.
  res.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
}

/**
 * Creates the server for a built site in `dir`; throws, saying what to do, when there is no built site there.
 * @param {string} dir
 * @returns {import('node:http').Server}
 */
export function createSiteServer(dir) {
  const root = builtSite(dir);
  return createServer((req, res) => {
    answer(root, req, res).catch((/** @type {Error} */ error) => {
      // Nothing a request does brings the server down: answer 500, or cut a response already under way.
      console.error(`${req.method} ${req.url}: ${error.message}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
    });
  });
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
