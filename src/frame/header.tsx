import { config } from '../config';
import { callNowLabel, homePath, languageSwitch, menuLabel, navItems, navLabel, skipLinkLabel } from '../content/site';
import { BookingTrigger } from '../booking/trigger';
import { frameAttribute } from '../lib/dom';
import { phoneHref } from '../lib/links';
import { isCurrentPage, languageSwitchHref } from '../lib/route-table.mjs';
import { container, iconDisc, srOnly } from '../styles/ui';
import { Icon } from '../ui/icons';
import * as s from './header-styles';

/** The id of the phone menu, a popover its toggle opens. */
export const menuId = 'site-menu';

/** The skip link and the sticky top bar: static HTML, as the browser runs the phone menu (a popover) by itself. */
export function Header({ path }: { path: string }) {
  return (
    <>
      <a className={s.skipLink} href="#main">
        {skipLinkLabel}
      </a>
      <header className={s.header} {...{ [frameAttribute]: '' }}>
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
                    <a
                      className={s.link}
                      href={item.href}
                      aria-current={isCurrentPage(item.href, path) ? 'page' : undefined}
                    >
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
            {/* The same page in the other language, named in it: after the pages when wide, beside the menu button on a phone. */}
            <a
              className={`${s.link} ${s.languageLink}`}
              href={languageSwitchHref(path, homePath)}
              hrefLang={languageSwitch.lang}
              lang={languageSwitch.lang}
            >
              {languageSwitch.label}
            </a>
          </nav>
          <a className={s.callNow} href={phoneHref}>
            <span className={iconDisc}>
              <Icon name="phone" />
            </span>
            <span className={s.callText}>
              <span className={s.callLabel}>{callNowLabel}</span>
              <span className={s.callNumber}>{config.phone.display}</span>
            </span>
          </a>
        </div>
      </header>
    </>
  );
}

/** The clinic's logotype, linking to the home page. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const [first, ...rest] = config.name.split(' ');
  return (
    <a className={s.logo} href={homePath} data-inverse={inverse}>
      <span className={s.mark}>
        <Icon name="tooth" />
      </span>
      <span className={s.words}>
        <span className={s.first}>{first}</span>
        <span className={s.rest}>{rest.join(' ')}</span>
      </span>
    </a>
  );
}
