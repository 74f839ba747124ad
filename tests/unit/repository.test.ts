import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

  it('names only test files that exist, in the README and docs/ (so a moved test leaves no stale pointer)', () => {
    const named = ['README.md', ...files('docs')].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:tests\/)?((?:e2e|unit|bench)\/[\w./-]+\.(?:tsx|ts|mjs))\b/g)].map(
        (m) => [file, `tests/${m[1]}`],
      ),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(([, test]) => !existsSync(test)).map((pair) => pair.join(': '))).toEqual([]);
  });
});
