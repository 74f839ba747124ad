// Before @emailjs/browser (email.ts): Chromium throws on reading a blocked localStorage, so it reads as absent (unused
// here).

/** Whether reading `window.localStorage` throws (site data blocked). */
export function localStorageBlocked(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

if (typeof window !== 'undefined' && localStorageBlocked()) {
  Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
}
