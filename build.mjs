// The whole build, top to bottom: clean → prerender bundle → images → client bundle → prerender → service worker →
// generated files and images → host rules → compress → what was written → size table. Every file of dist/ is written
// by writeOut or recorded from esbuild (src/build/written.mjs): npm start serves only those; anything else fails it.
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import wyw from '@wyw-in-js/esbuild';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { readFile, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { documents, languages, offlineKey, offlinePathOf, resolve as resolveRoute } from './src/lib/route-table.mjs';
import { languagePlugin, linariaOptions, siteModulesPlugin } from './src/build/site-modules.mjs';
import { entryOf, sharedChunkPlugin } from './src/build/shared-chunk.mjs';
import { checkTranslation } from './src/build/translation-check.mjs';
import { filesList, headersFile, netlifyToml, redirectsFile } from './src/server/host-files.mjs';
import { imagePipeline, picturesIn } from './src/build/images.mjs';
import { checkDist, record, urlPath, writeOut, writtenUnder } from './src/build/written.mjs';
import { securityHeaders } from './src/server/headers.mjs';
import { routeDynamicImports } from './src/build/import-chunks.mjs';
import { inlineCss, shortProperties } from './src/build/critical-css.mjs';
import { offlinePages, workerSizes, writeWorker } from './src/build/service-worker.mjs';

const root = dirname(fileURLToPath(import.meta.url));
// Linaria names classes from paths relative to the working directory: build from the root, always.
process.chdir(root);
// DIST_DIR lets several builds (say, two people testing at once) live side by side.
const dist = process.env.DIST_DIR || 'dist';
const ssr = join('.cache', 'ssr', basename(resolve(dist)));
const started = performance.now();
const urlOf = (file) => urlPath(dist, file);
/** The file esbuild wrote for `entryPoint`, among a metafile's `outputs`. */
const outputOf = (outputs, entryPoint) => Object.keys(outputs).find((file) => entryOf(outputs[file]) === entryPoint);

// tsconfig.json's settings for the bundles, but no "use strict" atop each module: the bundles are ES modules, strict
// already, and the 36 directives cost about 50 bytes gzip a page.
const tsconfigRaw = { compilerOptions: { target: 'ES2022', useDefineForClassFields: true, alwaysStrict: false } };

/**
 * The Linaria plugin, with the options vitest has too, so the prerender, the client and the tests agree on names. Its
 * evaluator resolves packages as Node does: the prerender's bundle leaves them external, and resolved by esbuild there
 * a package (culori, for the palette) was evaluated as an empty module in the second language's bundle.
 */
const linaria = () =>
  wyw({ ...linariaOptions(), eval: { resolver: 'hybrid' }, esbuildOptions: { jsx: 'automatic', tsconfigRaw } });

const shared = {
  bundle: true,
  jsx: 'automatic',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"', PRERENDER: 'false' },
  // Imported files (the icon sprite) get the same hashed /assets URL in the client and in the prerender.
  loader: { '.svg': 'file' },
  assetNames: '[name]-[hash]',
  publicPath: '/assets',
  // Text as it is, not escaped: a Kannada letter is 3 bytes in UTF-8 and 6 as a \u escape (modules are always UTF-8).
  charset: 'utf8',
  tsconfigRaw,
};

/**
 * Minified for the browsers the site supports: the client's bundles, the service worker, the stylesheet's target. Named
 * by version, with no ES year beside them: each has class fields and `??=`, which an `es2020` floor wrote out longer.
 */
const forBrowsers = { minify: true, target: ['chrome100', 'safari15', 'firefox100'], legalComments: 'none' };

/** What the browser gets: minified, hashed, under /assets. */
const browser = { ...shared, ...forBrowsers, outdir: join(dist, 'assets'), entryNames: '[name]-[hash]' };

async function main() {
  // 1. Clean.
  for (const dir of [dist, ssr]) await rm(dir, { recursive: true, force: true });

  // 2. The prerender's bundles, for Node, one per language: each language is the same code with its own texts
  // (src/build/site-modules.mjs), and as they render every page, their CSS is the whole site's.
  const server = {};
  for (const lang of languages) {
    const outfile = join(ssr, `prerender-${lang}.mjs`);
    await build({
      ...shared,
      entryPoints: ['src/prerender/index.tsx'],
      outfile,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      define: { ...shared.define, PRERENDER: 'true' },
      plugins: [languagePlugin(lang), siteModulesPlugin(), linaria()],
    });
    server[lang] = await import(pathToFileURL(resolve(outfile)).href);
  }

  // 2b. Images: every picture the content of either language names, planned now (sizes, placeholders) for the
  // prerender, encoded into .cache/images in the background while the client is bundled.
  const images = await imagePipeline({ pictures: languages.flatMap((lang) => picturesIn(server[lang].content)) });
  for (const lang of languages) Object.assign(server[lang].imageManifest, images.manifest);

  // 3. Client bundles, one per language: the controls script (a tiny classic script that completes the platform's
  // controls from the first paint, before React, and for the whole visit), then ESM split per page, minified and
  // hashed; chunks that hold no text come out alike, under one name. Beside the controls script, the script that loads
  // the page again if its code is lost, which the controls script fetches only then, and the popover polyfill, which it
  // fetches only in a browser without popovers (Safari before 17).
  const script = (name, file, define = browser.define) =>
    build({ ...browser, entryPoints: { [name]: file }, format: 'iife', define });
  const lostCode = Object.keys((await script('lost-code', 'src/controls/lost-code.ts')).metafile.outputs);
  const popovers = Object.keys((await script('popovers', '@oddbird/popover-polyfill')).metafile.outputs);
  const urls = { LOST_CODE: JSON.stringify(urlOf(lostCode[0])), POPOVERS: JSON.stringify(urlOf(popovers[0])) };
  const controls = await script('controls', 'src/controls/index.ts', { ...browser.define, ...urls });
  record(...lostCode, ...popovers, ...Object.keys(controls.metafile.outputs));
  const controlsJs = Object.keys(controls.metafile.outputs).find((file) => file.endsWith('.js'));
  const assets = {};
  for (const lang of languages) {
    const client = await build({
      ...browser,
      // The email client is fetched only when a visitor starts on a form (src/lib/email.ts): named, so it shows. What
      // every page loads is one chunk (src/build/shared-chunk.mjs).
      entryPoints: { main: 'src/main.tsx', email: 'src/lib/email-client.ts' },
      // esbuild says it ignores the shared chunk's imports, as the modules are free of side effects, yet groups them.
      logOverride: { 'ignored-bare-import': 'silent' },
      format: 'esm',
      splitting: true,
      // V8 compiles every function of a file so marked while it downloads, off the main thread, instead of on first
      // call during hydration: each chunk is code run once it arrives (docs/decisions.md, 35).
      banner: { js: '//# allFunctionsCalledOnLoad' },
      plugins: [sharedChunkPlugin(), languagePlugin(lang), siteModulesPlugin(), linaria()],
    });
    // A chunk whose fetch failed can be fetched again (importChunk, src/lib/load.ts).
    await routeDynamicImports(client.metafile);
    const entry = outputOf(client.metafile.outputs, 'src/main.tsx');
    assets[lang] = { js: urlOf(entry), controls: urlOf(controlsJs), entry, metafile: client.metafile };
    // Linaria gives the client its class names; the styles themselves are the prerender's (above).
    for (const file of Object.keys(client.metafile.outputs))
      if (file.endsWith('.css')) await rm(file, { force: true });
      else record(file);
  }

  // 3a. The whole stylesheet, minified, its custom properties given short names where no script names them (every
  // script is written by now: the controls script and each language's bundles).
  const jsUrls = writtenUnder(dist).filter((url) => url.endsWith('.js'));
  const scripts = await Promise.all(jsUrls.map((url) => readFile(join(dist, url), 'utf8')));
  const wholeCss = await readFile(join(ssr, 'prerender-en.css'), 'utf8');
  const { code: minified } = await transform(wholeCss, { loader: 'css', minify: true, target: forBrowsers.target });
  const stylesheet = shortProperties(minified, scripts.join('\n'));
  const css = `/assets/site-${createHash('sha256').update(stylesheet).digest('base64url').slice(0, 8)}.css`;
  await writeOut(join(dist, css), stylesheet);

  // 3b. A translation lacking any text of the English content stops the build here, naming the key; so does a brand or
  // accent colour that sets some text below WCAG AA contrast, naming the nearest shade that does not.
  for (const lang of languages.filter((l) => l !== 'en'))
    checkTranslation(server.en.content, server[lang].content, lang);
  const unreadable = server.en.contrastFailures();
  if (unreadable.length)
    throw new Error(`The colours in src/config.ts set text below 4.5:1 contrast:\n  ${unreadable.join('\n  ')}`);

  // 4. Prerender every page of the route table, and each 404 page, to static HTML, in every language, each with the
  // CSS it uses inline (the policy allows each such <style> by its hash); the offline pages go into the worker (4b),
  // their inline CSS into the policy too, as the router parses any page it fetches under the site's policy.
  const inlineStyles = new Set();
  const offline = offlinePages();
  const render = async (lang, path, key) => {
    // The page names every module it hydrates with, so that none waits for the one that imports it (a round trip
    // each); the entry has its own <script>.
    const preload = hydrationScripts(assets[lang], key).filter((url) => url !== assets[lang].js);
    const html = await server[lang].prerender(path, key, { ...assets[lang], css, preload });
    const page = inlineCss(html, stylesheet, server[lang].controlsStates);
    inlineStyles.add(page.hash);
    return page.html;
  };
  for (const lang of languages) {
    for (const { path, file } of documents(lang)) {
      const html = await render(lang, path, resolveRoute(path).key);
      offline.page(file, html);
      await writeOut(join(dist, file), html);
    }
    offline.offline(lang, await render(lang, offlinePathOf(lang), offlineKey));
  }

  // 4b. The service worker, /sw.js, with this release's name and its offline pages in it (src/build/service-worker.mjs),
  // and the code it fetches as it installs, in every language: one visit is enough to book or write with no signal.
  const precache = [...new Set(languages.flatMap((lang) => offlineScripts(assets[lang])))].sort();
  const worker = offline.settings(securityHeaders([...inlineStyles]), precache);
  await writeWorker(dist, worker, { ...shared, ...forBrowsers });

  // 5. The favicon in the site's colours. Nothing else of static/ is copied: it holds sources (step 5c).
  const favicon = server.en.recolor(await readFile('static/favicon.svg', 'utf8'));
  await writeOut(join(dist, 'favicon.svg'), favicon);

  // 5b. Files for search engines, link previews and saved shortcuts.
  for (const lang of languages) await writeOut(join(dist, server[lang].sitemapFile), server[lang].sitemapXml());
  await writeOut(join(dist, 'robots.txt'), server.en.robotsTxt());
  await writeOut(join(dist, 'manifest.webmanifest'), server.en.webManifest());
  const png = async (svg, file, size) =>
    writeOut(join(dist, file), await sharp(Buffer.from(svg)).resize(size).png({ compressionLevel: 9 }).toBuffer());
  await png(favicon, 'favicon-32.png', 32);
  await png(server.en.appIconSvg(180, 0.2), 'apple-touch-icon.png', 180);
  await png(server.en.appIconSvg(192), 'icon-192.png', 192);
  await png(server.en.appIconSvg(512), 'icon-512.png', 512);
  await png(server.en.appIconSvg(512, 0.25), 'icon-maskable-512.png', 512);
  await png(server.en.shareCardSvg(), 'share.png', 1200);

  // 5c. Images: minified SVGs in the site's colours, each photo's variants under /assets/images.
  await images.write(dist, server.en.recolor);

  // 5d. Static hosts' rules, from the route table, for every file written so far: the same answers as `npm start`.
  await writeOut(join(dist, '_headers'), headersFile(writtenUnder(dist), [...inlineStyles]));
  await writeOut(join(dist, '_redirects'), redirectsFile());
  await writeOut(join(dist, 'netlify.toml'), netlifyToml());

  // 6. Precompress every text file, so the server never compresses on the fly.
  const files = writtenUnder(dist).map((url) => join(dist, url));
  for (const file of files.filter((f) => /\.(html|css|js|svg|json|xml|txt|webmanifest)$/i.test(f))) {
    const raw = await readFile(file);
    await writeOut(`${file}.br`, brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeOut(`${file}.gz`, gzipSync(raw, { level: 9 }));
  }

  // 6b. The list of what was written, which `npm start` serves from; then anything else in dist/ (a dotfile, a source
  // map, a symlink, a file put there by other means) fails the build, since a host would publish it.
  await writeOut(join(dist, filesList), `${writtenUnder(dist).join('\n')}\n`);
  await checkDist(dist, new Set(writtenUnder(dist)));

  // 7. Say what was built, and how big it is: every file, then each language's pages.
  await printSizes(files);
  await printLanguages(assets, css);
  console.log(`\n${await workerSizes(dist, offline.visits, worker.precache)}`);
  console.log(`built ${files.length} files in ${Math.round(performance.now() - started)} ms`);
}

async function printSizes(files) {
  const size = async (f) => (await stat(f).catch(() => null))?.size.toLocaleString('en') ?? '-';
  const rows = [['file', 'raw', 'gzip', 'brotli']];
  for (const f of files) rows.push([relative(dist, f), await size(f), await size(`${f}.gz`), await size(`${f}.br`)]);
  const width = Math.max(...rows.map(([file]) => file.length));
  for (const row of rows) console.log(row.map((c, i) => (i ? c.padStart(9) : c.padEnd(width))).join('  '));
}

/** The URLs of the scripts `files` (of a metafile's `outputs`) run with: themselves and their imports, at every depth. */
function runWith(outputs, ...files) {
  const seen = new Set();
  const needs = (file) => {
    seen.add(file);
    for (const { path: imported, kind } of outputs[file].imports)
      if (kind === 'import-statement' && !seen.has(imported)) needs(imported);
  };
  for (const file of files) needs(file);
  return [...seen].filter((file) => file.endsWith('.js')).map(urlOf);
}

/**
 * The URLs of the modules a page runs before it hydrates: the entry, the page's own chunk (the entry imports it only
 * once it runs) and the chunks both import.
 */
const hydrationScripts = ({ metafile: { outputs }, entry }, key) =>
  runWith(outputs, entry, outputOf(outputs, `src/${key}/${key}-page.tsx`));

/**
 * The URLs of the code loaded later that a visit with no signal needs and no page names, for the worker to fetch as it
 * installs (step 4b): the chunks of src/forms/ and src/offline/ that import() loads (the booking layers, the Message Us
 * form, the outbox's side of the page, the offline page) and what they import, but what the entry runs with.
 */
function offlineScripts({ metafile: { outputs }, entry }) {
  const later = Object.keys(outputs).filter((file) => /^src\/(forms|offline)\//.test(entryOf(outputs[file]) ?? ''));
  const everyPage = runWith(outputs, entry);
  return runWith(outputs, ...later).filter((url) => !everyPage.includes(url));
}

/**
 * Per language and page, gzip bytes: the HTML, the stylesheet, and the JavaScript a page fetches before it can hydrate
 * (the controls script, the entry, the page's own chunk, and the chunks they import).
 */
async function printLanguages(assets, css) {
  const gz = async (url) => (await stat(join(dist, `${url}.gz`))).size;
  const kb = (n) => (n / 1000).toFixed(1).padStart(5);
  console.log('\nper page, gzip KB     HTML   CSS  JS before hydration');
  for (const lang of languages)
    for (const { path, file } of documents(lang)) {
      let js = await gz(assets[lang].controls);
      for (const url of hydrationScripts(assets[lang], resolveRoute(path).key)) js += await gz(url);
      console.log(`${lang}  ${path.padEnd(18)} ${kb(await gz(`/${file}`))} ${kb(await gz(css))} ${kb(js)}`);
    }
}

// Exit when done: Linaria's evaluator keeps helper processes that would otherwise hold the build open.
await main().catch((error) => {
  console.error(error);
  process.exit(1);
});
process.exit(0);
