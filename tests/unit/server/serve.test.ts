// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, truncate, unlink, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { Agent, get } from 'node:http';
import type { Server } from 'node:http';
import { connect, createServer as createSocketServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { headersFile } from '../../../src/server/host-files.mjs';
import { createSiteServer, timeouts } from '../../../src/server/serve.mjs';
import { html, listAsWritten, request, servedSite } from './built-site';

const site = servedSite();
const ask = (path: string, options?: Parameters<typeof request>[2]) => request(site.port, path, options);
const text = (body: Buffer, encoding?: string | string[]) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

describe('addresses, as the route table says', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/treatments', 'treatments.html'],
    ['/case-studies', 'case-studies.html'],
    ['/contact', 'contact.html'],
    ['/?utm_source=whatsapp', 'index.html'],
  ])('serves %s from %s, as HTML that is always revalidated', async (path, file) => {
    const res = await ask(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(html(file));
  });

  it.each([
    ['/index.html', '/'],
    ['/index.html?utm_source=whatsapp', '/?utm_source=whatsapp'],
    ['/about/index.html', '/about'],
    ['/about/', '/about'],
    ['/treatments/?utm_source=whatsapp&utm_medium=chat', '/treatments?utm_source=whatsapp&utm_medium=chat'],
    ['/contact.html', '/contact'],
    ['/kn', '/kn/'],
    ['/kn/index.html', '/kn/'],
    ['/kn/about/', '/kn/about'],
    ['/404.html', '/404'],
  ])(
    'redirects %s permanently (308, as Cloudflare Pages) to %s, with no Cache-Control, as Cloudflare Pages',
    async (path, location) => {
      const res = await ask(path);
      expect(res.status).toBe(308);
      expect(res.headers.location).toBe(location);
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it.each([
    '/no-such-page',
    '/404',
    '//evil.example/',
    '//evil.example/index.html',
    '//contact',
    '/about/..%2f..%2f',
    '/contact%2F',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/../../etc/passwd',
    '/treatments//',
    '/assets/',
    '/Favicon.svg',
    '/Contact',
    '/CASE-STUDIES/',
  ])('answers %s with the 404 page, status 404, no Location, never stored', async (path) => {
    const res = await ask(path, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.toString()).toBe(html('404.html'));
  });

  it.each(['/kn/no-such-page', '/kn/404', '/kn/contact%2f', '/kn/treatments.html.gz'])(
    'answers %s with the Kannada 404 page',
    async (path) => {
      const res = await ask(path, { headers: { 'accept-encoding': 'identity' } });
      expect([res.status, res.body.toString()]).toEqual([404, html('kn/404.html')]);
    },
  );

  it('never sends a compressed copy of a page that the build did not write (an older build left it): the page itself', async () => {
    const res = await ask('/about', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(html('about.html'));
  });

  it.each([
    '/_headers',
    '/_redirects',
    '/netlify.toml',
    '/.env',
    '/.well-known/security.txt',
    '/assets/main-ABC123.js.map',
    '/stray.txt',
    '/_files',
    '/treatments.html.br',
    '/404.html.gz',
  ])('never publishes %s, which is in dist/: the 404 page instead', async (path) => {
    const res = await ask(path, { headers: { 'accept-encoding': 'identity' } });
    expect([res.status, res.body.toString()]).toEqual([404, html('404.html')]);
  });

  it.each([
    ['http://clinic.example/about', 200, html('about.html')],
    ['http://clinic.example', 200, html('index.html')],
    ['HTTP://clinic.example:8080/favicon.svg?v=1', 200, '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['http://clinic.example/no-such-page', 404, html('404.html')],
  ])('reads the absolute-form target %s as its path', async (target, status, body) => {
    const res = await ask(target, { headers: { 'accept-encoding': 'identity' } });
    expect([res.status, res.body.toString()]).toEqual([status, body]);
  });

  it('redirects an absolute-form target as its path, to a path of the site', async () => {
    const res = await ask('http://evil.example/index.html?utm_source=whatsapp');
    expect([res.status, res.headers.location]).toEqual([308, '/?utm_source=whatsapp']);
  });

  it('serves the files of the site with their type and a day of caching, hashed assets for a year', async () => {
    const icon = await ask('/favicon.svg');
    expect([icon.status, icon.headers['content-type'], icon.headers['cache-control']]).toEqual([
      200,
      'image/svg+xml',
      'public, max-age=86400',
    ]);
    const js = await ask('/assets/main-ABC123.js');
    expect(js.body.toString()).toBe('console.log(1)');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker’s script as a script, revalidated on every visit, so a new release is found', async () => {
    const worker = await ask('/sw.js');
    expect([worker.status, worker.headers['content-type'], worker.headers['cache-control']]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      'no-cache',
    ]);
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
  });
});

describe('the headers of dist/_headers', () => {
  const own = servedSite({ perTest: true });

  it('are read for every request, so a rebuild’s new policy (its inline styles’ hashes) is sent at once', async () => {
    const policy = async () => (await request(own.port, '/about')).headers['content-security-policy'];
    await writeFile(join(own.dir, '_headers'), headersFile(['/about.html'], ["'sha256-first'"]));
    expect(await policy()).toContain("'sha256-first'");
    await writeFile(join(own.dir, '_headers'), headersFile(['/about.html'], ["'sha256-second'"]));
    expect(await policy()).toContain("'sha256-second'");
    expect(await policy()).not.toContain("'sha256-first'");
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])(
    'refuses %s with 405, saying GET and HEAD are allowed',
    async (method) => {
      const res = await ask('/', { method });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body.toString()).not.toContain(html('index.html'));
    },
  );

  it('answers HEAD with the headers of GET and no body', async () => {
    const [head, full] = [await ask('/treatments', { method: 'HEAD' }), await ask('/treatments')];
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.body.length).toBe(0);
  });
});

