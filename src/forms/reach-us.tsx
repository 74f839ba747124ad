// The ways to reach the clinic that every list, toast and form offers: call, chat or email.
import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { chatHref, clinic, emailHref, phoneHref } from '../config';
import { contactForm, reachUsNow } from '../content/messages';
import { contactOptions } from '../content/site';
import { ExternalLink, Icon, type IconName } from '../ui/kit';

type Channel = { icon: IconName; href: string; external: boolean; label: string; detail: string };
type ChannelLinkProps = { channel: Channel; className?: string; hint?: string; children: ReactNode };

/** The clinic's channels, in the order every list shows them, named by `words`; chat may carry a message. */
function channels(words: { call: string; chat: string; email: string; newTab?: string }, chatText?: string): Channel[] {
  return [
    { icon: 'phone', href: phoneHref, external: false, label: words.call, detail: clinic.phone.display },
    { icon: 'chat', href: chatHref(chatText), external: true, label: words.chat, detail: words.newTab ?? '' },
    { icon: 'mail', href: emailHref, external: false, label: words.email, detail: clinic.email },
  ];
}

/** One channel's link: a chat opens in a new tab, saying so to screen readers unless its words show it. */
function ChannelLink({ channel, className, hint, children }: ChannelLinkProps) {
  return channel.external ? (
    <ExternalLink className={className} href={channel.href} hint={hint}>
      {children}
    </ExternalLink>
  ) : (
    <a className={className} href={channel.href}>
      {children}
    </a>
  );
}

/** Call, chat or email, as a list (the floating panel; the dialog without script); `children` adds items. */
export function ReachUsList({ lead, children }: { lead?: string; children?: ReactNode }) {
  return (
    <>
      {lead && <p className={leadClass}>{lead}</p>}
      <ul className={list}>
        {channels(contactOptions).map((channel) => (
          <li key={channel.icon}>
            <ChannelLink channel={channel} className={item}>
              <Icon name={channel.icon} />
              <span>
                {`${channel.label} `}
                <span className={detail}>{channel.detail}</span>
              </span>
            </ChannelLink>
          </li>
        ))}
        {children}
      </ul>
    </>
  );
}

/** A toast's way out when a send failed or is slow: call now, or chat with the typed text. */
export function ReachUsNow({ chatText }: { chatText?: string }) {
  return (
    <div className={now}>
      <p className={nowLead}>{reachUsNow.lead}</p>
      <div className={actions}>
        {channels({ ...reachUsNow, email: '' }, chatText)
          .filter((channel) => channel.icon !== 'mail')
          .map((channel) => (
            <ChannelLink key={channel.icon} channel={channel} className={action} hint={reachUsNow.newTab}>
              <Icon name={channel.icon} />
              {channel.label}
            </ChannelLink>
          ))}
      </div>
    </div>
  );
}

/** When the Message Us form cannot send (scripting is off), `lead`, then the ways to reach the clinic in one line. */
export function ReachUsInline({ lead }: { lead: string }) {
  const [call, chat, email] = channels({ call: clinic.phone.display, chat: contactForm.chat, email: clinic.email });
  return (
    <p className={inline}>
      {lead} <ChannelLink channel={call!}>{call!.label}</ChannelLink> ·{' '}
      <ChannelLink channel={chat!} hint={reachUsNow.newTab}>
        {chat!.label}
      </ChannelLink>{' '}
      · <ChannelLink channel={email!}>{email!.label}</ChannelLink>
    </p>
  );
}

/** One row of a list: also the look of items added to it (the floating panel's Book Appointment). */
export const item = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  min-height: 3rem;
  padding: var(--space-2) var(--space-3);
  border: 0;
  border-radius: var(--radius-m);
  background: none;
  color: var(--color-text);
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  --icon: 1.25rem;
  svg {
    flex: none;
    color: var(--color-primary);
  }
  > span {
    min-width: 0;
  }
  &:hover {
    background: var(--color-surface-tint);
  }
`;

/** The smaller second line of a row. */
export const detail = css`
  display: block;
  font-size: var(--text-s);
  font-weight: 400;
  color: var(--color-muted);
`;

const leadClass = css`
  margin-bottom: var(--space-3);
`;

const list = css`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Rose under a failure, teal under news that a send is still on its way.
const now = css`
  --edge: var(--color-accent-soft);
  --strong: var(--color-accent-strong);
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-3);
  border-top: 1px solid var(--edge);
  font-size: var(--text-s);
  [data-variant='default'] & {
    --edge: var(--color-primary-soft);
    --strong: var(--color-primary-deep);
  }
`;

const nowLead = css`
  font-weight: 600;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const action = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  flex: 1 1 auto;
  min-height: 2.5rem;
  padding: 0.375rem 0.75rem;
  border: 1.5px solid var(--edge);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--strong);
  font-weight: 650;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color var(--duration) var(--ease),
    border-color var(--duration) var(--ease);
  --icon: 1.125rem;
  svg {
    flex: none;
  }
  &:hover {
    border-color: var(--strong);
    background: var(--color-wash);
  }
`;

const inline = css`
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-surface-tint-strong);
  border-radius: var(--radius-s);
  background: var(--color-surface-tint);
  font-size: var(--text-s);
  a {
    font-weight: 600;
  }
  a[href^='tel:'] {
    white-space: nowrap;
  }
`;
