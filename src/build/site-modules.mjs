// How the bundles see the source: 'site:pages' and 'site:content', written from the route table and src/content/ so a
// page is registered nowhere else, each language's texts answering every import of the English ones, and the names
// Linaria gives classes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { languages, pageKeys } from '../lib/route-table.mjs';

/** Modules of src/content/ that hold no text, so every language shares them. */
const sharedContent = ['types'];

/** Modules whose top-level code must run even when nothing they export is used. */
const withEffects = ['src/lib/load.ts'];

/** As esbuild would find it: the source imports without extensions. */
const fileOf = (/** @type {string} */ path) =>
  ['', '.ts', '.tsx'].map((ext) => path + ext).find((file) => existsSync(file) && statSync(file).isFile());

/**
 * Answers content imports in `lang` (a missing translation fails the build) and marks every module free of side
 * effects, so a module is kept only for what is used of it and words only the build renders (<Static>) never ship.
 * @returns {import('esbuild').Plugin}
 */
export function languagePlugin(/** @type {string} */ lang, root = process.cwd()) {
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
          const text = `missing translation module: src/content/${lang}/${name}.ts (of src/content/${name}.ts)`;
          return { errors: [{ text }] };
        }
        const file = fileOf(resolve(args.resolveDir, args.path));
        if (!file || !/\.(tsx?|mjs)$/.test(file) || withEffects.includes(relative(root, file))) return undefined;
        return { path: file, sideEffects: false };
      });
    },
  };
}

/** "not-found" → "NotFoundPage", exported by src/not-found/not-found-page.tsx. */
export const componentOf = (/** @type {string} */ key) =>
  `${key.replace(/(?:^|-)(\w)/g, (_, letter) => letter.toUpperCase())}Page`;

/** The translated content modules: "home" for src/content/home.ts. */
export const contentNames = () =>
  readdirSync('src/content')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .filter((name) => !sharedContent.includes(name))
    .sort();

/**
 * Its imports are relative to src/ with `from` (a path ending in "/"); throws when a page lacks its code or its words.
 * @param {string} id 'site:pages' or 'site:content'
 */
function siteModule(id, from = './') {
  const missing = pageKeys.flatMap((key) =>
    languages.flatMap((lang) =>
      [`src/${key}/${key}-page.tsx`, lang === 'en' ? `src/content/${key}.ts` : `src/content/${lang}/${key}.ts`]
        .filter((file) => !existsSync(file))
        .map((file) => `page '${key}' (${lang}) has no ${file}`),
    ),
  );
  if (missing.length) throw new Error(`A page of src/lib/route-table.mjs lacks a file:\n  ${missing.join('\n  ')}`);
  const quote = JSON.stringify;
  if (id === 'site:pages') {
    const loaders = pageKeys.map(
      (key) =>
        `  ${quote(key)}: () => import(${quote(`${from}${key}/${key}-page`)}).then((m) => m.${componentOf(key)}),`,
    );
    return `export const pages = {\n${loaders.join('\n')}\n};\n`;
  }
  const names = contentNames();
  const imports = names.map((file, i) => `import * as m${i} from ${quote(`${from}content/${file}`)};`);
  const entries = names.map((file, i) => `  ${quote(file)}: m${i},`);
  return `${imports.join('\n')}\nexport const content = {\n${entries.join('\n')}\n};\n`;
}

/**
 * The imports in the modules go through the other plugins, so languagePlugin gives each language its own content.
 * @returns {import('esbuild').Plugin}
 */
export function siteModulesPlugin() {
  return {
    name: 'site-modules',
    setup(build) {
      build.onResolve({ filter: /^site:(pages|content)$/ }, (args) => ({
        path: args.path,
        namespace: 'site',
        sideEffects: false,
      }));
      // What siteModule throws, esbuild reports as a build error, with its message.
      build.onLoad({ filter: /.*/, namespace: 'site' }, (args) => ({
        contents: siteModule(args.path),
        resolveDir: resolve('src'),
      }));
    },
  };
}

/** The same modules for Vite (the unit tests), importing by absolute path. */
export function siteModulesVitePlugin() {
  return {
    name: 'site-modules',
    resolveId: (/** @type {string} */ id) => (/^site:(pages|content)$/.test(id) ? `\0${id}` : undefined),
    load: (/** @type {string} */ id) =>
      id.startsWith('\0site:') ? siteModule(id.slice(1), `${resolve('src')}/`) : undefined,
  };
}

/** Files whose classes are on every page, and the home page's: they get the shortest prefixes. */
const shortFirst = /^src\/(ui|frame|forms|styles|home)\/|^src\/app\.tsx$/;

/**
 * Linaria's options for the build and the unit tests alike. A class is named by its file's place among the files under
 * src/ that declare styles, in letters, then its own place in that file (`c3`, not Linaria's `h142sgei`): short names
 * gzip well, about 0.7 KB less HTML a page and 0.9 KB less stylesheet. The files of `shortFirst` come first and take a
 * letter each; the rest take two, led by letters none of the first takes, so every name reads one way.
 */
export function linariaOptions() {
  const styled = readdirSync('src', { recursive: true, encoding: 'utf8' })
    // Linaria names files with forward slashes on every system.
    .map((file) => `src/${file.replaceAll('\\', '/')}`)
    .filter((file) => /\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes("from '@linaria/core'"))
    .sort((a, b) => Number(!shortFirst.test(a)) - Number(!shortFirst.test(b)) || a.localeCompare(b));
  let singles = Math.min(26, styled.length);
  while (singles + Math.ceil((styled.length - singles) / 26) > 26) singles--;
  const letter = (/** @type {number} */ n) => String.fromCharCode(97 + n);
  const prefix = (/** @type {number} */ i) =>
    i < singles ? letter(i) : letter(singles + Math.floor((i - singles) / 26)) + letter((i - singles) % 26);
  return {
    sourceMap: false,
    prefixer: false,
    /** @type {(hash: string, title: string, vars: { file: string, index: number }) => string} */
    classNameSlug: (_hash, _title, { file, index }) => {
      if (!styled.includes(file)) throw new Error(`${file} declares styles, yet no file under src/ seemed to`);
      return prefix(styled.indexOf(file)) + index.toString(36);
    },
  };
}
