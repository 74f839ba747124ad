import { config } from '../../config';
import { privacyLinkLabel } from '../../content/privacy';
import { addressLine } from '../../content/site';
import { emailHref, newTab, phoneHref } from '../../lib/links';
import { container, srOnly } from '../../styles/ui';
import { Icon } from '../ui/icons';
import { Logo } from './logo';
import { bottom, brand, footer, grid, heading, row } from './site-footer-styles';

/**
 * The footer: address, phone, email, hours, copyright and credit (docs/requirements.md §2.17). It is the same on every page and
 * has nothing to hydrate, so the prerender writes it as plain HTML after the React root and its code never
 * ships to the browser (the router's link handling covers its links all the same).
 */
export function SiteFooter() {
  return (
    <footer className={footer}>
      <div className={`${container} ${grid}`}>
        <div className={brand}>
          <Logo inverse />
          <p>{config.tagline}. Braces, aligners, implants, root canals and family dentistry under one roof.</p>
        </div>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={heading}>
            Visit
          </h2>
          <p className={row}>
            <Icon name="map-pin" />
            <a href={config.mapsUrl} {...newTab}>
              {addressLine}
              <span className={srOnly}> (opens a map in a new tab)</span>
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            Contact
          </h2>
          <p className={row}>
            <Icon name="phone" />
            <a href={phoneHref}>{config.phone.display}</a>
          </p>
          <p className={row}>
            <Icon name="mail" />
            <a href={emailHref}>{config.email}</a>
          </p>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={heading}>
            Hours
          </h2>
          <p className={row}>
            <Icon name="clock" />
            <span>
              {config.hours.weekdays}
              <br />
              {config.hours.sunday}
            </span>
          </p>
        </section>
      </div>
      <div className={`${container} ${bottom}`}>
        <p>
          © {new Date().getFullYear()} {config.name}. All rights reserved.
        </p>
        <p>
          <a href="/privacy">{privacyLinkLabel}</a>
        </p>
        <p>
          <a href={config.credit.href} {...newTab}>
            {config.credit.label}
            <span className={srOnly}> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </footer>
  );
}
