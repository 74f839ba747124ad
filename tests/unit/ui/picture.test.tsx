import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSizes, Picture } from '../../../src/ui/picture';
import { pictureKey, type ImageManifest } from '../../../src/lib/image-variants.mjs';
import { prerender } from '../prerender';

const illustration = { src: '/images/treatments/scaling.svg', alt: 'Illustration of scaling' };
const photo = { src: '/images/interior/reception.jpg', alt: 'The reception' };
const pair = { before: '/images/cases/a-before.jpg', after: '/images/cases/a-after.jpg', alt: 'Before and after' };
const placeholder = 'data:image/gif;base64,R0lGODlhAgACAIEAAEyxgbexgbVS';

/** What a build's manifest says of the pictures: the SVG's size; the photo's three widths, JPEG fallback, placeholder. */
const manifest: ImageManifest = {
  [illustration.src]: { width: 800, height: 600 },
  [photo.src]: {
    base: '/assets/images/interior/reception-0123abcd',
    widths: [480, 800, 1200],
    fallback: 'jpg',
    width: 1200,
    height: 800,
    placeholder,
  },
  [pictureKey(pair)]: {
    base: '/assets/images/cases/a-before-89abcdef',
    widths: [480, 800],
    fallback: 'jpg',
    width: 800,
    height: 533,
    placeholder,
  },
};

/** <Picture> as the build bundles it, with that manifest in place of the empty one tests import. */
async function builtPicture() {
  vi.resetModules();
  vi.doMock('../../../src/lib/image-manifest', () => ({ imageManifest: manifest }));
  return (await import('../../../src/ui/picture')).Picture;
}

afterEach(() => void vi.doUnmock('../../../src/lib/image-manifest'));

describe('given a picture no build planned (in a unit test)', () => {
  it('renders a plain img with its alt text, and no size it cannot know', () => {
    const { container } = render(<Picture picture={illustration} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(illustration.src);
    expect(img.getAttribute('alt')).toBe(illustration.alt);
    expect(img.hasAttribute('width')).toBe(false);
  });
});

describe('given an SVG the build planned', () => {
  it('renders a plain img with its alt text and the size the build read, lazy and decoded off the main thread', async () => {
    const Built = await builtPicture();
    const { container } = render(<Built picture={illustration} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(illustration.src);
    expect(img.getAttribute('alt')).toBe(illustration.alt);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('as the page’s likely LCP image, fetches it eagerly at high priority', async () => {
    const Built = await builtPicture();
    const { container } = render(<Built picture={illustration} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // Decoded with the page, the default: no attribute says so.
    expect(img.hasAttribute('decoding')).toBe(false);
  });
});

describe('given a raster the build encoded', () => {
  it('offers AVIF, then WebP, at every width, with the sizes it is drawn at', async () => {
    const Built = await builtPicture();
    const { container } = render(<Built picture={photo} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(
      '/assets/images/interior/reception-0123abcd-480.avif 480w, /assets/images/interior/reception-0123abcd-800.avif 800w, /assets/images/interior/reception-0123abcd-1200.avif 1200w',
    );
    expect(sources[1].getAttribute('srcset')).toContain('/assets/images/interior/reception-0123abcd-800.webp 800w');
    expect(sources.map((s) => s.getAttribute('sizes'))).toEqual([defaultSizes, defaultSizes]);
  });

  it('keeps one JPEG img last, for browsers with neither, with the alt text, size and loading hints', async () => {
    const Built = await builtPicture();
    const { container } = render(<Built picture={photo} sizes="100vw" />);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/assets/images/interior/reception-0123abcd-1200.jpg');
    // Every browser the site supports picks a <source>: the fallback needs no widths of its own.
    expect(img.hasAttribute('srcset')).toBe(false);
    expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('sizes'))).toEqual(['100vw', '100vw']);
    expect(img.getAttribute('alt')).toBe(photo.alt);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('lays its tiny placeholder under it, decorative, inline, so the slot is never empty while the photo arrives', async () => {
    const Built = await builtPicture();
    const { container } = render(<Built picture={photo} />);
    const [first, last] = [...container.querySelectorAll('img')];
    expect(first.getAttribute('src')).toBe(placeholder);
    expect(first.getAttribute('alt')).toBe('');
    expect(last.closest('picture')).not.toBeNull();
    expect(first.parentElement).toBe(last.closest('picture')!.parentElement);
  });

  it('draws a transparent one with no placeholder, which would show through it', async () => {
    const Built = await builtPicture();
    const { [photo.src]: entry } = manifest;
    manifest['/images/badge.png'] = { ...entry, fallback: 'png', placeholder: undefined };
    const { container } = render(<Built picture={{ src: '/images/badge.png', alt: 'Award' }} />);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['Award']);
  });

  it('finds a before/after pair by its two files, at the size of the picture the build composed', async () => {
    const Built = await builtPicture();
    const { container } = render(<Built picture={pair} />);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/assets/images/cases/a-before-89abcdef-800.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '533']);
    expect(img.getAttribute('alt')).toBe(pair.alt);
  });

  it('marks only the priority picture fetchpriority="high"', async () => {
    const Built = await builtPicture();
    const { container } = render(
      <>
        <Built picture={photo} priority />
        <Built picture={photo} />
      </>,
    );
    const imgs = [...container.querySelectorAll('picture > img')];
    expect(imgs.map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', null]);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });

  it('hydrates the prerendered markup without a mismatch', async () => {
    const Built = await builtPicture();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    // Written as the build writes it (PRERENDER true), then hydrated by the browser's code (PRERENDER false).
    root.innerHTML = prerender(<Built picture={photo} priority />);
    const prerendered = root.innerHTML;
    document.body.append(root);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <Built picture={photo} priority />, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(prerendered);
    root.remove();
  });
});
