import { counterpart, isCurrentPage } from '../../lib/route-table.mjs';
import { menuId } from './site-header';

/**
 * Keeps the static header in step with a page the app rendered without a reload: the current link is
 * marked, the language switch leads to the new page, and the phone menu (a popover) closes, as it would on a
 * real page load.
 */
export function syncFrame(path: string) {
  const menu = document.getElementById(menuId);
  for (const link of menu?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []) {
    if (isCurrentPage(link.getAttribute('href')!, path)) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  // The language switch leads to this page in the other language.
  for (const link of document.querySelectorAll('a[hreflang]')) link.setAttribute('href', counterpart(path));
  if (menu?.matches(':popover-open')) menu.hidePopover();
}
