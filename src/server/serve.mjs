// A small static server for dist/: precompressed files, clean URLs, a real 404, and the site's headers.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheControl, securityHeaders } from './headers.mjs';

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

const isFile = (path) => stat(path).then((s) => s.isFile(), () => false);

/** Finds the file for a URL path: the file itself, or its clean-URL index.html; null when there is none. */
async function locate(dir, urlPath) {
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = join(dir, safe);
  if (!base.startsWith(dir)) return null;
  for (const candidate of [base, join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** Creates the server for a built site in `dir`. */
export function createSiteServer(dir) {
  const root = resolve(dir);
  return createServer(async (req, res) => {
    try {
      const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      const found = await locate(root, urlPath);
      const file = found ?? join(root, '404.html');
      const accepts = String(req.headers['accept-encoding'] ?? '');
      let body = file;
      let encoding = null;
      for (const [name, ext] of [['br', '.br'], ['gzip', '.gz']]) {
        if (new RegExp(`\\b${name}\\b`).test(accepts) && (await isFile(file + ext))) {
          [body, encoding] = [file + ext, name];
          break;
        }
      }
      const info = await stat(body);
      const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
      const headers = {
        ...securityHeaders,
        'Content-Type': types[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(found ? file.slice(root.length) : '/404.html'),
        Vary: 'Accept-Encoding',
        ETag: etag,
      };
      if (encoding) headers['Content-Encoding'] = encoding;
      if (found && req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(found ? 200 : 404, { ...headers, 'Content-Length': info.size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(body).pipe(res);
    } catch {
      res.writeHead(400, securityHeaders).end('Bad request');
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const dir = process.env.DIST_DIR || fileURLToPath(new URL('../../dist', import.meta.url));
  createSiteServer(dir).listen(port, host, () => console.log(`Serving ${dir} at http://${host}:${port}`));
}
