// @vitest-environment node
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../../src/lib/route-table.mjs';
import { securityHeaders, strictTransportSecurity } from '../../../src/server/headers.mjs';
import { headersFile, redirectsFile } from '../../../src/server/host-files.mjs';
import { html, request, servedSite } from './built-site';

const site = servedSite();
let files: string[] = [];
beforeAll(async () => {
  const entries = await readdir(site.dir, { recursive: true, withFileTypes: true });
  files = entries.filter((e) => e.isFile()).map((e) => `/${relative(site.dir, join(e.parentPath, e.name))}`);
});

/** The rules of _redirects, as Netlify and Cloudflare Pages read them: from, to, status (and "!" to force). */
const redirectRules = () =>
  redirectsFile()
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from, to, code] = line.trim().split(/\s+/);
      return { from: from!, to: to!, status: Number.parseInt(code!, 10), forced: code === '301!' };
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
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

describe('dist/_redirects', () => {
  it('sends each of its addresses where npm start does, with the query string kept', async () => {
    const redirects = redirectRules().filter((rule) => rule.status === 301);
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, to } of redirects) {
      const res = await request(site.port, `${from}?utm_source=whatsapp`);
      expect([from, res.status, res.headers.location]).toEqual([from, 301, `${to}?utm_source=whatsapp`]);
    }
  });

  it('forces the redirect of a page file that exists (Netlify would otherwise serve it), and of nothing else', () => {
    for (const { from, forced } of redirectRules()) expect(forced, from).toBe(files.includes(from));
  });

  it('ends with the 404 page for any other address, with status 404, as npm start answers', async () => {
    expect(redirectRules().at(-1)).toEqual({ from: '/*', to: '/404.html', status: 404, forced: false });
    const res = await request(site.port, '/no-such-page', { headers: { 'accept-encoding': 'identity' } });
    expect([res.status, res.body.toString()]).toEqual([404, html('404.html')]);
  });

  it('needs no rule for a trailing slash: hosts send "/about/" to "/about" for about.html, and so does npm start', async () => {
    expect(redirectRules().some((rule) => rule.from.endsWith('/'))).toBe(false);
    for (const { path } of pages.filter((p) => !p.path.endsWith('/'))) {
      const res = await request(site.port, `${path}/`);
      expect([res.status, res.headers.location]).toEqual([301, path]);
    }
  });
});

describe('dist/_headers', () => {
  it('gives every address the security headers npm start sends, and HSTS', () => {
    const everywhere = headerRules(headersFile(files)).find((rule) => rule.pattern === '/*')!;
    const expected = Object.fromEntries(Object.entries(securityHeaders).map(([k, v]) => [k.toLowerCase(), v]));
    expect(everywhere.headers).toEqual({ ...expected, 'strict-transport-security': strictTransportSecurity });
  });

  it('gives each page address and each file exactly one Cache-Control, the one npm start sends', async () => {
    const rules = headerRules(headersFile(files));
    const addresses = [...pages.map((p) => p.path), ...files.filter((f) => !/\.(html|br|gz)$/.test(f))];
    for (const path of addresses) {
      const set = rules.filter((rule) => matches(rule.pattern, path) && rule.headers['cache-control']);
      const served = (await request(site.port, path, { method: 'HEAD' })).headers['cache-control'];
      expect([path, set.map((rule) => rule.headers['cache-control'])]).toEqual([path, [served]]);
    }
  });
});
