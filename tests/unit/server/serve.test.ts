// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../../src/server/serve.mjs';

let base = '';
let close = () => {};

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'site-'));
  await mkdir(join(dir, 'treatments'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<h1>home</h1>');
  await writeFile(join(dir, 'treatments', 'index.html'), '<h1>treatments</h1>');
  await writeFile(join(dir, 'treatments', 'index.html.br'), 'brotli bytes');
  await writeFile(join(dir, 'treatments', 'index.html.gz'), gzipSync('<h1>treatments</h1>'));
  await writeFile(join(dir, '404.html'), '<h1>Oops! Page not found</h1>');
  await writeFile(join(dir, 'assets', 'main-ABC123.js'), 'console.log(1)');
  const server = createSiteServer(dir);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe('the static server', () => {
  it('serves a clean URL from its index.html', async () => {
    const res = await get('/treatments', { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<h1>treatments</h1>');
  });

  it('prefers the brotli file when the browser accepts it, and says it varies', async () => {
    const res = await get('/treatments', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const res = await get('/treatments', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe('<h1>treatments</h1>');
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
  });

  it('caches hashed assets forever and revalidates HTML', async () => {
    expect((await get('/assets/main-ABC123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const etag = (await get('/')).headers.get('etag')!;
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);
  });

  it('never serves a file outside its folder', async () => {
    const res = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
  });

  it('sends the security headers with every answer', async () => {
    const res = await get('/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
