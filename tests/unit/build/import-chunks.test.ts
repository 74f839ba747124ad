import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeDynamicImports } from '../../../src/build/import-chunks.mjs';

/** A metafile naming `file` with `count` dynamic imports. */
const metafile = (file: string, count: number) => ({
  inputs: {},
  outputs: {
    [file]: {
      bytes: 0,
      inputs: {},
      exports: [],
      imports: Array.from({ length: count }, () => ({ path: 'x.js', kind: 'dynamic-import' as const })),
    },
  },
});

describe('routeDynamicImports', () => {
  it('sends every dynamic import of a chunk through importChunk, and leaves the rest of the code alone', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'chunks-')), 'app.js');
    await writeFile(
      file,
      'import"./chunk-A.js";const a=()=>import("/assets/home-B.js"),b=()=>import("/assets/email-C.js");',
    );
    await routeDynamicImports(metafile(file, 2));
    expect(await readFile(file, 'utf8')).toBe(
      'import"./chunk-A.js";const a=()=>importChunk("/assets/home-B.js"),b=()=>importChunk("/assets/email-C.js");',
    );
  });

  it('fails the build when it cannot find each dynamic import the metafile lists (esbuild wrote them otherwise)', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'chunks-')), 'app.js');
    await writeFile(file, 'const a=()=>import(`/assets/home-B.js`);');
    await expect(routeDynamicImports(metafile(file, 1))).rejects.toThrow(
      '1 dynamic imports, 0 routed through importChunk',
    );
  });
});
