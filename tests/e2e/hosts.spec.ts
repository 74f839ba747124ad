// `npm start` and Cloudflare Pages' own runtime (wrangler pages dev, the second web server of playwright.config.ts)
// answer every address and every published file alike, status, Location and Cache-Control; wrangler finds every rule
// the build writes valid; and dist/ holds nothing a host must not publish.
import { readdir, readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { origins, wranglerLog } from '../../playwright.config';
import { strictTransportSecurity } from '../../src/server/headers.mjs';
import { everyPathHeaders, filesList, isPublished } from '../../src/server/host-files.mjs';
import { expect, test } from './fixtures';

const dist = process.env.DIST_DIR || 'dist';

/** What the build wrote, as dist/_files lists it. */
const written = async () => new Set((await readFile(`${dist}/${filesList}`, 'utf8')).split('\n').filter(Boolean));

/** The headers the build gives every path in dist/_headers (HSTS aside), which both servers must send. */
const builtHeaders = async () => everyPathHeaders(await readFile(`${dist}/_headers`, 'utf8'));

type Answer = {
  status: number;
  location?: string;
  cacheControl?: string;
  lang?: string;
  headers: Record<string, unknown>;
};

/**
 * One GET sent exactly as written (fetch would tidy the path): its status, Location, Cache-Control and page language.
 */
function ask(origin: string, path: string) {
  return new Promise<Answer>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    get({ host: hostname, port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          location: res.headers.location,
          cacheControl: res.headers['cache-control'],
          lang: /<html lang="([^"]+)"/.exec(body)?.[1],
          headers: res.headers,
        }),
      );
    }).on('error', reject);
  });
}

/**
 * Each address, and what both must answer: a page or file (200), a 308 and its Location, or a 404 page and its
 * language.
 */
const addresses: [address: string, status: number, detail?: string][] = [
  ['/', 200],
  ['/about', 200],
  ['/?utm_source=whatsapp', 200],
  ['/kn/', 200],
  ['/kn/contact', 200],
  ['/index.html', 308, '/'],
  ['/index.html?utm_source=whatsapp', 308, '/?utm_source=whatsapp'],
  ['/about.html', 308, '/about'],
  ['/about/index.html', 308, '/about'],
  ['/about/', 308, '/about'],
  ['/treatments/?utm_source=whatsapp', 308, '/treatments?utm_source=whatsapp'],
  ['/kn', 308, '/kn/'],
  ['/kn/index.html', 308, '/kn/'],
  ['/kn/about.html', 308, '/kn/about'],
  ['/kn/about/', 308, '/kn/about'],
  ['/index', 308, '/'],
  ['/kn/index?utm_source=whatsapp', 308, '/kn/?utm_source=whatsapp'],
  ['/contact/index', 308, '/contact'],
  ['/kn/contact/index', 308, '/kn/contact'],
  ['/about/index/', 308, '/about'],
  ['/kn/contact/index/?utm_source=whatsapp', 308, '/kn/contact?utm_source=whatsapp'],
  ['/index/', 308, '/'],
  ['/kn/index/', 308, '/kn/'],
  ['/404.html', 308, '/404'],
  ['/kn/404.html', 308, '/kn/404'],
  ['/Contact', 404, 'en'],
  ['/ABOUT/', 404, 'en'],
  ['/KN/', 404, 'en'],
  ['/404', 404, 'en'],
  ['/kn/404', 404, 'kn'],
  ['/no-such-page', 404, 'en'],
  ['/kn/no-such-page', 404, 'kn'],
  ['/about/..%2f..%2f', 404, 'en'],
  ['/contact%2F', 404, 'en'],
  ['/kn/contact%2f', 404, 'kn'],
  ['//evil.example/', 404, 'en'],
  ['//contact', 404, 'en'],
  ['/kn//contact', 404, 'kn'],
  ['/kn//', 404, 'kn'],
  ['/treatments//', 404, 'en'],
  ['/_headers', 404, 'en'],
  ['/_redirects', 404, 'en'],
  ['/netlify.toml', 404, 'en'],
  [`/${filesList}`, 404, 'en'],
  ['/index.html.br', 404, 'en'],
  ['/favicon.svg.gz', 404, 'en'],
  ['/kn/about.html.gz', 404, 'kn'],
  ['/.well-known/security.txt', 404, 'en'],
  ['/assets/main.js.map', 404, 'en'],
  ['/favicon.svg', 200],
  ['/robots.txt', 200],
  ['/sitemap-kn.xml', 200],
  ['/assets/', 404, 'en'],
  ['/Favicon.svg', 404, 'en'],
];

