// Evaluated before @emailjs/browser (email.ts): Chromium throws on reading a blocked localStorage; it reads as absent.

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
