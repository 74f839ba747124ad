import { build } from 'esbuild';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTranslation, translationProblems } from '../../../src/build/translation-check.mjs';
import { contentNames, languagePlugin } from '../../../src/build/site-modules.mjs';
import { placeInKannada } from '../../../src/config';

/**
 * Every content module in a language, by file name, as the build's 'site:content' holds them: English from
 * src/content/, Kannada from src/content/kn/.
 */
const contentIn = async (lang: 'en' | 'kn') =>
  Object.fromEntries(
    await Promise.all(
      contentNames().map(async (name) => [
        name,
        // Two literal folders, as Vite resolves an import by a pattern with one variable part.
        await (lang === 'en'
          ? import(`../../../src/content/${name}.ts`)
          : import(`../../../src/content/kn/${name}.ts`)),
      ]),
    ),
  );
const english = await contentIn('en');
const kannada = await contentIn('kn');

/** A deep copy of plain data: arrays and objects copied, functions and other values kept as they are. */
const copyOf = (value: any): any =>
  Array.isArray(value)
    ? value.map(copyOf)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyOf(v)]))
      : value;

/** A deep copy of the Kannada content with `edit` applied. */
function kannadaWith(edit: (copy: any) => void) {
  const copy = copyOf(kannada);
  edit(copy);
  return copy;
}

describe('the translation check', () => {
  it('finds nothing missing in the Kannada content as it is: every module of src/content/ has its twin, with every export', () => {
    expect(Object.keys(kannada)).toEqual(contentNames());
    expect(translationProblems(english, kannada, 'kn')).toEqual([]);
    expect(() => checkTranslation(english, kannada, 'kn')).not.toThrow();
  });

  it('names a missing text by its path, and the build throws with it', () => {
    const broken = kannadaWith((c) => delete c.treatments.treatments[3].title);
    expect(translationProblems(english, broken, 'kn')).toEqual(['missing translation: treatments.treatments[3].title']);
    expect(() => checkTranslation(english, broken, 'kn')).toThrow(
      'missing translation: treatments.treatments[3].title',
    );
  });

  it('names a missing export, a missing list item, a blank text and a missing function', () => {
    const broken = kannadaWith((c) => {
      delete c.contact.messageUsTitle;
      c.home.highlights.pop();
      c.site.navItems[0].label = ' ';
      delete c.messages.charactersLeft;
    });
    expect(translationProblems(english, broken, 'kn')).toEqual([
      'empty translation: site.navItems[0].label',
      'missing translation: contact.messageUsTitle',
      'missing translation: home.highlights[2]',
      'missing translation: messages.charactersLeft',
    ]);
  });

  it('names a function that takes another number of parameters', () => {
    const broken = kannadaWith((c) => (c.messages.charactersLeft = () => 'ಉಳಿದಿವೆ'));
    expect(translationProblems(english, broken, 'kn')).toEqual(['not the English parameters: messages.charactersLeft']);
  });

  it('holds ids, pictures and tones to the English ones', () => {
    // The clinic's first case: one drawing (src) or a pair of photos (before).
    const [name, picture] = Object.entries(kannada.gallery.casePictures as Record<string, object>)[0]!;
    const file = 'src' in picture ? 'src' : 'before';
    const broken = kannadaWith((c) => {
      c.treatments.treatments[0].id = 'braces';
      c.gallery.casePictures[name][file] = '/images/other.svg';
      c.treatments.treatments[1].tone = 'warm';
    });
    expect(translationProblems(english, broken, 'kn')).toEqual([
      `not the English value: gallery.casePictures.${name}.${file}`,
      'not the English value: treatments.treatments[0].id',
      'not the English value: treatments.treatments[1].tone',
    ]);
  });

  it("holds a pair of photos and their focus to the English ones, whatever the clinic's cases", () => {
    const pair = { before: '/images/a.jpg', after: '/images/b.jpg', focus: [0.5, 0.4] };
    expect(translationProblems({ pair }, { pair: { ...pair, focus: [0.5, 0.4] } }, 'kn')).toEqual([]);
    expect(
      translationProblems({ pair }, { pair: { ...pair, after: '/images/c.jpg', focus: [0.9, 0.1] } }, 'kn'),
    ).toEqual(['not the English value: pair.after', 'not the English value: pair.focus']);
  });

  it("holds an address of one of the site's pages to that page in the translation's language, any other as in English", () => {
    const links = ['/contact', '/about#team', 'https://example.org/', 'tel:+919876543210', '/images/menu.pdf'];
    const twins = ['/kn/contact', '/kn/about#team', 'https://example.org/', 'tel:+919876543210', '/images/menu.pdf'];
    const as = (hrefs: string[]) => ({ links: hrefs.map((href) => ({ label: 'x', href })) });
    expect(translationProblems(as(links), as(twins), 'kn')).toEqual([]);
    expect(translationProblems(as(links), as(links), 'kn')).toEqual([
      "not the page's address in kn: links[0].href (/kn/contact)",
      "not the page's address in kn: links[1].href (/kn/about#team)",
    ]);
    expect(
      translationProblems(
        as(links),
        as(['/kn/contact', '/kn/about#team', ...twins.slice(2, 4), '/kn/images/menu.pdf']),
        'kn',
      ),
    ).toEqual(['not the English value: links[4].href']);
    // In the site's own content: a Kannada page's navigation that led to the English contact page.
    const broken = kannadaWith(
      (c) => (c.site.navItems.find((i: { href: string | null }) => i.href)!.href = '/contact'),
    );
    expect(translationProblems(english, broken, 'kn')).toEqual([
      expect.stringMatching(/^not the page's address in kn: site\.navItems\[\d\]\.href/),
    ]);
  });
});

describe('the language plugin', () => {
  const roots: string[] = [];
  afterAll(async () => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));
  /** Bundles `entry` in Kannada from a folder of its own holding `files` (path → text). */
  const buildIn = async (files: Record<string, string>, entry: string) => {
    const root = await mkdtemp(join(tmpdir(), 'kn-plugin-'));
    roots.push(root);
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), text);
    }
    return build({
      stdin: { contents: entry, resolveDir: root },
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: [languagePlugin('kn', root)],
    });
  };

  it('answers an import of src/content/<name> with src/content/kn/<name>', async () => {
    const result = await build({
      bundle: true,
      write: false,
      format: 'esm',
      charset: 'utf8',
      logLevel: 'silent',
      plugins: [languagePlugin('kn')],
      stdin: { contents: "export { headline } from './src/content/home';", resolveDir: process.cwd() },
    });
    const text = result.outputFiles[0]!.text;
    expect(text).toContain(placeInKannada().inDistrict);
    expect(text).not.toContain('Gentle, unhurried');
  });

  it('fails the build, naming the file, when a content module has no translation', async () => {
    const site = {
      'src/content/page.ts': "export { title } from './words';\n",
      'src/content/words.ts': "export const title = 'Hello';\n",
      'src/content/kn/page.ts': "export { title } from '../words';\n",
    };
    await expect(buildIn(site, "export { title } from './src/content/page';")).rejects.toThrow(
      'missing translation module: src/content/kn/words.ts',
    );
  });

  it('answers an import that names its file with that file, not one beside it of another ending', async () => {
    const site = {
      'src/ui/card.ts': "export const made = 'card.ts';\n",
      'src/ui/card.tsx': "export const made = 'card.tsx';\n",
    };
    const result = await buildIn(site, "export { made } from './src/ui/card.tsx';");
    expect(result.outputFiles[0]!.text).toContain('"card.tsx"');
  });
});
