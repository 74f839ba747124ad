// Two modules written from the route table and src/content/, so a page is a row and its files, registered nowhere
// else: 'site:pages' loads each page's code (each its own chunk in the browser), 'site:content' holds every content
// module (the prerender reads a page's title and description there, and the build compares each language's texts).
// build.mjs serves them to esbuild, vitest.config.ts to the unit tests, and src/site-modules.d.ts types them.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { languages, pageKeys } from '../lib/route-table.mjs';
import { sharedContent } from './language.mjs';

/** The files of page `key` in `lang`: its code and its words. */
const filesOf = (/** @type {string} */ key, /** @type {string} */ lang) => [
  `src/${key}/${key}-page.tsx`,
  lang === 'en' ? `src/content/${key}.ts` : `src/content/${lang}/${key}.ts`,
];

/**
 * Every file a page of the route table lacks, in any language, each with the page's key and the language.
 * @param {string} [root]
 * @returns {string[]}
 */
export function missingPageFiles(root = process.cwd()) {
  return pageKeys.flatMap((key) =>
    languages.flatMap((lang) =>
      filesOf(key, lang)
        .filter((file) => !existsSync(join(root, file)))
        .map((file) => `page '${key}' (${lang}) has no ${file}`),
    ),
  );
}

/** The component a page's file exports: "NotFoundPage" in src/not-found/not-found-page.tsx. */
export const componentOf = (/** @type {string} */ key) =>
  `${key.replace(/(?:^|-)(\w)/g, (_, letter) => letter.toUpperCase())}Page`;

/**
 * The names of the content modules, "home" for src/content/home.ts; not those that hold no text (they are not
 * translated).
 * @param {string} [root]
 */
export const contentNames = (root = process.cwd()) =>
  readdirSync(join(root, 'src/content'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .filter((name) => !sharedContent.includes(name))
    .sort();

/**
 * The source of 'site:pages' or 'site:content', its imports relative to src/ with `from` (a path ending in "/").
 * Throws, naming each page's key and language, when a page lacks a file.
 * @param {'pages' | 'content'} name
 * @param {{ root?: string, from?: string }} [options]
 * @returns {string}
 */
export function siteModule(name, { root = process.cwd(), from = './' } = {}) {
  const missing = missingPageFiles(root);
  if (missing.length) throw new Error(`A page of src/lib/route-table.mjs lacks a file:\n  ${missing.join('\n  ')}`);
  const quote = JSON.stringify;
  if (name === 'pages') {
    const loaders = pageKeys.map(
      (key) =>
        `  ${quote(key)}: () => import(${quote(`${from}${key}/${key}-page`)}).then((m) => m.${componentOf(key)}),`,
    );
    return `export const pages = {\n${loaders.join('\n')}\n};\n`;
  }
  const names = contentNames(root);
  const imports = names.map((file, i) => `import * as m${i} from ${quote(`${from}content/${file}`)};`);
  const entries = names.map((file, i) => `  ${quote(file)}: m${i},`);
  return `${imports.join('\n')}\nexport const content = {\n${entries.join('\n')}\n};\n`;
}

/** The modules by the name they are imported by. @type {Record<string, 'pages' | 'content'>} */
const ids = { 'site:pages': 'pages', 'site:content': 'content' };

/**
 * The esbuild plugin that answers `import … from 'site:pages'` and 'site:content'; the imports in them go through the
 * other plugins (src/build/language.mjs gives each language its own content).
 * @param {string} [root]
 * @returns {import('esbuild').Plugin}
 */
export function siteModulesPlugin(root = process.cwd()) {
  return {
    name: 'site-modules',
    setup(build) {
      build.onResolve({ filter: /^site:(pages|content)$/ }, (args) => ({
        path: args.path,
        namespace: 'site',
        sideEffects: false,
      }));
      build.onLoad({ filter: /.*/, namespace: 'site' }, (args) => {
        try {
          const name = ids[args.path];
          return { contents: siteModule(name, { root }), resolveDir: resolve(root, 'src'), loader: 'js' };
        } catch (error) {
          return { errors: [{ text: /** @type {Error} */ (error).message }] };
        }
      });
    },
  };
}

/**
 * The same modules for Vite (the unit tests), their imports by absolute path.
 * @param {string} [root]
 */
export function siteModulesVitePlugin(root = process.cwd()) {
  return {
    name: 'site-modules',
    resolveId: (/** @type {string} */ id) => (id in ids ? `\0${id}` : undefined),
    load(/** @type {string} */ id) {
      const name = id.startsWith('\0') ? ids[id.slice(1)] : undefined;
      return name && siteModule(name, { root, from: `${resolve(root, 'src')}/` });
    },
  };
}