describe('compression', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.9, gzip;q=0.5', 'br'],
    ['gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
  ])('for Accept-Encoding "%s" sends %s, and the same page', async (accept, encoding) => {
    const res = await ask('/treatments', { headers: { 'accept-encoding': accept } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(text(res.body, encoding)).toBe(html('treatments.html'));
  });
});

describe('revalidation', () => {
  it('answers 304 to its own ETag, its weak form, a list naming it, and *', async () => {
    const etag = (await ask('/treatments', { headers: { 'accept-encoding': 'br' } })).headers.etag!;
    for (const header of [etag, `W/${etag}`, `"other", W/${etag}`, `"a",${etag} , "b"`, '*']) {
      const res = await ask('/treatments', { headers: { 'accept-encoding': 'br', 'if-none-match': header } });
      expect(res.status, header).toBe(304);
      expect(res.body.length).toBe(0);
    }
  });

  it('answers 200 with the page to a reload that asks past every cache (Cache-Control: no-cache)', async () => {
    const etag = (await ask('/treatments', { headers: { 'accept-encoding': 'identity' } })).headers.etag!;
    const headers = { 'accept-encoding': 'identity', 'if-none-match': etag, 'cache-control': 'no-cache' };
    const res = await ask('/treatments', { headers });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(html('treatments.html'));
  });

  it('answers an address that is not a page 404 with the 404 page, even to the ETag that page was sent with', async () => {
    const missed = await ask('/no-such-page', { headers: { 'accept-encoding': 'identity' } });
    expect(missed.status).toBe(404);
    for (const header of [missed.headers.etag!, '*']) {
      const res = await ask('/no-such-page', { headers: { 'accept-encoding': 'identity', 'if-none-match': header } });
      expect([res.status, res.body.toString()], header).toEqual([404, html('404.html')]);
    }
  });

  it('answers 200 to another ETag, and gives each encoding its own', async () => {
    const br = (await ask('/treatments', { headers: { 'accept-encoding': 'br' } })).headers.etag!;
    const gzip = (await ask('/treatments', { headers: { 'accept-encoding': 'gzip' } })).headers.etag!;
    expect(gzip).not.toBe(br);
    expect((await ask('/treatments', { headers: { 'accept-encoding': 'gzip', 'if-none-match': br } })).status).toBe(
      200,
    );
  });
});

