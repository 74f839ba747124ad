import { describe, expect, it } from 'vitest';
import { resolve, routeTable } from '../../../src/lib/routes';

describe('resolve', () => {
  it.each([
    ['/', 'home', '/'],
    ['/about', 'home', '/about'],
    ['/about/', 'home', '/about'],
    ['/treatments', 'treatments', '/treatments'],
    ['/case-studies', 'case-studies', '/case-studies'],
    ['/contact', 'contact', '/contact'],
    ['/privacy', 'privacy', '/privacy'],
  ])('maps %s to the %s page at %s', (path, key, normal) => {
    expect(resolve(path)).toEqual({ key, path: normal });
  });

  it.each(['/nope', '/treatments/extra', '/404', '/contact-us'])('maps the unknown path %s to the 404 page', (path) => {
    expect(resolve(path).key).toBe('not-found');
  });

  it('serves exactly the five routes of the spec, and the privacy notice', () => {
    expect(Object.keys(routeTable)).toEqual(['/', '/about', '/treatments', '/case-studies', '/contact', '/privacy']);
  });
});
