// @vitest-environment node
// A page is a row and its files: in a copy of the repository, a page no clinic has (its key and address say it is the
// test's) gets its row in the route table, its code and its words in both languages, and nothing else; the build must
// prerender it in both languages, list it in both sitemaps, link the two by hreflang, and the page must pass axe.
// Without its Kannada words, the build must fail naming it.
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../src/config';
import { pages } from '../../../src/lib/route-table.mjs';
import { chromiumFlags, chromiumPath } from '../../chromium.mjs';
import { buildIn, copyRepository } from './temp-build';

/** The new page: a key and an address no clinic would give a page of its own. */
const key = 'page-added-by-test';
const path = `/${key}`;

/** The new page's files, as an author would write them (a page of questions and answers). */
const pageFiles: Record<string, string> = {
  [`src/${key}/${key}-page.tsx`]: `import { faqHeadline, faqItems } from '../content/${key}';
import { container } from '../ui/kit';
import { Static } from '../ui/shell';

/** Questions patients ask, and the answers: all words, HTML from the build. */
export function PageAddedByTestPage() {
  return <Static id="${key}">{PRERENDER && <Answers />}</Static>;
}

function Answers() {
  return (
    <article className={container}>
      <h1 tabIndex={-1}>{faqHeadline}</h1>
      {faqItems.map((item) => (
        <section key={item.question}>
          <h2>{item.question}</h2>
          <p>{item.answer}</p>
        </section>
      ))}
    </article>
  );
}
`,
  [`src/content/${key}.ts`]: `import { clinic } from '../config';

export const title = \`Questions and answers · \${clinic.name}\`;
export const description = 'What patients ask before their first visit: appointments, what to bring, and check-ups.';

export const faqHeadline = 'Questions and answers';
export const faqItems = [
  { question: 'Do I need an appointment?', answer: 'Yes: book ahead, by phone or with the Book Appointment button.' },
  { question: 'What should I bring?', answer: 'Any earlier X-rays or prescriptions, and a list of the medicines you take.' },
  { question: 'Does a check-up hurt?', answer: 'No. We look at your teeth and gums gently, and say before we do anything.' },
];
`,
  [`src/content/kn/${key}.ts`]: `import { clinic } from '../../config';

export const title = \`ಪ್ರಶ್ನೆಗಳು ಮತ್ತು ಉತ್ತರಗಳು · \${clinic.name}\`;
export const description = 'ಮೊದಲ ಭೇಟಿಗೆ ಮುನ್ನ ರೋಗಿಗಳು ಕೇಳುವ ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಗಳು: ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್, ಏನು ತರಬೇಕು, ಮತ್ತು ಚೆಕಪ್.';

export const faqHeadline = 'ಪ್ರಶ್ನೆಗಳು ಮತ್ತು ಉತ್ತರಗಳು';
export const faqItems = [
  { question: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬೇಕೇ?', answer: 'ಹೌದು: ಫೋನ್ ಮೂಲಕ ಅಥವಾ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ ಬಟನ್ ಬಳಸಿ ಮೊದಲೇ ಬುಕ್ ಮಾಡಿ.' },
  { question: 'ಏನು ತರಬೇಕು?', answer: 'ಹಿಂದಿನ ಎಕ್ಸ್-ರೇ ಅಥವಾ ಪ್ರಿಸ್ಕ್ರಿಪ್ಷನ್‌ಗಳು, ಮತ್ತು ನೀವು ತೆಗೆದುಕೊಳ್ಳುವ ಔಷಧಿಗಳ ಪಟ್ಟಿ.' },
  { question: 'ಚೆಕಪ್ ನೋವಾಗುತ್ತದೆಯೇ?', answer: 'ಇಲ್ಲ. ನಿಮ್ಮ ಹಲ್ಲು ಮತ್ತು ವಸಡುಗಳನ್ನು ಮೃದುವಾಗಿ ನೋಡುತ್ತೇವೆ, ಏನು ಮಾಡುವ ಮುನ್ನವೂ ನಿಮಗೆ ಹೇಳುತ್ತೇವೆ.' },
];
`,
};

const headline = { en: 'Questions and answers', kn: 'ಪ್ರಶ್ನೆಗಳು ಮತ್ತು ಉತ್ತರಗಳು' };

