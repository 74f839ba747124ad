// The outbox's entries in IndexedDB, on this device only: the one store that outlives a tab and that the worker reads.
// idb, the promise wrapper Workbox's expiration already brings into the worker, does the talking.
import { type DBSchema, openDB } from 'idb';
import type { Entry, OutboxStore } from './outbox';

/** The database "outbox" and its one store of entries, by id. */
interface Outbox extends DBSchema {
  entries: { key: string; value: Entry };
}

const open = () => openDB<Outbox>('outbox', 1, { upgrade: (db) => db.createObjectStore('entries', { keyPath: 'id' }) });

export const indexedDbStore: OutboxStore = {
  all: () => open().then((db) => db.getAll('entries').finally(() => db.close())),
  update: async (id, change) => {
    const db = await open();
    try {
      // One readwrite transaction: another tab's or worker's update of the same entry waits until this one has committed.
      const { store, done } = db.transaction('entries', 'readwrite');
      const write: () => ReturnType<OutboxStore['update']> = async () => {
        const before = await store.get(id);
        const after = change(before);
        if (after === null) await store.delete(id);
        else if (after && after !== before) await store.put(after);
        return [before, after];
      };
      // A refused write fails its request, then aborts the transaction: the caller hears the request's error, the one
      // that says why, and nothing is left unhandled.
      const [written, committed] = await Promise.allSettled([write(), done]);
      if (written.status === 'rejected') throw written.reason;
      if (committed.status === 'rejected') throw committed.reason;
      return written.value;
    } finally {
      db.close();
    }
  },
};
