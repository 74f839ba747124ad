// The client's dynamic imports, routed through importChunk (src/lib/load.ts), which can ask for a chunk again after a
// failed fetch, where a plain import() would fail for the rest of the visit.
import { readFile, writeFile } from 'node:fs/promises';

const plain = 'import("/assets/';
const routed = 'importChunk("/assets/';

/** Fails the build unless each file calls importChunk exactly as often as the metafile lists dynamic imports in it. */
export async function routeDynamicImports(/** @type {import('esbuild').Metafile} */ metafile) {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const expected = output.imports.filter((entry) => entry.kind === 'dynamic-import').length;
    if (!file.endsWith('.js') || expected === 0) continue;
    const text = (await readFile(file, 'utf8')).replaceAll(plain, routed);
    const found = text.split(routed).length - 1;
    if (found !== expected)
      throw new Error(`${file}: ${expected} dynamic imports, ${found} routed through importChunk`);
    await writeFile(file, text);
  }
}
