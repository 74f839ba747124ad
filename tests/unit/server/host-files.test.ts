// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allPages, fileOf, notFoundFileOf, pages } from '../../../src/lib/route-table.mjs';
import { securityHeaders, serviceWorkerScript, strictTransportSecurity } from '../../../src/server/headers.mjs';
import {
  everyPathHeaders,
  filesList,
  headersFile,
  isPublished,
  netlifyToml,
  redirectsFile,
} from '../../../src/server/host-files.mjs';
import { html, request, servedSite } from './built-site';

const site = servedSite();
/** What the build wrote, as it tells the server: dist/_files. */
let files: string[] = [];
beforeAll(async () => {
  files = (await readFile(join(site.dir, filesList), 'utf8')).split('\n').filter(Boolean);
});

type Rule = { from: string; to: string; status: number; force: boolean };

/** The rules of _redirects, as Cloudflare Pages and Netlify read them: from, to, status. */
const redirectRules = (): Rule[] =>
  redirectsFile()
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status, ...rest] = line.trim().split(/\s+/);
      expect(rest, line).toEqual([]);
      return { from: from!, to: to!, status: Number(status), force: false };
    });

/** The [[redirects]] of netlify.toml. */
const netlifyRules = (): Rule[] =>
  netlifyToml()
    .split('[[redirects]]')
    .slice(1)
    .map((block) => {
      const field = (name: string) => new RegExp(`^${name} = "?([^"\\n]*)"?$`, 'm').exec(block)![1]!;
      return {
        from: field('from'),
        to: field('to'),
        status: Number(field('status')),
        force: field('force') === 'true',
      };
    });

/** Whether a rule's path matches an address, as Cloudflare Pages matches it (a splat is any run of characters). */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

/** An address a rule stands for: "/kn/*.br" → "/kn/treatments.html.br", "/*%2F" → "/contact%2F". */
const example = (from: string) => from.replace('*', /\.(br|gz)$/.test(from) ? 'treatments.html' : 'contact');

describe('dist/_redirects', () => {
  it('holds only what Cloudflare Pages and Netlify both accept: three fields, status 200 or 308, at most one splat', () => {
    for (const { from, to, status } of redirectRules()) {
      expect([200, 308], from).toContain(status);
      expect(from.split('*').length, from).toBeLessThanOrEqual(2);
      expect(to, from).toMatch(/^\/[^*]*$/);
    }
  });

  it('sends each page’s /index.html, /index and /index/ address to the page, where npm start does, with the query string kept', async () => {
    const redirects = redirectRules().filter((rule) => rule.status === 308);
    expect(redirects.map((rule) => rule.from)).toEqual(
      allPages
        .filter((p) => !p.path.endsWith('/'))
        .flatMap((p) => [`${p.path}/index.html`, `${p.path}/index`, `${p.path}/index/`]),
    );
    for (const { from, to } of redirects) {
      const res = await request(site.port, `${from}?utm_source=whatsapp`);
      expect([from, res.status, res.headers.location]).toEqual([from, 308, `${to}?utm_source=whatsapp`]);
    }
  });

  it('rewrites what must not be published to an address no file has, so it gets its prefix’s 404 page as from npm start', async () => {
    const rewrites = redirectRules().filter((rule) => rule.status === 200);
    expect(rewrites.map((rule) => rule.from)).toEqual(
      expect.arrayContaining(['/404', '/kn/404', '/_headers', '/*.br', '/kn/*.gz', '//*', '/kn//*']),
    );
    for (const { from, to } of rewrites) {
      const address = example(from);
      expect(matches(from, address), address).toBe(true);
      for (const path of [address, to]) {
        const res = await request(site.port, path, { headers: { 'accept-encoding': 'identity' } });
        expect([path, res.status, res.body.toString()]).toEqual([path, 404, html(notFoundFileOf(address))]);
      }
    }
  });

  it('puts every rule with a splat after those without, and a /kn/ splat before the same splat for /', () => {
    const froms = redirectRules().map((rule) => rule.from);
    const firstSplat = froms.findIndex((from) => from.includes('*'));
    expect(froms.slice(firstSplat).every((from) => from.includes('*'))).toBe(true);
    for (const [i, from] of froms.entries()) {
      if (from.startsWith('/kn/*')) expect(froms.indexOf(from.slice(3)), from).toBeGreaterThan(i);
    }
  });
});

