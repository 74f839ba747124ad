// A small built site on disk, the server over it, and raw HTTP requests (fetch would tidy up odd paths).
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { documents, languages } from '../../../src/lib/route-table.mjs';
import { filesList } from '../../../src/server/host-files.mjs';
import { createSiteServer, timeouts } from '../../../src/server/serve.mjs';

/** Each page's HTML, as the fixture writes it: its file name in an <h1>. */
export const html = (file: string) => `<h1>${file}</h1>`;

/** Adds files (paths in the site's folder) to its list of what the build wrote, dist/_files. */
export const listAsWritten = (dir: string, ...files: string[]) =>
  appendFile(join(dir, filesList), files.map((file) => `/${file}\n`).join(''));

/**
 * Writes every page and 404 file of the route table in both languages (treatments and 404 also compressed), a few
 * assets, the service worker, and the hosts' files, all listed as the build's; and what a site must never publish,
 * unlisted, as a stray file in dist/ would be: dotfiles, a source map, a file the build did not write, a compressed copy
 * of a page left by an older build.
 */
async function makeSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-'));
  const put = async (file: string, body: string | Buffer, listed = true) => {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), body);
    if (listed) await listAsWritten(dir, file);
  };
  for (const { file } of languages.flatMap((lang) => documents(lang))) await put(file, html(file));
  for (const file of ['treatments.html', '404.html']) {
    await put(`${file}.br`, brotliCompressSync(html(file)));
    await put(`${file}.gz`, gzipSync(html(file)));
  }
  await put('assets/main-ABC123.js', 'console.log(1)');
  await put('sw.js', 'self.skipWaiting()');
  await put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await put('images/cases/smile.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Big enough that a download is still under way when the visitor goes.
  await put('assets/big-DEF456.js', Buffer.alloc(8 * 1024 * 1024, 'x'));
  for (const file of ['_headers', '_redirects', 'netlify.toml']) await put(file, 'secret');
  for (const file of ['.env', '.well-known/security.txt', 'assets/main-ABC123.js.map', 'stray.txt'])
    await put(file, 'secret', false);
  await put('about.html.br', brotliCompressSync(html('an older build')), false);
  return dir;
}

/**
 * A fresh site served on a free port for the calling suite, or for each of its tests with `perTest` (for tests that
 * break it, so that none depends on another's order), with the server's timeouts or others: its folder, port and
 * server, filled in before the tests run.
 */
export function servedSite({ perTest = false, limits = timeouts } = {}) {
  const site = { dir: '', port: 0, server: undefined as unknown as Server };
  (perTest ? beforeEach : beforeAll)(async () => {
    site.dir = await makeSite();
    site.server = createSiteServer(site.dir, limits);
    await new Promise<void>((done) => site.server.listen(0, '127.0.0.1', done));
    site.port = (site.server.address() as AddressInfo).port;
  });
  (perTest ? afterEach : afterAll)(async () => {
    site.server.closeAllConnections();
    await new Promise<void>((done) => site.server.close(() => done()));
    await rm(site.dir, { recursive: true, force: true });
  });
  return site;
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** Sends one request exactly as written (path untouched, no keep-alive) and collects the whole answer. */
export function request(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
