// How the bundles see the source: the Kannada build is the English build with its texts swapped (every import of a
// module in src/content/ is answered by the module of the same name in src/content/kn/), and a module is kept only for
// what is used of it, so a page's words rendered by the build (<Static>) never reach the browser's code.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** Modules of src/content/ that hold no text, so every language shares them. @type {readonly string[]} */
export const sharedContent = ['types'];

/** Modules whose top-level code must run even when nothing they export is used. */
const withEffects = ['src/lib/load.ts', 'src/lib/storage-guard.ts'];

/** The file an import names, as esbuild would find it (the source imports without extensions). */
const fileOf = (/** @type {string} */ path) =>
  ['', '.ts', '.tsx'].map((ext) => path + ext).find((file) => existsSync(file) && statSync(file).isFile());

/**
 * An esbuild plugin for the site's own modules in language `lang`: content answered in that language (a module
 * without its translation fails the build, naming the file to write), and every module free of side effects.
 * @param {string} lang
 * @param {string} [root]
 * @returns {import('esbuild').Plugin}
 */
export function languagePlugin(lang, root = process.cwd()) {
  const content = resolve(root, 'src/content');
  return {
    name: `source-${lang}`,
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = resolve(args.resolveDir, args.path).replace(/\.tsx?$/, '');
        const name = basename(target);
        if (dirname(target) === content && lang !== 'en' && !sharedContent.includes(name)) {
          const translated = join(content, lang, `${name}.ts`);
          if (existsSync(translated)) return { path: translated, sideEffects: false };
          return {
            errors: [
              { text: `missing translation module: src/content/${lang}/${name}.ts (of src/content/${name}.ts)` },
            ],
          };
        }
        const file = fileOf(target) ?? fileOf(resolve(args.resolveDir, args.path));
        if (!file || !/\.(tsx?|mjs)$/.test(file) || withEffects.includes(relative(root, file))) return undefined;
        return { path: file, sideEffects: false };
      });
    },
  };
}
