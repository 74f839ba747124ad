// The outbox's entries in IndexedDB, on this device only: the one store that outlives a tab and that the worker reads.
import type { Entry, OutboxStore } from './outbox';

/** The database and its one store of entries, by id. */
export const outboxDatabase = { name: 'outbox', store: 'entries' } as const;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(outboxDatabase.name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(outboxDatabase.store, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `work` in one transaction and resolves with what it left in `result` once that transaction has committed. */
async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore, result: { value?: T }) => void) {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(outboxDatabase.store, mode);
    const result: { value?: T } = {};
    work(transaction.objectStore(outboxDatabase.store), result);
    transaction.oncomplete = () => resolve(result.value as T);
    transaction.onerror = transaction.onabort = () => reject(transaction.error);
  }).finally(() => db.close());
}

export const indexedDbStore: OutboxStore = {
  all: () =>
    transact<Entry[]>('readonly', (store, result) => {
      const request = store.getAll();
      request.onsuccess = () => (result.value = request.result);
    }),
  // One readwrite transaction: another tab's or worker's update of the same entry waits until this one has committed.
  update: (id, change) =>
    transact('readwrite', (store, result) => {
      const request = store.get(id);
      request.onsuccess = () => {
        const before = request.result as Entry | undefined;
        const after = change(before);
        if (after === null) store.delete(id);
        else if (after && after !== before) store.put(after);
        result.value = [before, after];
      };
    }),
};