describe('files outside dist/', () => {
  it('never follows a symlink out of dist/, and follows one that stays inside', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'secret-'));
    await writeFile(join(outside, 'secret.txt'), 'secret');
    await symlink(join(outside, 'secret.txt'), join(site.dir, 'leak.txt'));
    await symlink(join(site.dir, 'favicon.svg'), join(site.dir, 'icon.svg'));
    // Listed as written, as if each had been swapped for a symlink after the build.
    await listAsWritten(site.dir, 'leak.txt', 'icon.svg');
    const leak = await ask('/leak.txt');
    expect(leak.status).toBe(404);
    expect(leak.body.toString()).not.toContain('secret');
    expect((await ask('/icon.svg')).status).toBe(200);
  });
});

describe('when reading goes wrong, the server answers and carries on', () => {
  // A site of its own for each test, since these tests break it.
  const own = servedSite({ perTest: true });
  const next = async () => expect((await request(own.port, '/contact')).status).toBe(200);

  it('a file emptied and removed while it is downloaded ends that response short, and the next request is served', async () => {
    // Kept alive, as a browser's connection is: the server does not close it after the answer, so only its cutting
    // the response short tells the visitor it is over, not an end it never reaches.
    const agent = new Agent({ keepAlive: true });
    const received = await new Promise<{ bytes: number; length: number; cut: boolean }>((resolve) => {
      get({ host: '127.0.0.1', port: own.port, path: '/assets/big-DEF456.js', agent }, (res) => {
        let bytes = 0;
        res.once(
          'data',
          () =>
            void truncate(join(own.dir, 'assets/big-DEF456.js'), 0).then(() =>
              unlink(join(own.dir, 'assets/big-DEF456.js')),
            ),
        );
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        // Still waiting for the rest after this long: the visitor was left hanging.
        const hanging = setTimeout(() => done(false), 3_000);
        const done = (cut: boolean) => {
          clearTimeout(hanging);
          resolve({ bytes, length: Number(res.headers['content-length']), cut });
        };
        res.on('end', () => done(!res.complete));
        res.on('error', () => done(true));
      });
    }).finally(() => agent.destroy());
    expect(received.cut).toBe(true);
    expect(received.bytes).toBeLessThan(received.length);
    await next();
  });

  it('a file replaced by a directory answers 404 (as root, chmod 000 would not stop a read), and the next request is served', async () => {
    for (const file of ['treatments.html', 'treatments.html.br']) await rm(join(own.dir, file));
    await mkdir(join(own.dir, 'treatments.html'));
    const res = await request(own.port, '/treatments', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(404);
    await next();
  });

  it('a brotli copy no one can open (a socket) falls back to gzip, then to the plain file', async () => {
    await rm(join(own.dir, '404.html.br'));
    const socket = createSocketServer();
    await new Promise<void>((done) => socket.listen(join(own.dir, '404.html.br'), done));
    const gzip = await request(own.port, '/gone', { headers: { 'accept-encoding': 'br, gzip' } });
    const plain = await request(own.port, '/gone', { headers: { 'accept-encoding': 'br' } });
    socket.close();
    expect([gzip.status, gzip.headers['content-encoding'], text(gzip.body, 'gzip')]).toEqual([
      404,
      'gzip',
      html('404.html'),
    ]);
    expect([plain.status, plain.headers['content-encoding'], plain.body.toString()]).toEqual([
      404,
      undefined,
      html('404.html'),
    ]);
  });

  it('compressed copies removed, as during a rebuild, fall back to the next: gzip, then the plain file', async () => {
    await rm(join(own.dir, '404.html.br'));
    const gzip = await request(own.port, '/gone', { headers: { 'accept-encoding': 'br, gzip' } });
    expect([gzip.status, gzip.headers['content-encoding']]).toEqual([404, 'gzip']);
    await rm(join(own.dir, '404.html.gz'));
    const plain = await request(own.port, '/gone', { headers: { 'accept-encoding': 'br, gzip' } });
    expect([plain.status, plain.headers['content-encoding'], plain.body.toString()]).toEqual([
      404,
      undefined,
      html('404.html'),
    ]);
  });

  it('a dangling symlink answers 404, and the next request is served', async () => {
    await symlink(join(own.dir, 'nowhere.svg'), join(own.dir, 'dangling.svg'));
    await listAsWritten(own.dir, 'dangling.svg');
    expect((await request(own.port, '/dangling.svg')).status).toBe(404);
    await next();
  });

  it('a file no one can open (a socket: even root gets ENXIO) answers 500, and the next request is served', async () => {
    const socket = createSocketServer();
    await new Promise<void>((done) => socket.listen(join(own.dir, 'assets/socket-GHI789.js'), done));
    await listAsWritten(own.dir, 'assets/socket-GHI789.js');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await request(own.port, '/assets/socket-GHI789.js')).status).toBe(500);
    socket.close();
    await next();
  });

  it('with its 404 page gone, an unknown address still gets status 404', async () => {
    for (const file of ['404.html', '404.html.gz']) await rm(join(own.dir, file));
    const res = await request(own.port, '/gone');
    expect([res.status, res.body.toString()]).toEqual([404, 'Not found']);
    await next();
  });
});

