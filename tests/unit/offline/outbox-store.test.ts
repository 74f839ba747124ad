// @vitest-environment node
// The outbox's IndexedDB store, over fake-indexeddb (IndexedDB as the specification has it, in memory).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../src/offline/outbox';
import { indexedDbStore as store } from '../../../src/offline/outbox-store';

const entry = (id: string, more: Partial<Entry> = {}): Entry => ({
  id,
  form: 'appointment',
  values: { name: 'Asha Rao', phone: '+91 98450 12345', service: 'Teeth whitening' },
  at: 1_000,
  owner: 'page-1',
  ...more,
});

const put = IDBObjectStore.prototype.put;
beforeEach(() => {
  // A fresh, empty database for each test.
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  IDBObjectStore.prototype.put = put;
});

describe('the outbox store', () => {
  it('keeps, changes and deletes an entry, each update resolving with it before and after', async () => {
    expect(await store.update('a', () => entry('a'))).toEqual([undefined, entry('a')]);
    const claimed = entry('a', { claim: { token: 't1', since: 2_000 } });
    expect(await store.update('a', (found) => found && { ...found, claim: claimed.claim })).toEqual([
      entry('a'),
      claimed,
    ]);
    expect(await store.all()).toEqual([claimed]);
    expect(await store.update('a', () => null)).toEqual([claimed, null]);
    expect(await store.all()).toEqual([]);
  });

  it('leaves the entry as it was when the change returns it unchanged or nothing', async () => {
    await store.update('a', () => entry('a'));
    expect(await store.update('a', (found) => found)).toEqual([entry('a'), entry('a')]);
    expect(await store.update('b', () => undefined)).toEqual([undefined, undefined]);
    expect(await store.all()).toEqual([entry('a')]);
  });

  it('runs updates of one entry one after the other: two claims at once, one wins', async () => {
    await store.update('a', () => entry('a'));
    const claim = (token: string) =>
      store.update('a', (found) => (found && !found.claim ? { ...found, claim: { token, since: 2_000 } } : found));
    const [first, second] = await Promise.all([claim('t1'), claim('t2')]);
    expect(first[1]?.claim?.token).toBe('t1');
    expect(second).toEqual([first[1], first[1]]);
  });

  it('rejects an update the storage refuses, keeps the entry as it was, and leaves no rejection unhandled', async () => {
    await store.update('a', () => entry('a'));
    // A write refused once the transaction is under way, as a full disk refuses it: the request fails, the
    // transaction aborts. (Adding a key already there is such a write.)
    IDBObjectStore.prototype.put = IDBObjectStore.prototype.add;
    await expect(store.update('a', (found) => found && { ...found, owner: 'page-2' })).rejects.toThrow(
      /ConstraintError|already exists/,
    );
    IDBObjectStore.prototype.put = put;
    // vitest fails the run on an unhandled rejection, such as the transaction's own failure left unawaited.
    await new Promise((settle) => setTimeout(settle, 50));
    expect(await store.all()).toEqual([entry('a')]);
  });
});
