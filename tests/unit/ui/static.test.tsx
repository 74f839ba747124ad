import { act, render, screen } from '@testing-library/react';
import { Fragment } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Static, StaticSource } from '../../../src/ui/shell';
import { prerender } from '../prerender';

/** A static part as a page writes it: its words only in the prerender's bundle (`PRERENDER && …`). */
const hero = (inBundle: boolean) => <Static id="hero">{inBundle && <h1>Words from the build</h1>}</Static>;

describe('a static part', () => {
  it('is written in full by the prerender, inside a wrapper named by its id', () => {
    const host = document.createElement('div');
    host.innerHTML = prerender(hero(true));
    expect(host.querySelector('[data-static="hero"] > h1')?.textContent).toBe('Words from the build');
  });

  it('keeps the page’s own HTML in the browser, whose code lacks its words, through hydration and later renders', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = prerender(hero(true));
    const heading = host.querySelector('h1');
    const root = await act(async () => hydrateRoot(host, hero(false)));
    await act(async () => root.render(hero(false)));
    expect(host.querySelector('h1')).toBe(heading);
    expect(heading?.textContent).toBe('Words from the build');
    // Mounted afresh on the same page (its key changed), it takes the page's HTML again: hydration alone leaves the
    // server's HTML in place whatever the part would render, so only this reads what the part keeps.
    await act(async () => root.render(<Fragment key="again">{hero(false)}</Fragment>));
    expect(host.querySelector('h1')).not.toBe(heading);
    expect(host.querySelector('[data-static="hero"] > h1')?.textContent).toBe('Words from the build');
    act(() => root.unmount());
    host.remove();
  });

  it('hidden, is not drawn yet keeps the very elements it holds, which show again as it is shown', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = prerender(hero(true));
    const heading = host.querySelector('h1');
    const part = (hidden: boolean) => (
      <Static id="hero" hidden={hidden}>
        {false}
      </Static>
    );
    const root = await act(async () => hydrateRoot(host, part(false)));
    await act(async () => root.render(part(true)));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(host.querySelector('[data-static="hero"]')?.hasAttribute('hidden')).toBe(true);
    await act(async () => root.render(part(false)));
    expect(screen.getByRole('heading')).toBe(heading);
    act(() => root.unmount());
    host.remove();
  });

  it('takes its HTML from the page navigated to (its source), not from the page on screen', () => {
    const onScreen = document.body.appendChild(document.createElement('div'));
    onScreen.innerHTML = '<div data-static="hero"><h1>The page being left</h1></div>';
    const fetched = new DOMParser().parseFromString(
      '<main><div data-static="hero"><h1>The page arrived at</h1></div></main>',
      'text/html',
    );
    render(<StaticSource value={fetched}>{hero(false)}</StaticSource>);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'The page being left',
      'The page arrived at',
    ]);
    onScreen.remove();
  });
});
