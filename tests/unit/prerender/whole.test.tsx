import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { whole } from '../../../src/prerender';

/** A part whose code needs what only the browser has. */
function NeedsWindow(): never {
  throw new Error('addEventListener is not defined');
}

describe('the prerendered page', () => {
  it('stops the build, naming the page and the error, when a part throws as it is prerendered', () => {
    const html = renderToString(
      <main>
        <Suspense>
          <NeedsWindow />
        </Suspense>
      </main>,
    );
    expect(() => whole('contact', html)).toThrow(
      /^page 'contact': a part failed as it was prerendered: .*addEventListener is not defined/s,
    );
  });

  it('is taken as it is when every part rendered', () => {
    const html = renderToString(
      <main>
        <Suspense>
          <p>Hello</p>
        </Suspense>
      </main>,
    );
    expect(whole('contact', html)).toBe(html);
  });
});
