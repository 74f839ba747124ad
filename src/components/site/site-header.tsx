import { config } from '../../config';
import { callNowLabel, homePath, languageSwitch, menuLabel, navItems, navLabel, skipLinkLabel } from '../../content/site';
import { phoneHref } from '../../lib/links';
import { counterpart, isCurrentPage, resolve } from '../../lib/route-table.mjs';
import { container, iconDisc, srOnly } from '../../styles/ui';
import { Icon } from '../ui/icons';
import { BookingTrigger } from './booking';
import { Logo } from './logo';
import * as c from './call-now-styles';
import * as s from './site-header-styles';

/** The id of the phone menu, a popover its toggle opens. */
export const menuId = 'site-menu';

/** The skip link and sticky top bar, static HTML as the phone menu is a browser-run popover (prerender, frame-sync.ts). */
export function SiteHeader({ path }: { path: string }) {
  return (
    <>
      <a className={s.skipLink} href="#main">
        {skipLinkLabel}
      </a>
      <header className={s.header}>
        <div className={`${container} ${s.bar}`}>
          <Logo />
          <nav className={s.nav} aria-label={navLabel}>
            <button type="button" className={s.menuToggle} popoverTarget={menuId} aria-controls={menuId}>
              <Icon name="menu" className={s.whenClosed} />
              <Icon name="close" className={s.whenOpen} />
              <span className={srOnly}>{menuLabel}</span>
            </button>
            <ul id={menuId} className={s.menu} popover="auto">
              {navItems.map((item) => (
                <li key={item.label}>
                  {item.href === null ? (
                    <BookingTrigger className={`${s.link} ${s.bookLink}`}>{item.label}</BookingTrigger>
                  ) : (
                    <a className={s.link} href={item.href} aria-current={isCurrentPage(item.href, path) ? 'page' : undefined}>
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
            {/* The same page in the other language (from the 404 page, its home page), named in that language: a
                plain link, so it works with scripting off, and one the router leaves to the browser (it names its
                hreflang). In the bar at every width: after the pages when wide, beside the menu button on a phone. */}
            <a className={`${s.link} ${s.languageLink}`} href={counterpart(resolve(path).status === 200 ? path : homePath)} hrefLang={languageSwitch.lang} lang={languageSwitch.lang}>
              {languageSwitch.label}
            </a>
          </nav>
          <a className={c.callNow} href={phoneHref}>
            <span className={iconDisc}>
              <Icon name="phone" />
            </span>
            <span className={c.callText}>
              <span className={c.callLabel}>{callNowLabel}</span>
              <span className={c.callNumber}>{config.phone.display}</span>
            </span>
          </a>
        </div>
      </header>
    </>
  );
}