describe('aborted downloads', () => {
  const openFiles = () => readdirSync('/proc/self/fd').length;

  it('2,000 of them, cut as the answer starts, leave the number of open files where it started', {
    timeout: 60_000,
  }, async () => {
    const before = openFiles();
    const abort = () =>
      new Promise<void>((resolve, reject) => {
        const req = get({ host: '127.0.0.1', port: site.port, path: '/assets/big-DEF456.js', agent: false }, () => {
          req.destroy();
          resolve();
        });
        req.on('error', (error) => (req.destroyed ? resolve() : reject(error)));
      });
    for (let batch = 0; batch < 40; batch++) await Promise.all(Array.from({ length: 50 }, abort));
    // The server closes each file as it notices the visitor has gone: wait for that, not for a fixed time.
    await vi.waitFor(() => expect(openFiles()).toBeLessThanOrEqual(before + 5), { timeout: 10_000, interval: 50 });
    expect((await ask('/')).status).toBe(200);
  });
});

/** Opens a raw connection, sends `head`, and collects what comes back until the server closes the connection. */
function converse(port: number, head: string, { read = true } = {}) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(head);
  if (!read) socket.pause();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const answer = new Promise<string>((resolve) =>
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1'))),
  );
  return { socket, answer };
}

/** The server's side of the next connection: resolves with the bytes it read once it has closed. */
const nextConnectionClosed = (server: Server) =>
  new Promise<number>((resolve) =>
    server.once('connection', (socket) => socket.on('close', () => resolve(socket.bytesRead))),
  );

/** Fails after a bound ten times the short timeouts below, saying what it waited for. */
const within = <T>(promise: Promise<T>, what: string, ms = 4_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
  ]);

