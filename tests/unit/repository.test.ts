import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

/** What is not the repository's own: installed packages, build output, caches and test reports. */
const skipped = new Set(['node_modules', 'dist', '.cache', '.git', 'test-results', 'playwright-report']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.isFile() && statSync(path).size < 2_000_000 ? [path] : [];
  });
}

// Spelled in pieces, so that this file does not name them itself.
const outside = [['..', 'shared'].join('/'), ['TOOLCHAIN', 'md'].join('.'), ['SPEC', 'md'].join('.')];

describe('the repository', () => {
  it('points nowhere outside itself: no file names the old shared folder, its spec or its toolchain notes', () => {
    const found = files('.').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return outside.filter((name) => text.includes(name)).map((name) => `${file}: ${name}`);
    });
    expect(found).toEqual([]);
  });

  it('names only test files that exist, in the README, docs/ and the code (so a moved test leaves no stale pointer)', () => {
    const named = ['README.md', ...files('docs'), ...files('src'), ...files('tests')].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:tests\/)?((?:e2e|unit|bench)\/[\w./-]+\.(?:tsx|ts|mjs))\b/g)].map(
        (m) => [file, `tests/${m[1]}`],
      ),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(([, test]) => !existsSync(test)).map((pair) => pair.join(': '))).toEqual([]);
  });
});

/** Every file git tracks, and every folder that holds one ("src", "src/lib", "src/lib/dom.ts"). */
const tracked = new Set(
  execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
    .flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))),
);
const trackedNames = new Set([...tracked].map((path) => posix.basename(path)));

/** The documentation a maintainer reads: the README and every Markdown file in docs/. */
const documentation = [
  'README.md',
  ...readdirSync('docs').flatMap((name) => (name.endsWith('.md') ? [`docs/${name}`] : [])),
];

/** What may be a path in backticks: no spaces, no placeholder (`<key>`, `*`, `…`), not a site address (`/about`). */
const pathLike = /^[\w@.-][\w@./-]*$/;
/** A name without a folder counts as a path only with one of these endings (`build.mjs`, `site.ts`). */
const sourceEnding = /^[\w@-][\w@.-]*\.(?:tsx?|mjs|js|json|md)$/;

/**
 * Every repository path `file` names: relative Markdown links (from the file's folder), and backticked words that
 * start with a tracked folder or file, from the root, from the file's folder or, for a test, from tests/
 * (`e2e/site.spec.ts`). Fenced code blocks are commands and output, not references, and are left out.
 */
function namedPaths(file: string): { path: string; found: boolean }[] {
  const text = readFileSync(file, 'utf8').replace(/^[ \t]*```[\s\S]*?^[ \t]*```/gm, '');
  const folder = posix.dirname(file);
  const found = (path: string) => tracked.has(path);
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.replace(/[#?].*$/, ''))
    .filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target))
    .map((target) => posix.normalize(posix.join(folder, target)).replace(/\/$/, ''))
    .map((path) => ({ path, found: !path.startsWith('../') && found(path) }));
  const words = [...text.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1]!.trim().replace(/\/$/, ''))
    .filter((word) => pathLike.test(word))
    .flatMap((word) => {
      if (!word.includes('/')) {
        if (!sourceEnding.test(word)) return [];
        return [{ path: word, found: found(word) || found(`${folder}/${word}`) || trackedNames.has(word) }];
      }
      const first = word.split('/')[0]!;
      const bases = ['', `${folder}/`, 'tests/'].filter((base) => tracked.has(posix.normalize(base + first)));
      if (bases.length === 0) return []; // not the repository's: dist/…, kn/about.html, text/html, @emailjs/browser
      return [{ path: word, found: bases.some((base) => found(posix.normalize(base + word))) }];
    });
  return [...links, ...words];
}

describe('the documentation', () => {
  it('names only paths that exist: every backticked path and relative link in README.md and docs/*.md', () => {
    const named = documentation.flatMap((file) => namedPaths(file).map((named) => ({ file, ...named })));
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((named) => !named.found).map(({ file, path }) => `${file}: ${path}`)).toEqual([]);
  });

  it('keeps the README to 150 lines, so it can be read in one sitting', () => {
    const lines = readFileSync('README.md', 'utf8').split('\n').length - 1;
    expect(lines).toBeLessThanOrEqual(150);
  });
});
