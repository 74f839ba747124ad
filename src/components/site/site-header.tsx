import { useEffect, useId, useRef, useState } from 'react';
import { config } from '../../config';
import { callNowLabel, navItems } from '../../content/site';
import { phoneHref } from '../../lib/links';
import { isCurrentPage } from '../../lib/route-table.mjs';
import { container, iconDisc, srOnly } from '../../styles/ui';
import { useBooking } from './booking';
import { Icon } from '../ui/icons';
import { Logo } from './logo';
import * as s from './site-header-styles';
import { useDismiss } from '../ui/use-dismiss';

/** The sticky top bar: logo, navigation (a disclosure menu under 768 px) and the Call Now block. */
export function SiteHeader({ path }: { path: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const booking = useBooking();

  // Any navigation closes the menu.
  useEffect(() => setMenuOpen(false), [path]);

  useDismiss(menuOpen, () => setMenuOpen(false), toggle, navRef);

  return (
    <header className={s.header}>
      <div className={`${container} ${s.bar}`}>
        <Logo />
        <nav ref={navRef} className={s.nav} aria-label="Main">
          <button
            ref={toggle}
            type="button"
            className={s.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon name="close" /> : <Icon name="menu" />}
            <span className={srOnly}>Menu</span>
          </button>
          <ul id={menuId} className={s.menu} data-open={menuOpen}>
            {navItems.map((item) => (
              <li key={item.label}>
                {item.href === null ? (
                  <button
                    type="button"
                    className={`${s.link} ${s.bookLink}`}
                    aria-haspopup="dialog"
                    aria-expanded={booking.isOpen}
                    onClick={(event) => {
                      const fromMenu = menuOpen;
                      setMenuOpen(false);
                      booking.open(fromMenu ? toggle.current : event.currentTarget);
                    }}
                  >
                    {item.label}
                  </button>
                ) : (
                  <a
                    className={s.link}
                    href={item.href}
                    aria-current={isCurrentPage(item.href, path) ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
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
  );
}
