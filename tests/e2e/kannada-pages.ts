// What the Kannada specs share: every Kannada page and its navigation (the dialog's helpers are fixtures.ts's).
import type { Page } from '@playwright/test';
import { navItems, navLabel } from '../../src/content/kn/site';
import { resolve } from '../../src/lib/route-table.mjs';
import { pagesIn } from './page-helpers';

export const kannada = /[\u0C80-\u0CFF]/;

/**
 * The navigation item marked current on a page: the one leading to the same screen (About Us on / and /about), if any.
 */
const navItemOf = (key: string) =>
  navItems.find((item) => item.href !== null && (resolve(item.href) as { key?: string }).key === key)?.label ?? null;

/** Every Kannada page of the route table, its English twin, its h1 and head, and its navigation item. */
export const pages = (await pagesIn('kn')).map((page) => ({ ...page, nav: navItemOf(page.key) }));

export const main = (page: Page) => page.getByRole('navigation', { name: navLabel });
