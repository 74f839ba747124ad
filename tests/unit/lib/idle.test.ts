import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, whenIdle } from '../../../src/lib/idle';

/** Makes the document read as still loading, or as loaded. */
const readyState = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the page to load, then for the browser to be idle', () => {
    readyState('loading');
    let idle: IdleRequestCallback | null = null;
    vi.stubGlobal('requestIdleCallback', vi.fn((callback: IdleRequestCallback) => ((idle = callback), 7)));
    const task = vi.fn();
    whenIdle(task);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    dispatchEvent(new Event('load'));
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 8_000 });
    expect(task).not.toHaveBeenCalled();
    idle!({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('asks for idle time at once on a page that has already loaded', () => {
    readyState('complete');
    vi.stubGlobal('requestIdleCallback', vi.fn(() => 3));
    whenIdle(() => {});
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('runs the task 2 s after load where there is no requestIdleCallback', () => {
    readyState('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(1_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels: before load nothing is ever scheduled, after it the idle request or the timer is withdrawn', () => {
    readyState('loading');
    vi.stubGlobal('requestIdleCallback', vi.fn(() => 5));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    whenIdle(() => {})();
    dispatchEvent(new Event('load'));
    expect(requestIdleCallback).not.toHaveBeenCalled();

    readyState('complete');
    whenIdle(() => {})();
    expect(cancelIdleCallback).toHaveBeenCalledWith(5);

    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task)();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('afterLoad', () => {
  it('runs the task at once on a loaded page, else on load, never twice, and can be called off before it', () => {
    readyState('complete');
    const now = vi.fn();
    afterLoad(now);
    expect(now).toHaveBeenCalledTimes(1);

    readyState('loading');
    const later = vi.fn();
    const offed = vi.fn();
    afterLoad(later);
    afterLoad(offed)();
    expect(later).not.toHaveBeenCalled();
    dispatchEvent(new Event('load'));
    dispatchEvent(new Event('load'));
    expect(later).toHaveBeenCalledTimes(1);
    expect(offed).not.toHaveBeenCalled();
  });
});
