// Imported before @emailjs/browser (see email.ts). When a visitor's browser blocks site data, Chromium throws a
// SecurityError on any read of `localStorage`, and the library reads it (`typeof localStorage`) as it loads, so
// importing it would throw and nothing could be sent. The library supports a browser without localStorage,
// and this site never stores anything there, so a localStorage that cannot be read is made to read as absent.

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
