import { css } from '@linaria/core';
import { clinic } from '../../config';
import { contactForm, reachUsNow } from '../../content/messages';
import { chatHref, emailHref, phoneHref } from '../../lib/links';
import { ExternalLink } from '../ui/external-link';

/** When the Message Us form cannot send (scripting is off), `lead` and then the other ways to reach the clinic: call, WhatsApp, email. */
export function ReachUsInstead({ lead }: { lead: string }) {
  return (
    <p className={note}>
      {lead} <a href={phoneHref}>{clinic.phone.display}</a> ·{' '}
      <ExternalLink href={chatHref()} hint={reachUsNow.newTab}>
        {contactForm.chat}
      </ExternalLink>{' '}
      · <a href={emailHref}>{clinic.email}</a>
    </p>
  );
}

const note = css`
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-s);
  background: var(--teal-50);
  border: 1px solid var(--teal-100);
  font-size: var(--text-s);
  color: var(--ink);
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  a[href^='tel:'] {
    white-space: nowrap;
  }
`;
