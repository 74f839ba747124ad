import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSizes, Picture } from '../../../src/ui/picture';
import type { ImageManifest } from '../../../src/lib/image-variants.mjs';

const illustration = { src: '/images/treatments/scaling.svg', alt: 'Illustration of scaling', width: 800, height: 600 };
const photo = { src: '/images/interior/reception.jpg', alt: 'The reception', width: 1200, height: 800 };

/** What a build's manifest says of the photo: three widths, a JPEG fallback. */
const manifest: ImageManifest = {
  [photo.src]: { base: '/assets/images/interior/reception-0123abcd', widths: [480, 800, 1200], fallback: 'jpg' },
};

/** <Picture> as the build bundles it, with that manifest in place of the empty one tests import. */
async function builtPicture() {
  vi.resetModules();
  vi.doMock('../../../src/lib/image-manifest', () => ({ imageManifest: manifest }));
  return (await import('../../../src/ui/picture')).Picture;
}

afterEach(() => void vi.doUnmock('../../../src/lib/image-manifest'));

describe('given a picture the build did not encode (an SVG, or any picture in a test without a build)', () => {
  it('renders a plain img with its alt text and intrinsic size, lazy and decoded off the main thread', () => {
    const { container } = render(<Picture picture={illustration} />);
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

  it('as the page’s likely LCP image, fetches it eagerly at high priority', () => {
    const { container } = render(<Picture picture={illustration} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('decoding')).toBe('auto');
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

  it('keeps a JPEG img last, for browsers with neither, with the alt text, size and loading hints', async () => {
    const Built = await builtPicture();
    const { container } = render(<Built picture={photo} sizes="100vw" />);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/assets/images/interior/reception-0123abcd-1200.jpg');
    expect(img.getAttribute('srcset')).toMatch(
      /reception-0123abcd-480\.jpg 480w, .*-800\.jpg 800w, .*-1200\.jpg 1200w$/,
    );
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('alt')).toBe(photo.alt);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('marks only the priority picture fetchpriority="high"', async () => {
    const Built = await builtPicture();
    const { container } = render(
      <>
        <Built picture={photo} priority />
        <Built picture={photo} />
      </>,
    );
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs.map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', null]);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });

  it('hydrates the prerendered markup without a mismatch', async () => {
    const Built = await builtPicture();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Built picture={photo} priority />);
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
