// What docs/house.md says of src/ (a row for every folder, the Book Appointment path), checked against the code as it is.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The source file `specifier` names from `from`, if it is one of ours (a relative import of code). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  return (
    ['', '.ts', '.tsx', '.mjs']
      .map((ending) => base + ending)
      .find((file) => /\.(tsx?|mjs)$/.test(file) && existsSync(file)) ?? null
  );
}

/** Every file of `src/` that `roots` import, static or dynamic, directly or through another, with the roots. */
function importClosure(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, a, b] of source.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)) {
      const found = resolveImport(file, (a ?? b)!);
      if (found) visit(found);
    }
  };
  roots.forEach(visit);
  return [...seen].sort();
}

/** The part of docs/house.md between `start` and the next heading of its level. */
const part = (start: string) => {
  const house = readFileSync('docs/house.md', 'utf8');
  const from = house.indexOf(start);
  return house.slice(from, house.indexOf('\n## ', from + 1));
};

describe('the folders of docs/house.md', () => {
  it('has a row for every folder of src/', () => {
    const table = part('## Folder by folder');
    const folders = readdirSync('src', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const named = (folder: string) => table.includes(`\`src/${folder}/\``);
    expect(folders.map((folder) => folder.name).filter((folder) => !named(folder))).toEqual([]);
  });
});

const section = part('## A press on Book Appointment');
const numbers = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

describe('the Book Appointment path in docs/house.md', () => {
  // The booking code, the controls script that opens its dialog before React, and the lazy loader that fetches it; the
  // page shell that calls the loader counts as one file, not with every page it can show.
  const path = [...importClosure(['src/forms/layers.tsx', 'src/controls/index.ts', 'src/ui/lazy.tsx']), 'src/app.tsx'];

  it('names every file the booking code takes in, import by import, and no other', () => {
    const named = [...new Set(section.match(/src\/[a-z/.-]+\.(?:tsx?|mjs)/g))].sort();
    expect(named).toEqual([...path].sort());
  });

  it('gives their count and their folders as they are', () => {
    const folders = new Set(
      path.map((file) => dirname(file)).filter((folder) => !['src', 'src/lib', 'src/controls'].includes(folder)),
    );
    expect(section).toContain(`${path.length} files in all`);
    expect(section).toContain(`in ${numbers[folders.size]} folders besides`);
    expect(path.filter((file) => dirname(file) === 'src')).toHaveLength(2);
  });

  it('gives the count in each folder as it is', () => {
    for (const folder of new Set(path.map((file) => dirname(file)).filter((folder) => folder !== 'src'))) {
      const count = path.filter((file) => dirname(file) === folder).length;
      expect(section, folder).toMatch(new RegExp(`\`${folder}/\` ${numbers[count]}\\b`));
    }
  });

  it('does not reach the page shell through an import: no booking code imports src/app.tsx', () => {
    expect(importClosure(['src/forms/layers.tsx', 'src/controls/index.ts', 'src/ui/lazy.tsx'])).not.toContain(
      'src/app.tsx',
    );
  });
});
