// The Kannada build is the English build with its texts swapped: every import of a module in src/content/ is
// answered by the module of the same name in src/content/kn/. English bundles then hold no Kannada text, and
// Kannada bundles no English text, with no language code in any component.
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Modules of src/content/ that hold no text, so every language shares them. @type {readonly string[]} */
export const sharedContent = ['types'];

/**
 * An esbuild plugin that answers imports of `src/content/<name>` with `src/content/<lang>/<name>.ts`. A content
 * module without its translation fails the build, naming the file to write.
 * @param {string} lang
 * @param {string} [root]
 * @returns {import('esbuild').Plugin}
 */
export function languagePlugin(lang, root = process.cwd()) {
  const content = resolve(root, 'src/content');
  return {
    name: `content-${lang}`,
    setup(build) {
      if (lang === 'en') return;
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = resolve(args.resolveDir, args.path).replace(/\.tsx?$/, '');
        if (dirname(target) !== content) return undefined;
        const name = basename(target);
        if (sharedContent.includes(name)) return undefined;
        const translated = join(content, lang, `${name}.ts`);
        if (!existsSync(translated)) {
          return { errors: [{ text: `missing translation module: src/content/${lang}/${name}.ts (of src/content/${name}.ts)` }] };
        }
        return { path: translated };
      });
    },
  };
}