describe('a visitor cannot hold the server', () => {
  // The deadline is far off: only the limit a test is about can end it.
  const quick = { headers: 400, request: 800, idle: 400, response: 10_000, checkEvery: 100 };
  const own = servedSite({ perTest: true, limits: quick });
  const GiB = 1024 ** 3;

  it('by default drops a connection idle for 30 s, and headers still unfinished after 10 s', () => {
    const server = createSiteServer(own.dir);
    expect(server.timeout).toBeGreaterThan(0);
    expect(server.timeout).toBeLessThanOrEqual(30_000);
    expect(server.headersTimeout + timeouts.checkEvery).toBeLessThanOrEqual(11_000);
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
  });

  it('by default ends any answer 30 s after its request, however it is read', async () => {
    expect(timeouts.response).toBe(30_000);
    // A server made with no limits of its own sets that deadline as it answers.
    const server = createSiteServer(own.dir);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      await request((server.address() as { port: number }).port, '/');
      expect(timers.mock.calls.map(([, ms]) => ms)).toContain(30_000);
      // And that timer ends the answer: a download never read is cut when it fires, not 30 s of idling later.
      timers.mockClear();
      const closed = nextConnectionClosed(server);
      const { socket } = converse(
        (server.address() as { port: number }).port,
        'GET /assets/big-DEF456.js HTTP/1.1\r\nHost: clinic.example\r\n\r\n',
        { read: false },
      );
      await vi.waitFor(() => expect(timers.mock.calls.some(([, ms]) => ms === 30_000)).toBe(true));
      const [fire] = timers.mock.calls.find(([, ms]) => ms === 30_000)!;
      (fire as () => void)();
      await within(closed, 'the answer was ended by its deadline', 1_000);
      socket.destroy();
    } finally {
      timers.mockRestore();
      server.close();
    }
  });

  it('a download the visitor stopped reading is dropped once idle, and its file let go', async () => {
    await writeFile(join(own.dir, 'assets/huge-JKL012.js'), '');
    await truncate(join(own.dir, 'assets/huge-JKL012.js'), GiB);
    await listAsWritten(own.dir, 'assets/huge-JKL012.js');
    const before = readdirSync('/proc/self/fd').length;
    const closed = nextConnectionClosed(own.server);
    const { socket } = converse(own.port, 'GET /assets/huge-JKL012.js HTTP/1.1\r\nHost: clinic.example\r\n\r\n', {
      read: false,
    });
    await within(closed, 'the stalled download was dropped');
    socket.destroy();
    await vi.waitFor(() => expect(readdirSync('/proc/self/fd').length).toBeLessThanOrEqual(before), {
      timeout: 5_000,
      interval: 50,
    });
  });

  it('headers sent a byte at a time get 408 and the connection closed once the headers timeout is over', async () => {
    const { socket, answer } = converse(own.port, 'GET / HTTP/1.1\r\nHost: clinic.example\r\nX-Slow: ');
    // Never idle, so only the headers timeout can end it.
    const drip = setInterval(() => socket.write('a'), 50);
    const text = await within(answer, 'the slow headers were answered').finally(() => clearInterval(drip));
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a refused request with a 1 GiB body gets its 405 and the connection closed, its body all but unread', async () => {
    const read = nextConnectionClosed(own.server);
    const { socket, answer } = converse(
      own.port,
      `POST /contact HTTP/1.1\r\nHost: clinic.example\r\nContent-Length: ${GiB}\r\n\r\n`,
    );
    // The body goes out as fast as the connection takes it, until the server closes.
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    const pump = () => {
      while (!socket.destroyed && sent < GiB && socket.write(chunk)) sent += chunk.length;
    };
    socket.on('drain', pump);
    pump();
    expect(await within(answer, 'the refused upload was answered')).toMatch(/^HTTP\/1\.1 405 /);
    expect(await read).toBeLessThan(32 * 1024 ** 2);
  });

  it('a refused request that expects 100-continue gets its 405 and never "100 Continue"', async () => {
    const head = `PUT /contact HTTP/1.1\r\nHost: clinic.example\r\nContent-Length: ${GiB}\r\nExpect: 100-continue\r\n\r\n`;
    const text = await within(converse(own.port, head).answer, 'the expectation was answered');
    expect(text).toMatch(/^HTTP\/1\.1 405 /);
    expect(text).not.toContain('100 Continue');
  });

  it('CONNECT gets a status line, 405, and the connection closed', async () => {
    const head = 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n';
    expect(await within(converse(own.port, head).answer, 'CONNECT was answered')).toMatch(
      /^HTTP\/1\.1 405 Method Not Allowed\r\n/,
    );
    expect((await request(own.port, '/contact')).status).toBe(200);
  });
});

