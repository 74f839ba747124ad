/** What a visitor has typed into one form, field by field. */
export type Draft = Record<string, string>;

/** A draft unused for this long is deleted: health details must not linger in a shared browser. */
export const draftLifetimeMs = 60 * 60 * 1000;

type Stored = { savedAt: number; values: Draft };

/** This tab's sessionStorage, or null when the browser blocks site data (reading it then throws). */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A stored draft's values, if it is one and fresh: anything else (an older version's, a stale one) is ignored. */
function freshValues(stored: Partial<Stored> | null | undefined, now: number): Draft | null {
  const { savedAt, values } = stored ?? {};
  if (typeof savedAt !== 'number' || now - savedAt >= draftLifetimeMs || typeof values !== 'object' || !values)
    return null;
  return Object.values(values).every((field) => typeof field === 'string') ? values : null;
}

const parse = (raw: string | null | undefined): Stored | null => {
  try {
    return JSON.parse(raw ?? 'null') as Stored | null;
  } catch {
    return null;
  }
};

/**
 * The drafts of one visit: kept in this tab's sessionStorage (so a reload or a step back keeps them) and in memory (so
 * they survive a closed dialog or a change of page even when storage is blocked); each expires an hour after its last
 * edit.
 */
export function createDrafts(storage = session, now = () => Date.now()) {
  const memory = new Map<string, Stored>();
  const key = (form: string) => `draft:${form}`;
  // Storage may be blocked or full: a draft is then kept in memory only.
  const withStorage = <R>(task: (store: Storage) => R) => {
    try {
      const store = storage();
      return store ? task(store) : undefined;
    } catch {
      return undefined;
    }
  };
  const clear = (form: string) => {
    memory.delete(key(form));
    withStorage((store) => store.removeItem(key(form)));
  };
  return {
    /** The draft of `form` from earlier in this tab, if it is less than an hour old. */
    read(form: string): Draft | null {
      const stored = memory.get(key(form)) ?? parse(withStorage((store) => store.getItem(key(form))));
      const values = freshValues(stored, now());
      if (!values) clear(form);
      return values;
    },
    /** Keeps what the visitor has typed into `form`; an empty form leaves no draft. */
    save(form: string, values: Draft) {
      if (!Object.values(values).some((value) => value !== '')) return clear(form);
      const stored = { savedAt: now(), values: { ...values } };
      memory.set(key(form), stored);
      withStorage((store) => store.setItem(key(form), JSON.stringify(stored)));
    },
    /** Forgets the draft of `form`: it was sent, or its send was called off. */
    clear,
  };
}

export type Drafts = ReturnType<typeof createDrafts>;
