import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App, pages } from '../app';
import { componentOf } from '../build/site-modules.mjs';
import { specialties } from '../content/specialties';
import { treatments } from '../content/treatments';
import { Fab } from '../frame/fab';
import { Footer } from '../frame/footer';
import { Header } from '../frame/header';
import { fabAttribute, fabStates, serviceSuggestionsId } from '../lib/dom';
import type { PageKey } from '../lib/route-table.mjs';
import { preloadAll } from '../ui/lazy';
import { renderDocument, type Assets } from './document';
import { headOf } from './head';

/** Server entry: renders the page `key` at `path` to a complete HTML document, as the hydrating client expects it. */
export async function prerender(path: string, key: PageKey, assets: Assets): Promise<string> {
  const Page = await pages[key]();
  // Without it React would only say that an element type is invalid, not which page lacks what.
  if (!Page) throw new Error(`page '${key}': src/${key}/${key}-page.tsx exports no ${componentOf(key)}`);
  // The parts whose code the browser gets later (the forms) are prerendered in full.
  await preloadAll();
  const body = whole(key, renderToString(<App initial={{ key, Page, source: null, scrollY: null }} />));
  // The parts that need no code of their own are plain HTML around the React root.
  const top = renderToStaticMarkup(<Header path={path} />);
  const bottom = renderToStaticMarkup(
    <>
      <Fab />
      <Footer path={path} />
      {/* Outside the React root, so no code carries the names; last, as the first paint waits until it begins. */}
      <datalist id={serviceSuggestionsId}>
        {[...treatments, ...specialties].map((item) => (
          <option key={item.title} value={item.title} />
        ))}
      </datalist>
    </>,
  );
  return renderDocument({ head: headOf(key), top, body, bottom, assets });
}

/**
 * `html` as React rendered it for page `key`, if whole: a part that threw as it was prerendered (say, code that needs a
 * window) would be left for the browser to render, blank until its code came, so the build stops, naming the error.
 */
export function whole(key: string, html: string) {
  const failed = /<!--\$!-->(?:<template data-msg="([^"]*)")?/.exec(html);
  if (failed) throw new Error(`page '${key}': a part failed as it was prerendered: ${failed[1] ?? 'no message'}`);
  return html;
}

/** The states the controls script sets from the first paint: each page's inline CSS has their rules too. */
export const controlsStates = fabStates.map((state) => `${fabAttribute}=${state}`);

export { appIconSvg, shareCardSvg } from './share-image';
export { robotsTxt, sitemapFile, sitemapXml, webManifest } from './site-files';
export { content } from 'site:content';
export { imageManifest } from '../lib/image-manifest';
export { contrastFailures, recolor } from '../styles/palette';