/** What the comparison looks at: status, Location, Cache-Control and the language of the page. */
const seen = ({ status, location, cacheControl, lang }: Answer) => ({ status, location, cacheControl, lang });

test.describe('npm start and Cloudflare Pages answer alike', () => {
  for (const [address, status, detail] of addresses) {
    test(`${address} answers ${status}${detail ? ` ${detail}` : ''} on both, with the same Location and Cache-Control`, async () => {
      const [node, cloudflare] = await Promise.all([ask(origins.node, address), ask(origins.cloudflare, address)]);
      expect(seen(node)).toMatchObject(
        status === 308 ? { status, location: detail } : status === 404 ? { status, lang: detail } : { status },
      );
      expect(seen(cloudflare)).toEqual(seen(node));
    });
  }

  test('a hashed asset, cached for a year by both', async () => {
    const script = (await readdir(`${dist}/assets`)).find((file) => file.endsWith('.js'))!;
    const [node, cloudflare] = await Promise.all([
      ask(origins.node, `/assets/${script}`),
      ask(origins.cloudflare, `/assets/${script}`),
    ]);
    expect([node.status, node.cacheControl]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect([cloudflare.status, cloudflare.cacheControl]).toEqual([node.status, node.cacheControl]);
  });

  test('every file the build published (the service worker’s script among them, once built), 200 on both, with the same Cache-Control', async () => {
    const files = await written();
    const published = [...files].filter((file) => isPublished(file, files));
    expect(published).toContain('/favicon.svg');
    for (const file of published) {
      const [node, cloudflare] = await Promise.all([ask(origins.node, file), ask(origins.cloudflare, file)]);
      expect([file, node.status]).toEqual([file, 200]);
      expect([file, seen(cloudflare)]).toEqual([file, seen(node)]);
    }
  });

  test('both send the security headers on a page, a redirect and a 404, and the host HSTS besides', async () => {
    for (const address of ['/', '/about/', '/no-such-page']) {
      const [node, cloudflare] = await Promise.all([ask(origins.node, address), ask(origins.cloudflare, address)]);
      for (const [name, value] of Object.entries(await builtHeaders())) {
        expect([address, name, node.headers[name.toLowerCase()]]).toEqual([address, name, value]);
        expect([address, name, cloudflare.headers[name.toLowerCase()]]).toEqual([address, name, value]);
      }
      expect(cloudflare.headers['strict-transport-security']).toBe(strictTransportSecurity);
      expect(node.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

test('wrangler finds every rule of dist/_redirects and dist/_headers valid', async () => {
  // Without colours: wrangler may colour its output even into a file.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts a terminal colour code.
  const log = (await readFile(wranglerLog, 'utf8')).replace(/\u001b\[[\d;]*m/g, '');
  const redirects = (await readFile(`${dist}/_redirects`, 'utf8'))
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  const headerPaths = (await readFile(`${dist}/_headers`, 'utf8')).split('\n').filter((line) => line.startsWith('/'));
  expect(log).toContain(`Parsed ${redirects.length} valid redirect rules.`);
  expect(log).toContain(`Parsed ${headerPaths.length} valid header rules.`);
  expect(log).not.toMatch(/invalid/i);
});

test('dist/ holds no dotfile and no source map, which a host would publish, and no file but those the build wrote', async () => {
  const files = await readdir(dist, { recursive: true });
  expect(files.filter((file) => /(^|\/)\.|\.map$/.test(file))).toEqual([]);
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const held = entries.filter((e) => !e.isDirectory()).map((e) => `${e.parentPath}/${e.name}`.slice(dist.length));
  expect(held.sort()).toEqual([...(await written()), `/${filesList}`].sort());
});
