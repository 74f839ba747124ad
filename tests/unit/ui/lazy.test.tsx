import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../../src/components/ui/deferred';

const Part = ({ text }: { text: string }) => <p>{text}</p>;

/** Renders a deferred Part whose loader fails `failures` times before it hands Part over. */
function renderPart(failures: number, text: string, options?: Parameters<typeof deferred>[1]) {
  const load = vi.fn(async () => Part);
  for (let i = 0; i < failures; i += 1) load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  const part = deferred(load, options);
  render(<part.Deferred text={text} />);
  return { load, part };
}

// The page never reports hydration here, so a part fetches only when asked to (load) or when handed over.
describe('a deferred part', () => {
  it('waits for hydration, unless a visitor is about to use it: load() fetches it at once and it renders', async () => {
    const { load, part } = renderPart(0, 'Message Us', { after: 'idle' });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Message Us')).toBeNull();
    await act(async () => part.load());
    expect(await screen.findByText('Message Us')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells onError of each failed fetch and tries again after a growing pause', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const { load, part } = renderPart(2, 'Book', { onError });
    await act(async () => part.load());
    expect(onError).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1_999));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect([load.mock.calls.length, onError.mock.calls.length]).toEqual([2, 2]);
    await act(async () => vi.advanceTimersByTimeAsync(4_000));
    vi.useRealTimers();
    expect(await screen.findByText('Book')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('ends the pause early when the connection returns, or when load() is called again', async () => {
    const { load, part } = renderPart(2, 'Panel');
    await act(async () => part.load());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => void dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => part.load());
    expect(await screen.findByText('Panel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('takes a component handed over by provide without fetching it', async () => {
    const { load, part } = renderPart(0, 'Toasts');
    act(() => part.provide(Part));
    await act(async () => part.load());
    expect(await screen.findByText('Toasts')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});
