// @vitest-environment node
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDist, record, writeOut, writtenUnder } from '../../../src/build/written.mjs';

let dist = '';
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

/** A file in dist/ put there behind the build's back. */
async function put(file: string) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), 'x');
}

describe('what the build wrote', () => {
  it('is every file written through writeOut or recorded, under dist/, as URL paths', async () => {
    await writeOut(join(dist, 'favicon.svg'), '<svg/>');
    await writeOut(join(dist, 'kn/about.html'), '<h1>ಕುರಿತು</h1>');
    // Beside dist/, under a name that starts as its does.
    await writeOut(join(`${dist}-beside`, 'chunk.js'), '');
    await rm(`${dist}-beside`, { recursive: true });
    await put('assets/main-X.js');
    record(join(dist, 'assets/main-X.js'));
    await put('stray.txt');
    expect(writtenUnder(dist)).toEqual(['/assets/main-X.js', '/favicon.svg', '/kn/about.html']);
  });
});

describe('the build', () => {
  const written = new Set(['/favicon.svg', '/assets/main-X.js', '/kn/about.html']);
  beforeEach(async () => {
    for (const file of written) await put(file.slice(1));
  });

  it('passes when dist/ holds exactly what it wrote', async () => {
    await expect(checkDist(dist, written)).resolves.toBeUndefined();
  });

  it.each([
    ['.DS_Store', '/.DS_Store: a dotfile'],
    ['assets/.env', '/assets/.env: a dotfile'],
    ['.well-known/security.txt', '/.well-known: a dotfile'],
  ])('fails on a dotfile or dot folder (%s), naming it', async (file, message) => {
    await put(file);
    await expect(checkDist(dist, new Set([...written, `/${file}`]))).rejects.toThrow(message);
  });

  it('fails on a source map, even one it wrote, naming it', async () => {
    await put('assets/main-X.js.map');
    await expect(checkDist(dist, new Set([...written, '/assets/main-X.js.map']))).rejects.toThrow(
      '/assets/main-X.js.map: a source map',
    );
  });

  it.each([
    ['/etc/passwd', 'passwd'],
    ['favicon.svg', 'icon.svg'],
  ])('fails on a symlink (to %s), naming it, wherever it points', async (target, name) => {
    await symlink(target.startsWith('/') ? target : join(dist, target), join(dist, name));
    await expect(checkDist(dist, new Set([...written, `/${name}`]))).rejects.toThrow(`/${name}: a symlink`);
  });

  it('fails on a symlinked folder, naming it, without looking inside', async () => {
    await symlink('/etc', join(dist, 'etc'));
    const failure = checkDist(dist, written);
    await expect(failure).rejects.toThrow('/etc: a symlink');
    await expect(failure).rejects.not.toThrow('/etc/passwd');
  });

  it('fails on a file it did not write, naming it', async () => {
    await put('assets/old-Y.js');
    await expect(checkDist(dist, written)).rejects.toThrow('/assets/old-Y.js: not written by the build');
  });

  it('names every file at fault at once', async () => {
    await put('.env');
    await put('stray.txt');
    const failure = checkDist(dist, written);
    await expect(failure).rejects.toThrow('/.env: a dotfile');
    await expect(failure).rejects.toThrow('/stray.txt: not written by the build');
  });
});
