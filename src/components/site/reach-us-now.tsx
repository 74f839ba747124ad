import { css } from '@linaria/core';
import { reachUsNow } from '../../content/messages';
import { chatHref, newTab, phoneHref } from '../../lib/links';
import { srOnly } from '../../styles/ui';
import { Icon } from '../ui/icons';

/** A failure toast's way out: call the clinic now, or chat with what the patient typed already filled in. */
export function ReachUsNow({ chatText }: { chatText?: string }) {
  return (
    <div className={wrap}>
      <p className={lead}>{reachUsNow.lead}</p>
      <div className={links}>
        <a className={action} href={phoneHref}>
          <Icon name="phone" />
          {reachUsNow.call}
        </a>
        <a className={action} href={chatHref(chatText)} {...newTab}>
          <Icon name="chat" />
          {reachUsNow.chat}
          <span className={srOnly}> {reachUsNow.newTab}</span>
        </a>
      </div>
    </div>
  );
}

const wrap = css`
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-3);
  border-top: 1px solid var(--rose-300);
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
  border: 1.5px solid var(--rose-300);
  border-radius: 999px;
  background: #fff;
  color: var(--rose-800);
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
    border-color: var(--rose-700);
    background: var(--rose-100);
  }
`;
