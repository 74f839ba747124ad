import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** The constant build.mjs defines: true in the prerender's bundle, false in the browser's (and in vitest.config.ts). */
const build = globalThis as unknown as { PRERENDER: boolean };

/** `node` as the build writes it into a page: rendered to HTML by the prerender's code (PRERENDER true). */
export function prerender(node: ReactNode): string {
  const was = build.PRERENDER;
  build.PRERENDER = true;
  try {
    return renderToString(node);
  } finally {
    build.PRERENDER = was;
  }
}

/**
 * Renders `ui` as a visitor gets it: the prerendered HTML in the page, then hydrated by the browser's code, which must
 * match.
 */
export function renderPrerendered(ui: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = prerender(ui);
  const mismatches: unknown[] = [];
  const view = render(ui, { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
  if (mismatches.length > 0)
    throw new Error(`The browser's render did not match the prerendered HTML: ${mismatches.join('; ')}`);
  return view;
}
