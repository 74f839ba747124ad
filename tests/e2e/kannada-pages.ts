// What the Kannada specs share: every Kannada page, and reaching the dialog in Kannada.
import { expect, type Page } from '@playwright/test';
import { contactHeadline } from '../../src/content/kn/contact';
import { galleryHeadline } from '../../src/content/kn/gallery';
import { headline } from '../../src/content/kn/home';
import { appointmentForm } from '../../src/content/kn/messages';
import { privacyIntro } from '../../src/content/kn/privacy';
import { bookAppointmentLabel, navItems, navLabel } from '../../src/content/kn/site';
import { treatmentsHeadline } from '../../src/content/kn/treatments';

export const kannada = /[\u0C80-\u0CFF]/;

/** Every Kannada page, its English twin and its h1. */
export const pages = [
  { path: '/kn/', english: '/', h1: headline, nav: navItems[0].label },
  { path: '/kn/about', english: '/about', h1: headline, nav: navItems[0].label },
  { path: '/kn/treatments', english: '/treatments', h1: treatmentsHeadline, nav: navItems[1].label },
  { path: '/kn/case-studies', english: '/case-studies', h1: galleryHeadline, nav: navItems[2].label },
  { path: '/kn/contact', english: '/contact', h1: contactHeadline, nav: navItems[4].label },
  { path: '/kn/privacy', english: '/privacy', h1: privacyIntro.title, nav: null },
];

export const main = (page: Page) => page.getByRole('navigation', { name: navLabel });
export const dialog = (page: Page) => page.getByRole('dialog', { name: appointmentForm.title });

export const openDialog = async (page: Page) => {
  await main(page).getByRole('button', { name: bookAppointmentLabel }).click();
  await expect(dialog(page)).toBeVisible();
};
