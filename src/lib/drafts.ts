// What a visitor typed into a form, kept in this tab until sent or an hour old, so a reload loses nothing.
type Draft = Record<string, string>;
/**
 * `held`: saved as the page loaded again for its code, with a submit waiting (src/controls/lost-code.ts); `sending`:
 * saved as its request set off, and not since: found so by the next page, it went with the page, most likely arrived.
 */
type Stored = { savedAt: number; values: Draft; held?: boolean; sending?: boolean };

/** A draft unused for this long is deleted: health details must not linger in a shared browser. */
export const draftLifetimeMs = 60 * 60 * 1000;

const prefix = 'draft:';

/** The sessionStorage item, name and value, of `form`'s draft `stored`. */
export const draftItem = (form: string, stored: Stored) => [prefix + form, JSON.stringify(stored)] as const;

/**
 * One visit's drafts: in sessionStorage, so a reload or a step back keeps them, or in memory where storage refuses one.
 * Each is deleted when its hour is up, read or not: on a timer while the page is open, and by a sweep as a page starts.
 */
export function createDrafts(now = () => Date.now()) {
  const memory = new Map<string, Stored>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  // Storage may be blocked (reading it throws) or full: a draft is then kept in memory only; one not JSON reads as none.
  const withStorage = <R>(task: (store: Storage) => R) => {
    try {
      return task(window.sessionStorage);
    } catch {
      return undefined;
    }
  };
  const stored = (form: string): Partial<Stored> | null | undefined =>
    memory.get(form) ?? withStorage((store) => JSON.parse(store.getItem(prefix + form) ?? 'null'));
  const clear = (form: string) => {
    clearTimeout(timers.get(form));
    memory.delete(form);
    withStorage((store) => store.removeItem(prefix + form));
  };
  /** `form`'s draft, if it is one and fresh: anything else (an older version's, a stale one) is deleted. */
  const fresh = (form: string) => {
    const draft = stored(form) ?? {};
    const { savedAt, values } = draft;
    const texts = typeof values === 'object' && values && Object.values(values).every((v) => typeof v === 'string');
    if (typeof savedAt === 'number' && now() - savedAt < draftLifetimeMs && texts) return draft as Stored;
    clear(form);
  };
  const read = (form: string): Draft | null => fresh(form)?.values ?? null;
  /**
   * Reads `form` again when its hour is up, which deletes it unless it was saved since (by another page of this tab too:
   * its hour then counts from that save). A timer counts on a steady clock, `now` on the wall clock, which may have been
   * set back meanwhile: a draft still fresh by it is read again then, an hour later at most (a delay past about 25 days
   * would overflow, and come at once).
   */
  const expireLater = (form: string, savedAt: number) => {
    clearTimeout(timers.get(form));
    const due = Math.min(savedAt + draftLifetimeMs - now(), draftLifetimeMs);
    timers.set(
      form,
      setTimeout(() => {
        const draft = fresh(form);
        if (draft) expireLater(form, draft.savedAt);
      }, due),
    );
  };
  const left: (Stored & { form: string })[] = [];
  for (const key of withStorage(Object.keys) ?? []) {
    const form = key.slice(prefix.length);
    const draft = key.startsWith(prefix) ? fresh(form) : undefined;
    if (draft) expireLater(form, draft.savedAt);
    if (draft?.sending) left.push({ ...draft, form });
  }
  return {
    read,
    /** `form`'s draft as saved, if fresh: its values, and whether it is `held` or `sending`. */
    entry: fresh,
    /** The drafts the page before left `sending`, as this page started: their requests went with it. */
    left,
    /** Keeps `values` as `form`'s draft, `sending` as its request sets off (saved again, unmarked). */
    save(form: string, values: Draft, sending?: boolean) {
      if (!Object.values(values).some((value) => value !== '')) return clear(form);
      const draft = { savedAt: now(), values: { ...values }, sending };
      // Full storage keeps no older version in its place: a reload would bring back words typed over since.
      const [key, value] = draftItem(form, draft);
      const kept = withStorage((store) => {
        store.removeItem(key);
        store.setItem(key, value);
        return true;
      });
      // Memory holds only what storage refused: what another page of this tab saved since (this one kept in the
      // back/forward cache meanwhile) is read from storage, never written over by this page's older copy.
      kept ? memory.delete(form) : memory.set(form, draft);
      expireLater(form, draft.savedAt);
    },
    clear,
  };
}
