import { css } from '@linaria/core';
import { reachUsNow } from '../../content/messages';
import { chatHref, phoneHref } from '../../lib/links';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icons';

/** A toast's way out when a send failed or is slow: call now, or chat with the typed text; `note` comes first. */
export function ReachUsNow({ chatText, note }: { chatText?: string; note?: string }) {
  return (
    <div className={wrap}>
      {note && <p className={noteClass}>{note}</p>}
      <p className={lead}>{reachUsNow.lead}</p>
      <div className={links}>
        <a className={action} href={phoneHref}>
          <Icon name="phone" />
          {reachUsNow.call}
        </a>
        <ExternalLink className={action} href={chatHref(chatText)} hint={reachUsNow.newTab}>
          <Icon name="chat" />
          {reachUsNow.chat}
        </ExternalLink>
      </div>
    </div>
  );
}

// Rose under a failure, teal under news that a send is still on its way.
const wrap = css`
  --edge: var(--rose-300);
  --strong: var(--rose-800);
  --wash: var(--rose-100);
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-3);
  border-top: 1px solid var(--edge);
  [data-variant='default'] > * > & {
    --edge: var(--teal-300);
    --strong: var(--teal-800);
    --wash: var(--teal-50);
  }
`;

const noteClass = css`
  font-size: var(--text-s);
  color: var(--ink);
`;

const lead = css`
  font-size: var(--text-s);
  font-weight: 600;
  color: var(--ink);
`;

const links = css`
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
  background: var(--paper);
  color: var(--strong);
  font-size: var(--text-s);
  font-weight: 650;
  text-decoration: none;
  white-space: nowrap;
  transition: background-color var(--duration) var(--ease), border-color var(--duration) var(--ease);
  svg {
    width: 1.125rem;
    height: 1.125rem;
    flex: none;
  }
  &:hover {
    border-color: var(--strong);
    background: var(--wash);
  }
`;
