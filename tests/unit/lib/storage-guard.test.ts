import { afterEach, describe, expect, it, vi } from 'vitest';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

/** Makes every read of localStorage throw, as Chromium does when site data is blocked. */
function blockLocalStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get: () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}

afterEach(() => {
  Object.defineProperty(window, 'localStorage', original);
  vi.resetModules();
});

// That the email library then loads and sends is shown in a real browser with site data blocked (exactly-once e2e).
describe('the storage guard before the email client loads', () => {
  it('makes a localStorage that cannot be read read as absent, so the email library can load', async () => {
    blockLocalStorage();
    expect(() => window.localStorage).toThrow();
    const { loadEmailClient, localStorageBlocked } = await import('../../../src/lib/email');
    expect(typeof (await loadEmailClient()).deliver).toBe('function');
    expect(typeof localStorage).toBe('undefined');
    expect(localStorageBlocked()).toBe(false);
  });

  it('tells a blocked localStorage from a readable one', async () => {
    const { localStorageBlocked } = await import('../../../src/lib/email');
    expect(localStorageBlocked()).toBe(false);
    blockLocalStorage();
    expect(localStorageBlocked()).toBe(true);
  });

  it('leaves a readable localStorage alone', async () => {
    await (await import('../../../src/lib/email')).loadEmailClient();
    expect(window.localStorage).toBe(original.get!.call(window));
  });
});
