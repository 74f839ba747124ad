/** What a visitor has typed into one form, field by field. */
export type Draft = Record<string, string>;

// This page's drafts: they survive a dialog closing or a route change even when the browser blocks site data.
const memory = new Map<string, Draft>();

const storageKey = (form: string) => `draft:${form}`;

/** This tab's sessionStorage, or null when the browser blocks site data (reading it then throws). */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Runs `task` on this tab's storage, quietly doing nothing when storage is blocked or full. */
function withSession<R>(task: (storage: Storage) => R): R | undefined {
  try {
    const storage = session();
    return storage ? task(storage) : undefined;
  } catch {
    return undefined;
  }
}

/** A stored draft, if it is one: an object of strings (anything else, say from an older version, is ignored). */
function parse(raw: string | null | undefined): Draft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return Object.values(value).every((field) => typeof field === 'string') ? (value as Draft) : null;
  } catch {
    return null;
  }
}

/** The draft of `form` kept from earlier in this tab (this page, or before a reload or a step back), if any. */
export function readDraft(form: string): Draft | null {
  return memory.get(form) ?? parse(withSession((storage) => storage.getItem(storageKey(form))));
}

/** Keeps what the visitor has typed into `form` for this tab's session; an empty form leaves no draft. */
export function saveDraft(form: string, values: Draft): void {
  if (!Object.values(values).some((value) => value !== '')) return clearDraft(form);
  memory.set(form, { ...values });
  withSession((storage) => storage.setItem(storageKey(form), JSON.stringify(values)));
}

/** Forgets the draft of `form`, once it has been sent. */
export function clearDraft(form: string): void {
  memory.delete(form);
  withSession((storage) => storage.removeItem(storageKey(form)));
}
