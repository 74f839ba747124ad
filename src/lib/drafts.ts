// What a visitor typed into a form, kept in this tab until sent or an hour old, so a reload loses nothing.
type Draft = Record<string, string>;
type Stored = { savedAt: number; values: Draft };

/** A draft unused for this long is deleted: health details must not linger in a shared browser. */
export const draftLifetimeMs = 60 * 60 * 1000;

/** A stored draft's values, if it is one and fresh: anything else (an older version's, a stale one) is ignored. */
function freshValues(stored: Partial<Stored> | null | undefined, now: number): Draft | null {
  const { savedAt, values } = stored ?? {};
  if (typeof savedAt !== 'number' || now - savedAt >= draftLifetimeMs || typeof values !== 'object' || !values)
    return null;
  return Object.values(values).every((field) => typeof field === 'string') ? values : null;
}

/** One visit's drafts: in sessionStorage, so a reload or a step back keeps them, and in memory, for blocked storage. */
export function createDrafts(now = () => Date.now()) {
  const memory = new Map<string, Stored>();
  const key = (form: string) => `draft:${form}`;
  // Storage may be blocked (reading it throws) or full: a draft is then kept in memory only; one not JSON reads as none.
  const withStorage = <R>(task: (store: Storage) => R) => {
    try {
      return task(window.sessionStorage);
    } catch {
      return undefined;
    }
  };
  const clear = (form: string) => {
    memory.delete(key(form));
    withStorage((store) => store.removeItem(key(form)));
  };
  return {
    read(form: string): Draft | null {
      const stored = memory.get(key(form)) ?? withStorage((store) => JSON.parse(store.getItem(key(form)) ?? 'null'));
      const values = freshValues(stored, now());
      if (!values) clear(form);
      return values;
    },
    save(form: string, values: Draft) {
      if (!Object.values(values).some((value) => value !== '')) return clear(form);
      const stored = { savedAt: now(), values: { ...values } };
      memory.set(key(form), stored);
      withStorage((store) => store.setItem(key(form), JSON.stringify(stored)));
    },
    clear,
  };
}
