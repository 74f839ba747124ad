import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazy } from '../../../src/ui/lazy';
import { prerender } from '../prerender';

/** The part whose code comes later: its words, and, once its code runs, a mark that it is live. */
function Part({ text }: { text: string }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return <p data-live={live || undefined}>{text}</p>;
}

/** Renders a lazy Part whose loader fails `failures` times before it hands Part over. */
function renderPart(failures: number, text: string) {
  const load = vi.fn(async () => Part);
  for (let i = 0; i < failures; i += 1)
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  const LazyPart = lazy(load);
  render(<LazyPart text={text} />);
  return { load, LazyPart };
}

// Nothing here calls preloadAll (App does, once the page has loaded): a part fetches only when asked to.
describe('a lazy part', () => {
  it('fetches nothing by itself: preload() fetches its code at once, and then it renders', async () => {
    const { load, LazyPart } = renderPart(0, 'Message Us');
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Message Us')).toBeNull();
    await act(async () => void LazyPart.preload());
    expect(await screen.findByText('Message Us')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps its prerendered HTML, even through a render of the page, until preload() brings its code to it', async () => {
    const Prerendered = lazy(async () => Part);
    await Prerendered.preload();
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = prerender(<Prerendered text="Book Appointment" />);
    const paragraph = host.querySelector('p')!;
    const load = vi.fn(async () => Part);
    const LazyPart = lazy(load);
    const root = await act(async () => hydrateRoot(host, <LazyPart text="Book Appointment" />));
    await act(async () => root.render(<LazyPart text="Book Appointment" />));
    expect(load).not.toHaveBeenCalled();
    expect(host.querySelector('p')).toBe(paragraph);
    expect([paragraph.textContent, paragraph.hasAttribute('data-live')]).toEqual(['Book Appointment', false]);
    await act(async () => void (await LazyPart.preload()));
    expect(host.querySelector('p')).toBe(paragraph);
    expect(paragraph.hasAttribute('data-live')).toBe(true);
    act(() => root.unmount());
    host.remove();
  });

  it('tries a failed fetch again after a growing pause', async () => {
    vi.useFakeTimers();
    const { load, LazyPart } = renderPart(2, 'Book');
    await act(async () => void LazyPart.preload());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1_999));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(3_999));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    expect(await screen.findByText('Book')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('ends the pause early when the connection returns, or when preload() is called again', async () => {
    const { load, LazyPart } = renderPart(2, 'Panel');
    await act(async () => void LazyPart.preload());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => void dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => void LazyPart.preload());
    expect(await screen.findByText('Panel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('preloadAll', () => {
  it('fetches the code of every lazy part defined, each once, however often it is asked for', async () => {
    // A fresh copy of the module: only the parts this test defines are known to it.
    vi.resetModules();
    const fresh = await import('../../../src/ui/lazy');
    const loads = [vi.fn(async () => Part), vi.fn(async () => Part)];
    const [first] = loads.map((load) => fresh.lazy(load));
    await Promise.all([first!.preload(), first!.preload()]);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 0]);
    await fresh.preloadAll();
    await fresh.preloadAll();
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1]);
  });
});
