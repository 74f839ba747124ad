import { beforeEach, describe, expect, it, vi } from 'vitest';

const draft = { name: 'Asha Rao', email: 'asha@example.com', message: 'Do you open on Sundays?' };

/** A fresh copy of the drafts module: its in-page memory starts empty, as on a new page. */
const freshDrafts = async () => {
  vi.resetModules();
  return import('../../../src/lib/drafts');
};

/** Makes every read of sessionStorage throw, as Chromium does when site data is blocked. */
function blockSessionStorage() {
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
}

beforeEach(() => sessionStorage.clear());

describe('a draft', () => {
  it('is read back on the same page', async () => {
    const { readDraft, saveDraft } = await freshDrafts();
    saveDraft('contact', draft);
    expect(readDraft('contact')).toEqual(draft);
  });

  it('survives a reload: a new page finds it in this tab’s session storage', async () => {
    (await freshDrafts()).saveDraft('contact', draft);
    expect((await freshDrafts()).readDraft('contact')).toEqual(draft);
  });

  it('belongs to one form', async () => {
    const { readDraft, saveDraft } = await freshDrafts();
    saveDraft('contact', draft);
    expect(readDraft('appointment')).toBeNull();
  });

  it('is gone once cleared, after a send, on this page and after a reload', async () => {
    const { clearDraft, readDraft, saveDraft } = await freshDrafts();
    saveDraft('contact', draft);
    clearDraft('contact');
    expect(readDraft('contact')).toBeNull();
    expect((await freshDrafts()).readDraft('contact')).toBeNull();
  });

  it('is not kept for an empty form', async () => {
    const { readDraft, saveDraft } = await freshDrafts();
    saveDraft('contact', draft);
    saveDraft('contact', { name: '', email: '', message: '' });
    expect(readDraft('contact')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores what is stored under its key but is not a draft', async () => {
    sessionStorage.setItem('draft:contact', '{"name": 42}');
    sessionStorage.setItem('draft:appointment', 'not json');
    const { readDraft } = await freshDrafts();
    expect(readDraft('contact')).toBeNull();
    expect(readDraft('appointment')).toBeNull();
  });
});

describe('a draft when the browser blocks site data', () => {
  it('is skipped silently: saving, reading and clearing throw nothing, and the page still keeps it', async () => {
    blockSessionStorage();
    const { clearDraft, readDraft, saveDraft } = await freshDrafts();
    expect(() => saveDraft('contact', draft)).not.toThrow();
    expect(readDraft('contact')).toEqual(draft);
    expect(() => clearDraft('contact')).not.toThrow();
    expect(readDraft('contact')).toBeNull();
  });

  it('is skipped silently when storage is full', async () => {
    // A stand-in storage, not a spy on Storage.prototype: happy-dom's storage keeps a method it once handed out,
    // so a restored prototype spy would go on throwing in later tests.
    const real = sessionStorage;
    const full = Object.assign(Object.create(real) as Storage, {
      getItem: (key: string) => real.getItem(key),
      removeItem: (key: string) => real.removeItem(key),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(full);
    const { readDraft, saveDraft } = await freshDrafts();
    expect(() => saveDraft('contact', draft)).not.toThrow();
    expect(readDraft('contact')).toEqual(draft);
  });
});
