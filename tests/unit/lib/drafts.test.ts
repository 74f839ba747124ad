import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDrafts, draftItem, draftLifetimeMs } from '../../../src/lib/drafts';

const draft = { name: 'Asha Rao', email: 'asha@example.com', message: 'Do you open on Sundays?' };

/** The drafts of a new page in this tab: its in-page memory starts empty, as after a reload. */
const newPage = () => createDrafts();

/** Makes every read of sessionStorage throw, as Chromium does when site data is blocked. */
function blockSessionStorage() {
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
}

beforeEach(() => sessionStorage.clear());

describe('a draft', () => {
  it('is read back on the same page', () => {
    const drafts = newPage();
    drafts.save('contact', draft);
    expect(drafts.read('contact')).toEqual(draft);
  });

  it('survives a reload: a new page finds it in this tab’s session storage', () => {
    newPage().save('contact', draft);
    expect(newPage().read('contact')).toEqual(draft);
  });

  it('saved by another page of this tab since (this one kept in the back/forward cache), is read as that page left it', () => {
    const kept = newPage();
    kept.save('contact', draft);
    const edited = { ...draft, name: 'Asha Rao K' };
    newPage().save('contact', edited);
    expect(kept.read('contact')).toEqual(edited);
    newPage().clear('contact');
    expect(kept.read('contact')).toBeNull();
  });

  it('belongs to one form', () => {
    const drafts = newPage();
    drafts.save('contact', draft);
    expect(drafts.read('appointment')).toBeNull();
  });

  it('is gone once cleared, after a send, on this page and after a reload', () => {
    const drafts = newPage();
    drafts.save('contact', draft);
    drafts.clear('contact');
    expect(drafts.read('contact')).toBeNull();
    expect(newPage().read('contact')).toBeNull();
  });

  it('is not kept for an empty form', () => {
    const drafts = newPage();
    drafts.save('contact', draft);
    drafts.save('contact', { name: '', email: '', message: '' });
    expect(drafts.read('contact')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('saved held, as the page loads again for its lost code, waits to be sent until saved again', () => {
    sessionStorage.setItem(...draftItem('contact', { savedAt: Date.now(), values: draft, held: true }));
    const drafts = newPage();
    expect(drafts.read('contact')).toEqual(draft);
    expect(drafts.entry('contact')?.held).toBe(true);
    expect(drafts.entry('appointment')?.held).toBeUndefined();
    drafts.save('contact', draft);
    expect(drafts.entry('contact')?.held).toBeUndefined();
    expect(newPage().entry('contact')?.held).toBeUndefined();
  });

  it('saved sending, as its request sets off, is left so for the next page to tell, until saved again', () => {
    const drafts = newPage();
    drafts.save('contact', draft, true);
    expect(drafts.entry('contact')).toEqual({ savedAt: expect.any(Number), values: draft, sending: true });
    // This page started before it was sent: it has nothing to tell.
    expect(drafts.left).toEqual([]);
    const next = newPage();
    expect(next.left).toEqual([{ form: 'contact', savedAt: expect.any(Number), values: draft, sending: true }]);
    next.save('contact', draft);
    expect(next.entry('contact')?.sending).toBeUndefined();
    expect(newPage().left).toEqual([]);
    expect(newPage().read('contact')).toEqual(draft);
  });

  it('saved held an hour ago waits no more: it is gone', () => {
    const savedAt = Date.now() - draftLifetimeMs;
    sessionStorage.setItem(...draftItem('contact', { savedAt, values: draft, held: true }));
    const drafts = newPage();
    expect(drafts.entry('contact')).toBeUndefined();
    expect(drafts.read('contact')).toBeNull();
  });

  it('ignores what is stored under its key but is not a draft', () => {
    sessionStorage.setItem('draft:contact', '{"name": 42}');
    sessionStorage.setItem('draft:appointment', 'not json');
    // Fresh, but a field that is no text.
    sessionStorage.setItem('draft:other', JSON.stringify({ savedAt: Date.now(), values: { name: 42 } }));
    const drafts = newPage();
    expect(drafts.read('contact')).toBeNull();
    expect(drafts.read('appointment')).toBeNull();
    expect(drafts.read('other')).toBeNull();
  });
});

describe('a draft an hour old', () => {
  /** Drafts whose clock the test moves: `later(ms)` is that much after the last save. */
  function clocked() {
    let now = Date.UTC(2026, 0, 5, 10);
    const drafts = () => createDrafts(() => now);
    return { drafts, later: (ms: number) => void (now += ms) };
  }

  it('is an hour, as the privacy notice says: 3,600,000 ms', () => {
    expect(draftLifetimeMs).toBe(3_600_000);
  });

  it('is still there a moment before the hour is up, on the page and after a reload', () => {
    const { drafts, later } = clocked();
    const page = drafts();
    page.save('contact', draft);
    later(draftLifetimeMs - 1);
    expect(page.read('contact')).toEqual(draft);
    expect(drafts().read('contact')).toEqual(draft);
  });

  it('is dropped, on the page and from this tab’s storage, once an hour has passed since its last edit', () => {
    const { drafts, later } = clocked();
    const page = drafts();
    page.save('contact', draft);
    later(draftLifetimeMs);
    expect(page.read('contact')).toBeNull();
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
    expect(drafts().read('contact')).toBeNull();
  });

  it('counts the hour from the last edit, not the first', () => {
    const { drafts, later } = clocked();
    const page = drafts();
    page.save('contact', draft);
    later(draftLifetimeMs - 1);
    page.save('contact', { ...draft, message: 'Do you open on Sundays? Or on holidays?' });
    later(draftLifetimeMs - 1);
    expect(page.read('contact')?.message).toBe('Do you open on Sundays? Or on holidays?');
  });

  it('is dropped when a reload finds it stale in storage', () => {
    const { drafts, later } = clocked();
    drafts().save('contact', draft);
    later(draftLifetimeMs + 1);
    expect(drafts().read('contact')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a draft whose hour is up while nobody reads it', () => {
  afterEach(() => vi.useRealTimers());

  it('is deleted from this tab’s storage by the page that saved it', () => {
    vi.useFakeTimers();
    newPage().save('contact', draft);
    vi.advanceTimersByTime(draftLifetimeMs - 1);
    expect(sessionStorage.getItem('draft:contact')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
  });

  it('is deleted by a page that found it on a reload, when the hour since its last edit is up', () => {
    vi.useFakeTimers();
    // Saved half an hour ago by a page since reloaded: that page's timer went with it.
    sessionStorage.setItem(
      'draft:contact',
      JSON.stringify({ savedAt: Date.now() - draftLifetimeMs / 2, values: draft }),
    );
    newPage();
    vi.advanceTimersByTime(draftLifetimeMs / 2 - 1);
    expect(sessionStorage.getItem('draft:contact')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
  });

  it('is swept out of storage as a page starts, before any form reads it', () => {
    sessionStorage.setItem('draft:contact', JSON.stringify({ savedAt: Date.now() - draftLifetimeMs, values: draft }));
    newPage();
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
  });

  it('is deleted even when its timer comes a moment before the clock says the hour is up', () => {
    // A timer counts on a steady clock, Date.now() on the wall clock, which the system may set back a little meanwhile.
    vi.useFakeTimers();
    let wallClock = Date.UTC(2026, 0, 5, 10);
    const drafts = createDrafts(() => wallClock);
    drafts.save('contact', draft);
    wallClock += draftLifetimeMs - 5;
    vi.advanceTimersByTime(draftLifetimeMs);
    expect(sessionStorage.getItem('draft:contact'), 'a moment early: not yet').not.toBeNull();
    wallClock += 5;
    vi.advanceTimersByTime(5);
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
  });

  it('saved while the clock ran weeks ahead, and set right since, is checked hourly, not without pause', () => {
    // A timer's delay past 2^31 - 1 ms (about 25 days) overflows and fires at once: read again and still fresh by the
    // wall clock, it would be checked again at once, for good.
    vi.useFakeTimers();
    const wallClock = Date.UTC(2026, 0, 5, 10);
    sessionStorage.setItem('draft:contact', JSON.stringify({ savedAt: wallClock + 40 * 86_400_000, values: draft }));
    const read = vi.spyOn(sessionStorage, 'getItem');
    createDrafts(() => wallClock);
    read.mockClear();
    vi.advanceTimersByTime(draftLifetimeMs - 1);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('saved since by another page of this tab, is checked again at the hour from that save, not without pause', () => {
    // This page kept in the back/forward cache while the page in the other language saved the draft half an hour later.
    vi.useFakeTimers();
    const clock = vi.fn(() => Date.now());
    createDrafts(clock).save('contact', draft);
    vi.advanceTimersByTime(draftLifetimeMs / 2);
    sessionStorage.setItem(
      ...draftItem('contact', { savedAt: Date.now(), values: { ...draft, message: 'And on holidays?' } }),
    );
    vi.advanceTimersByTime(draftLifetimeMs / 2);
    clock.mockClear();
    vi.advanceTimersByTime(draftLifetimeMs / 2 - 1);
    expect(clock, 'nothing to read until the hour from the later save').not.toHaveBeenCalled();
    expect(sessionStorage.getItem('draft:contact')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
  });

  it('is kept while it is edited: each save starts its hour again', () => {
    vi.useFakeTimers();
    const drafts = newPage();
    drafts.save('contact', draft);
    vi.advanceTimersByTime(draftLifetimeMs - 1);
    drafts.save('contact', { ...draft, message: 'And on holidays?' });
    vi.advanceTimersByTime(draftLifetimeMs - 1);
    expect(JSON.parse(sessionStorage.getItem('draft:contact')!).values.message).toBe('And on holidays?');
  });
});

describe('a draft when the browser blocks site data', () => {
  it('is skipped silently: saving, reading and clearing throw nothing, and the page still keeps it', () => {
    blockSessionStorage();
    const drafts = newPage();
    expect(() => drafts.save('contact', draft)).not.toThrow();
    expect(drafts.read('contact')).toEqual(draft);
    expect(() => drafts.clear('contact')).not.toThrow();
    expect(drafts.read('contact')).toBeNull();
  });

  /**
   * A stand-in for the tab's storage, full: not a spy on Storage.prototype (happy-dom's storage keeps a method it once
   * handed out, so a restored prototype spy would go on throwing in later tests), nor an object made from it (happy-dom
   * takes the methods set on one as items).
   */
  const fill = () => {
    const real = sessionStorage;
    const full = {
      get length() {
        return real.length;
      },
      key: (index: number) => real.key(index),
      getItem: (key: string) => real.getItem(key),
      removeItem: (key: string) => real.removeItem(key),
      clear: () => real.clear(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(full);
  };

  it('is skipped silently when storage is full', () => {
    fill();
    expect(() => sessionStorage.setItem('x', 'y')).toThrow('quota');
    const drafts = newPage();
    expect(() => drafts.save('contact', draft)).not.toThrow();
    expect(drafts.read('contact')).toEqual(draft);
  });

  it('keeps no older version where storage fills up: a reload brings back nothing rather than words typed over', () => {
    const drafts = newPage();
    drafts.save('contact', draft);
    fill();
    const newer = { ...draft, email: 'asha.rao@example.org' };
    drafts.save('contact', newer);
    expect(drafts.read('contact')).toEqual(newer);
    expect(newPage().read('contact')).toBeNull();
  });
});
