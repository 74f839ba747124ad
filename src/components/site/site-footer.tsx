import type { ReactNode } from 'react';
import { config } from '../../config';
import { privacyLinkLabel } from '../../content/privacy';
import { hoursLines } from '../../content/contact';
import { tagline } from '../../content/head';
import { addressLine, footerText as text, homePath, languageSwitch, privacyPath } from '../../content/site';
import { counterpart, resolve } from '../../lib/route-table.mjs';
import { emailHref, phoneHref } from '../../lib/links';
import { container } from '../../styles/ui';
import { ExternalLink } from '../ui/external-link';
import { Icon, type IconName } from '../ui/icons';
import { Logo } from './logo';
import { bottom, brand, footer, grid, heading, row } from './site-footer-styles';

/** The footer (docs/requirements.md §2.17): the same on every page, so static HTML with no code (router links still work). */
export function SiteFooter({ path }: { path: string }) {
  return (
    <footer className={footer}>
      <div className={`${container} ${grid}`}>
        <div className={brand}>
          <Logo inverse />
          <p>{`${tagline}. ${text.about}`}</p>
        </div>
        <Column
          id="footer-visit"
          title={text.visit}
          rows={[
            [
              'map-pin',
              <ExternalLink href={config.mapsUrl} hint={text.mapNewTab}>
                {addressLine}
              </ExternalLink>,
            ],
          ]}
        />
        <Column
          id="footer-contact"
          title={text.contact}
          rows={[
            ['phone', <a href={phoneHref}>{config.phone.display}</a>],
            ['mail', <a href={emailHref}>{config.email}</a>],
          ]}
        />
        <Column
          id="footer-hours"
          title={text.hours}
          rows={[
            [
              'clock',
              <span>
                {hoursLines[0]}
                <br />
                {hoursLines[1]}
              </span>,
            ],
          ]}
        />
      </div>
      <div className={`${container} ${bottom}`}>
        <p>
          {`© ${new Date().getFullYear()} ${config.name}. ${text.rights}`}
        </p>
        <p>
          <a href={privacyPath}>{privacyLinkLabel}</a>
        </p>
        {/* The language switch again, for those who scroll to the end (and with very large text, the only one). */}
        <p>
          <a href={counterpart(resolve(path).status === 200 ? path : homePath)} hrefLang={languageSwitch.lang} lang={languageSwitch.lang}>
            {languageSwitch.label}
          </a>
        </p>
        <p>
          <ExternalLink href={config.credit.href} hint={text.newTab}>
            {config.credit.label}
          </ExternalLink>
        </p>
      </div>
    </footer>
  );
}

/** One of the footer's columns: a heading over rows of an icon beside a link or text. */
function Column({ id, title, rows }: { id: string; title: string; rows: [IconName, ReactNode][] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {rows.map(([icon, content]) => (
        <p key={icon} className={row}>
          <Icon name={icon} />
          {content}
        </p>
      ))}
    </section>
  );
}
