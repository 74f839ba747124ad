import { describe, expect, it, vi } from 'vitest';
import { importChunk } from '../../../src/lib/import-chunk';

describe('importChunk', () => {
  it('asks for a chunk under a new name after each failed fetch, and keeps the first that arrives', async () => {
    const module = { default: 'form' };
    const offline = new TypeError('offline');
    const load = vi.fn().mockRejectedValueOnce(offline).mockRejectedValueOnce(offline).mockResolvedValue(module);
    const url = '/assets/message-us-form-A1.js';
    await expect(importChunk(url, load)).rejects.toThrow('offline');
    await expect(importChunk(url, load)).rejects.toThrow('offline');
    await expect(importChunk(url, load)).resolves.toBe(module);
    await expect(importChunk(url, load)).resolves.toBe(module);
    expect(load.mock.calls).toEqual([[url], [`${url}#retry-1`], [`${url}#retry-2`]]);
  });

  it('fetches a chunk once for callers that ask at the same time, and another chunk under its own name', async () => {
    const load = vi.fn((specifier: string) => Promise.resolve({ specifier }));
    const [first, second] = [importChunk('/assets/toast-B2.js', load), importChunk('/assets/toast-B2.js', load)];
    expect(first).toBe(second);
    await importChunk('/assets/email-C3.js', load);
    expect(load.mock.calls).toEqual([['/assets/toast-B2.js'], ['/assets/email-C3.js']]);
  });

  it('is what the rewritten call sites in the client’s chunks call', () => {
    expect(globalThis.importChunk).toBe(importChunk);
  });
});
