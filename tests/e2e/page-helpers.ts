// The English pages and the landmarks that several specs look for, defined once.
import type { Page } from '@playwright/test';
import { contactHeadline } from '../../src/content/contact';
import { galleryHeadline } from '../../src/content/gallery';
import { headline } from '../../src/content/home';
import { treatmentsHeadline } from '../../src/content/treatments';
import { heads } from '../../src/prerender/head';

/** Each English page: its heading, its head (title, description) and its canonical path (/about is the home page). */
export const pages = [
  { path: '/', h1: headline, head: heads.home, canonical: '/' },
  { path: '/about', h1: headline, head: heads.home, canonical: '/' },
  { path: '/treatments', h1: treatmentsHeadline, head: heads.treatments, canonical: '/treatments' },
  { path: '/case-studies', h1: galleryHeadline, head: heads.gallery, canonical: '/case-studies' },
  { path: '/contact', h1: contactHeadline, head: heads.contact, canonical: '/contact' },
];

/** The page's level-1 heading. */
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The header's main navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