/** Adds `row` as the last entry of `pages` in the route table's source: by the array's structure, not its rows' text. */
function withRow(table: string, row: string): string {
  const start = table.indexOf('export const pages = [');
  expect(start, 'the route table exports `pages` as an array').toBeGreaterThanOrEqual(0);
  const end = table.indexOf('\n];', start);
  return `${table.slice(0, end)}\n  ${row},${table.slice(end)}`;
}

/** A copy of the repository with the new page added: its row in the route table and its three files. */
async function siteWithNewPage(): Promise<string> {
  const dir = await copyRepository('new-page-');
  // The name is the test's own: no page of the clinic's is written over.
  expect(pages.some((page) => page.key === key || page.path === path)).toBe(false);
  for (const file of Object.keys(pageFiles))
    await expect(access(join(dir, file)), `${file} exists already`).rejects.toThrow();
  const table = join(dir, 'src/lib/route-table.mjs');
  await writeFile(table, withRow(await readFile(table, 'utf8'), `{ path: '${path}', key: '${key}' }`));
  const edited: { pages: typeof pages } = await import(table);
  expect(edited.pages.at(-1)).toEqual({ path, key });
  for (const [file, text] of Object.entries(pageFiles)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** Starts the copy's own server over its dist/ (it knows the new page from the copy's route table); resolves once it answers. */
async function serve(dir: string): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn('node', ['src/server/serve.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DIST_DIR: join(dir, 'dist') },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const answered = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (answered) return { origin, server };
    if (tries > 300 || server.exitCode !== null) throw new Error(`the copy's server did not start at ${origin}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

describe('a new page, in both languages', () => {
  let dir = '';
  let built = { code: -1, output: '' };
  const read = (file: string) => readFile(join(dir, 'dist', file), 'utf8');

  beforeAll(async () => {
    dir = await siteWithNewPage();
    built = await buildIn(dir);
  }, 600_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds from its row and its three files alone', () => {
    expect(built.code, built.output).toBe(0);
  });

  it('is prerendered in each language, its heading and head in the HTML', async () => {
    for (const [file, lang] of [
      [`${key}.html`, 'en'],
      [`kn/${key}.html`, 'kn'],
    ] as const) {
      const html = await read(file);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${headline[lang]}</h1>`));
      expect(html).toContain(`<title>${headline[lang]} · ${config.name}</title>`);
      expect(html).toContain(`data-page="${key}"`);
    }
  });

  it('is listed in both sitemaps', async () => {
    expect(await read('sitemap.xml')).toContain(`<loc>${config.siteUrl}${path}</loc>`);
    expect(await read('sitemap-kn.xml')).toContain(`<loc>${config.siteUrl}/kn${path}</loc>`);
  });

  it('links each language to the other by hreflang, both ways', async () => {
    for (const file of [`${key}.html`, `kn/${key}.html`]) {
      const html = await read(file);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${config.siteUrl}${path}" data-frame>`);
      expect(html).toContain(`<link rel="alternate" hreflang="kn" href="${config.siteUrl}/kn${path}" data-frame>`);
    }
    expect(await read(`${key}.html`)).toContain(`<link rel="canonical" href="${config.siteUrl}${path}" data-frame>`);
    expect(await read(`kn/${key}.html`)).toContain(
      `<link rel="canonical" href="${config.siteUrl}/kn${path}" data-frame>`,
    );
  });

  it('passes axe in both languages, once hydrated', async () => {
    const { origin, server } = await serve(dir);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      // axe asks for a page of a context of its own.
      const page = await (await browser.newContext({ baseURL: origin })).newPage();
      for (const address of [path, `/kn${path}`]) {
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        // Hydrated: the page's own chunk came and React took over the prerendered HTML.
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        const { violations } = await new AxeBuilder({ page }).analyze();
        const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary, `axe on ${address}`).toEqual([]);
      }
    } finally {
      await browser.close();
      server.kill();
    }
  }, 180_000);

  it('is not built without its Kannada words: the build fails, naming the page and the language', async () => {
    await rm(join(dir, `src/content/kn/${key}.ts`));
    const { code, output } = await buildIn(dir);
    expect(code).not.toBe(0);
    expect(output).toContain(`page '${key}' (kn) has no src/content/kn/${key}.ts`);
  }, 600_000);
});
