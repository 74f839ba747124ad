import { counterpart, isCurrentPage } from '../../lib/route-table.mjs';
import { menuId } from './site-header';

/** Keeps the static header in step after in-app navigation, as a reload would: current link, language switch, menu closed. */
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