describe('a visitor who reads slowly or not at all is cut off by the deadline', () => {
  // Never idle long enough for that to end it: only the deadline can.
  const deadline = { headers: 400, request: 800, idle: 10_000, response: 1_000, checkEvery: 100 };
  const own = servedSite({ perTest: true, limits: deadline });
  const openFiles = () => readdirSync('/proc/self/fd').length;

  /** Requests `head` on a raw connection that reads as `reader` says; resolves with the ms until the server let go. */
  async function heldFor(head: string, reader: (socket: import('node:net').Socket) => void) {
    const closed = nextConnectionClosed(own.server);
    const started = performance.now();
    const { socket } = converse(own.port, head, { read: false });
    reader(socket);
    await within(closed, 'the reader was let go');
    socket.destroy();
    return performance.now() - started;
  }

  it('a streamed download the visitor stopped reading is ended at the deadline, and its file let go', async () => {
    await writeFile(join(own.dir, 'assets/huge-JKL012.js'), '');
    await truncate(join(own.dir, 'assets/huge-JKL012.js'), 1024 ** 3);
    await listAsWritten(own.dir, 'assets/huge-JKL012.js');
    const before = openFiles();
    const ms = await heldFor('GET /assets/huge-JKL012.js HTTP/1.1\r\nHost: clinic.example\r\n\r\n', () => {});
    expect(ms).toBeGreaterThanOrEqual(deadline.response - 50);
    await vi.waitFor(() => expect(openFiles()).toBeLessThanOrEqual(before), { timeout: 2_000, interval: 50 });
  });

  it('a streamed download read a little at a time, never idle, is ended at the deadline', async () => {
    await writeFile(join(own.dir, 'assets/huge-JKL012.js'), '');
    await truncate(join(own.dir, 'assets/huge-JKL012.js'), 1024 ** 3);
    await listAsWritten(own.dir, 'assets/huge-JKL012.js');
    let drip: NodeJS.Timeout | undefined;
    const ms = await heldFor('GET /assets/huge-JKL012.js HTTP/1.1\r\nHost: clinic.example\r\n\r\n', (socket) => {
      drip = setInterval(() => socket.read(16 * 1024), 50);
    }).finally(() => clearInterval(drip));
    expect(ms).toBeGreaterThanOrEqual(deadline.response - 50);
  });

  it('small files read in one go, asked for again and again on a connection that is never read, are ended at the deadline', async () => {
    await writeFile(join(own.dir, 'assets/mid-MNO345.js'), Buffer.alloc(200 * 1024, 'x'));
    await listAsWritten(own.dir, 'assets/mid-MNO345.js');
    const one = 'GET /assets/mid-MNO345.js HTTP/1.1\r\nHost: clinic.example\r\n\r\n';
    const ms = await heldFor(one.repeat(200), () => {});
    expect(ms).toBeGreaterThanOrEqual(deadline.response - 50);
  });
});

describe('requests HTTP/1.1 says are wrong, or that carry what is never read', () => {
  const quick = { headers: 400, request: 800, idle: 400, response: 4_000, checkEvery: 100 };
  const own = servedSite({ perTest: true, limits: quick });
  const GiB = 1024 ** 3;

  it.each([
    ['GET', `Content-Length: ${GiB}`],
    ['HEAD', 'Transfer-Encoding: chunked'],
  ])(
    'a %s with a 1 GiB body (%s) gets its answer and the connection closed, its body all but unread',
    async (method, framing) => {
      const read = nextConnectionClosed(own.server);
      const { socket, answer } = converse(
        own.port,
        `${method} /contact HTTP/1.1\r\nHost: clinic.example\r\n${framing}\r\n\r\n`,
      );
      if (framing.includes('chunked')) socket.write(`${GiB.toString(16)}\r\n`);
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (!socket.destroyed && sent < GiB && socket.write(chunk)) sent += chunk.length;
      };
      socket.on('drain', pump);
      pump();
      const text = await within(answer, 'the request with a body was answered');
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text).toMatch(/\r\nConnection: close\r\n/i);
      expect(await read).toBeLessThan(32 * 1024 ** 2);
    },
  );

  it.each(['Host: evil.example', 'host: clinic.example'])(
    'a request with a second Host header (%s) gets 400, and nothing of the site',
    async (second) => {
      const head = `GET / HTTP/1.1\r\nHost: clinic.example\r\n${second}\r\nConnection: close\r\n\r\n`;
      const text = await within(converse(own.port, head).answer, 'the request was answered');
      expect(text).toMatch(/^HTTP\/1\.1 400 /);
      expect(text).not.toContain(html('index.html'));
    },
  );
});

describe('without a built site', () => {
  it('refuses to create a server over a folder without a 404 page, and says how to build one', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'empty-'));
    expect(() => createSiteServer(empty)).toThrow(/No built site .* Run `npm run build` first/);
  });

  it('npm start exits with an error and a clear message when dist/ is missing', () => {
    const serve = fileURLToPath(new URL('../../../src/server/serve.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [serve], {
      env: { ...process.env, DIST_DIR: join(tmpdir(), 'no-such-dist'), PORT: '0' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No built site');
    expect(run.stdout).not.toContain('Serving');
  });
});
