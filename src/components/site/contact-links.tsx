import type { ReactNode } from 'react';
import { clinic } from '../../config';
import { contactOptions as text } from '../../content/site';
import { chatHref, emailHref, phoneHref } from '../../lib/links';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icons';
import { detail, item, leadClass, list } from './contact-links-styles';

/** Call, chat or email the clinic, as a list (the floating panel, the dialog with scripting off); `children` adds items. */
export function ContactLinks({ lead, children }: { lead?: string; children?: ReactNode }) {
  return (
    <>
      {lead && <p className={leadClass}>{lead}</p>}
      <ul className={list}>
        <li>
          <a className={item} href={phoneHref}>
            <Icon name="phone" />
            <span>
              {text.call} <span className={detail}>{clinic.phone.display}</span>
            </span>
          </a>
        </li>
        <li>
          <ExternalLink className={item} href={chatHref()}>
            <Icon name="chat" />
            <span>
              {text.chat} <span className={detail}>{text.newTab}</span>
            </span>
          </ExternalLink>
        </li>
        <li>
          <a className={item} href={emailHref}>
            <Icon name="mail" />
            <span>
              {text.email} <span className={detail}>{clinic.email}</span>
            </span>
          </a>
        </li>
        {children}
      </ul>
    </>
  );
}
