import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, importChunk, isOffline, persist, recoverLostFiles } from '../../../src/lib/load';

/** Makes the document read as still loading, or as loaded. */
const readyState = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

afterEach(() => vi.useRealTimers());

describe('importChunk', () => {
  it('asks for a chunk under a new name after each failed fetch, and keeps the first that arrives', async () => {
    const module = { default: 'form' };
    const offline = new TypeError('offline');
    const load = vi.fn().mockRejectedValueOnce(offline).mockRejectedValueOnce(offline).mockResolvedValue(module);
    const url = '/assets/message-us-form-A1.js';
    await expect(importChunk(url, load)).rejects.toThrow('offline');
    await expect(importChunk(url, load)).rejects.toThrow('offline');
    await expect(importChunk(url, load)).resolves.toBe(module);
    await expect(importChunk(url, load)).resolves.toBe(module);
    expect(load.mock.calls).toEqual([[url], [`${url}#retry-1`], [`${url}#retry-2`]]);
  });

  it('fetches a chunk once for callers that ask at the same time, and another chunk under its own name', async () => {
    const load = vi.fn((specifier: string) => Promise.resolve({ specifier }));
    const [first, second] = [importChunk('/assets/toast-B2.js', load), importChunk('/assets/toast-B2.js', load)];
    expect(first).toBe(second);
    await importChunk('/assets/email-C3.js', load);
    expect(load.mock.calls).toEqual([['/assets/toast-B2.js'], ['/assets/email-C3.js']]);
  });

  it('is what the rewritten call sites in the client’s chunks call', () => {
    expect(globalThis.importChunk).toBe(importChunk);
  });
});

describe('persist', () => {
  /** A load that fails `failures` times, then gives `value`; and how many times it has been called. */
  function flaky(failures: number, value = 'code') {
    const load = vi.fn(async () => value);
    for (let i = 0; i < failures; i += 1) load.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    return load;
  }

  it('runs the load until it succeeds, pausing 2 s, then twice as long each time, never more than 30 s', async () => {
    vi.useFakeTimers();
    const load = flaky(6);
    const done = vi.fn();
    void persist(load).then(done);
    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return load.mock.calls.length;
    };
    expect(await callsAfter(0)).toBe(1);
    // Each pause is waited out in full, and not a moment longer: 2, 4, 8, 16, then 30 (not 32) seconds.
    const counts = [];
    for (const pause of [2_000, 4_000, 8_000, 16_000, 30_000])
      counts.push(await callsAfter(pause - 1), await callsAfter(1));
    expect(counts).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
    expect(done).not.toHaveBeenCalled();
    expect(await callsAfter(30_000)).toBe(7);
    expect(done).toHaveBeenCalledWith('code');
  });

  it('ends a pause as soon as the connection returns, or when told to try now', async () => {
    vi.useFakeTimers();
    const load = flaky(2);
    const retry = { now: () => {} };
    const outcome = persist(load, retry);
    await vi.advanceTimersByTimeAsync(0);
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    retry.now();
    await expect(outcome).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries again at once after an attempt during which the connection returned or the visitor acted', async () => {
    vi.useFakeTimers();
    for (const wake of ['online', 'tap'] as const) {
      const attempts: ((value: string) => void)[] = [];
      const fail = new TypeError('Failed to fetch');
      const load = vi.fn(
        () => new Promise<string>((resolve, reject) => attempts.push((v) => (v ? resolve(v) : reject(fail)))),
      );
      const retry = { now: () => {} };
      const outcome = persist(load, retry);
      await vi.advanceTimersByTimeAsync(0);
      // Two failures first, waited out: the next pause would be 8 s.
      attempts[0]('');
      await vi.advanceTimersByTimeAsync(2_000);
      attempts[1]('');
      await vi.advanceTimersByTimeAsync(4_000);
      expect(load).toHaveBeenCalledTimes(3);
      if (wake === 'online') dispatchEvent(new Event('online'));
      else retry.now();
      attempts[2]('');
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(4);
      // That wake is spent, and the pauses start over: the next failure waits 2 s, not 8.
      attempts[3]('');
      await vi.advanceTimersByTimeAsync(1_999);
      expect(load).toHaveBeenCalledTimes(4);
      await vi.advanceTimersByTimeAsync(1);
      attempts[4]('code');
      await expect(outcome).resolves.toBe('code');
    }
  });

  it('leaves nothing behind once it has succeeded: a later "online" fetches nothing', async () => {
    vi.useFakeTimers();
    const load = flaky(1);
    const listen = vi.spyOn(globalThis, 'addEventListener');
    const outcome = persist(load);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(outcome).resolves.toBe('code');
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
    // Its listener for the connection's return is gone too.
    expect(listen.mock.calls.find(([type]) => type === 'online')?.[2]).toMatchObject({ signal: { aborted: true } });
    listen.mockRestore();
  });
});

describe('afterLoad', () => {
  it('runs the task at once on a loaded page, else on load, never twice', () => {
    readyState('complete');
    const now = vi.fn();
    afterLoad(now);
    expect(now).toHaveBeenCalledTimes(1);

    readyState('loading');
    const later = vi.fn();
    afterLoad(later);
    expect(later).not.toHaveBeenCalled();
    dispatchEvent(new Event('load'));
    dispatchEvent(new Event('load'));
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe('recoverLostFiles', () => {
  it('asks for a failed image again after each pause while it is in the page, and no more once the page lets it go', async () => {
    vi.useFakeTimers();
    readyState('loading');
    // happy-dom has no document.images: none failed before this.
    Object.defineProperty(document, 'images', { value: [], configurable: true });
    recoverLostFiles();
    const img = document.body.appendChild(Object.assign(document.createElement('img'), { src: '/images/case-2.jpg' }));
    const set = vi.spyOn(img, 'setAttribute');
    const asked = () => set.mock.calls.filter(([name]) => name === 'src').length;
    img.dispatchEvent(new Event('error'));
    // Asked again at once; that fails too, so again after the first pause.
    expect(asked()).toBe(1);
    img.onerror!(new Event('error'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(asked()).toBe(2);
    // Failing again, it leaves the page (a gallery's neighbour as the next case shows): the pauses end no more asking.
    img.onerror!(new Event('error'));
    img.remove();
    await vi.advanceTimersByTimeAsync(60_000);
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked()).toBe(2);
  });
});

describe('isOffline', () => {
  it('is true only when the browser knows it is offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    onLine.mockReturnValue(false);
    expect(isOffline()).toBe(true);
    onLine.mockReturnValue(true);
    expect(isOffline()).toBe(false);
  });
});