describe('dist/netlify.toml', () => {
  it('forces a 308 from each page’s file name to its address, as npm start answers it', async () => {
    const forced = netlifyRules().filter((rule) => rule.status === 308);
    expect(forced.map((rule) => rule.from)).toEqual(allPages.map((page) => `/${fileOf(page.path)}`));
    for (const { from, to, force } of forced) {
      expect(force, from).toBe(true);
      const res = await request(site.port, from);
      expect([from, res.status, res.headers.location]).toEqual([from, 308, to]);
    }
  });

  it('answers the 404 pages’ own files with status 404, and every other address under /kn/ with the Kannada 404 page', () => {
    expect(netlifyRules().filter((rule) => rule.status === 404)).toEqual([
      { from: '/kn/404.html', to: '/kn/404.html', status: 404, force: true },
      { from: '/404.html', to: '/404.html', status: 404, force: true },
      { from: '/kn/*', to: '/kn/404.html', status: 404, force: false },
    ]);
  });

  it('holds no address that a rule of _redirects matches: Netlify reads _redirects first and would stop there', () => {
    for (const { from } of netlifyRules().filter((rule) => !rule.from.includes('*'))) {
      expect(
        redirectRules()
          .filter((rule) => matches(rule.from, from))
          .map((rule) => rule.from),
        from,
      ).toEqual([]);
    }
  });
});

/** The blocks of _headers: a path pattern (with * for any run of characters) and the headers it sets. */
const headerRules = (text: string) => {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n').filter(Boolean)) {
    if (!line.startsWith(' ')) rules.push({ pattern: line, headers: {} });
    else {
      const [name, ...value] = line.trim().split(': ');
      rules.at(-1)!.headers[name!.toLowerCase()] = value.join(': ');
    }
  }
  return rules;
};

describe('dist/_headers', () => {
  it('allows each page’s inline CSS by its hash in the policy, and nothing inline besides', () => {
    const text = headersFile(files, ["'sha256-one'", "'sha256-two'"]);
    expect(text).toContain("style-src 'self' 'sha256-one' 'sha256-two';");
    expect(text).not.toContain('unsafe-inline');
  });

  it('is where npm start reads the headers of every path, HSTS aside (loopback is plain HTTP)', () => {
    const text = headersFile(files, ["'sha256-one'"]);
    expect(everyPathHeaders(text)).toEqual(securityHeaders(["'sha256-one'"]));
    expect(everyPathHeaders('')).toEqual(securityHeaders());
  });

  it('gives every address the security headers npm start sends, and HSTS', () => {
    const everywhere = headerRules(headersFile(files)).find((rule) => rule.pattern === '/*')!;
    const expected = Object.fromEntries(Object.entries(securityHeaders()).map(([k, v]) => [k.toLowerCase(), v]));
    expect(everywhere.headers).toEqual({ ...expected, 'strict-transport-security': strictTransportSecurity });
    expect(everywhere.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('lets the site’s own service worker run, and has hosts revalidate its script on every visit', () => {
    const rules = headerRules(headersFile(files));
    expect(rules.find((rule) => rule.pattern === '/*')!.headers['content-security-policy']).toContain(
      "worker-src 'self'",
    );
    expect(files).toContain(serviceWorkerScript);
    expect(rules.find((rule) => rule.pattern === serviceWorkerScript)?.headers['cache-control']).toBe('no-cache');
  });

  it('gives each page address and each published file exactly one Cache-Control, the one npm start sends', async () => {
    const rules = headerRules(headersFile(files));
    const written = new Set(files);
    const addresses = [...pages.map((p) => p.path), ...files.filter((file) => isPublished(file, written))];
    expect(addresses).toContain('/favicon.svg');
    for (const path of addresses) {
      const set = rules.filter((rule) => matches(rule.pattern, path) && rule.headers['cache-control']);
      const served = await request(site.port, path, { method: 'HEAD' });
      expect([path, served.status, set.map((rule) => rule.headers['cache-control'])]).toEqual([
        path,
        200,
        [served.headers['cache-control']],
      ]);
    }
  });
});

describe('what is published', () => {
  const written = new Set(['/favicon.svg', '/about.html', '/about.html.br', '/_headers', `/${filesList}`]);

  it('is a file the build wrote, asked for by its own address', () => {
    expect(isPublished('/favicon.svg', written)).toBe(true);
  });

  it.each(['/stray.txt', '/.env', '/assets/main-X.js.map', '/favicon%2esvg', '//favicon.svg'])(
    'is never %s, which the build did not write',
    (path) => expect(isPublished(path, written)).toBe(false),
  );

  it.each(['/about.html', '/about.html.br', '/_headers', `/${filesList}`])(
    'is never %s, though written: a page’s file, a compressed copy or a file for the host',
    (path) => expect(isPublished(path, written)).toBe(false),
  );
});
