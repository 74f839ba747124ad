import { css } from '@linaria/core';
import { config } from '../../config';
import { chatHref, emailHref, newTab, phoneHref } from '../../lib/links';
import { Icon } from '../ui/icons';

/** The floating button's panel: call, chat, email, or request an appointment. */
export function ContactPanel({ id, onBook }: { id: string; onBook: () => void }) {
  return (
    <div id={id} className={panel}>
      <p className={panelTitle}>Reach us</p>
      <ul className={list}>
        <li>
          <a className={item} href={phoneHref}>
            <Icon name="phone" />
            <span>
              Call <span className={detail}>{config.phone.display}</span>
            </span>
          </a>
        </li>
        <li>
          <a className={item} href={chatHref()} {...newTab}>
            <Icon name="chat" />
            <span>
              Chat on WhatsApp <span className={detail}>Opens in a new tab</span>
            </span>
          </a>
        </li>
        <li>
          <a className={item} href={emailHref}>
            <Icon name="mail" />
            <span>
              Email <span className={detail}>{config.email}</span>
            </span>
          </a>
        </li>
        <li>
          <button type="button" className={item} aria-haspopup="dialog" onClick={onBook}>
            <Icon name="calendar" />
            <span>
              Request an appointment <span className={detail}>We confirm by email</span>
            </span>
          </button>
        </li>
      </ul>
    </div>
  );
}

const panel = css`
  width: min(20rem, calc(100vw - 2rem));
  padding: var(--space-4);
  border-radius: var(--radius-l);
  background: #fff;
  border: 1px solid var(--cloud);
  box-shadow: var(--shadow-l);
  transform-origin: bottom right;
  animation: fab-in var(--duration) var(--ease);
  @keyframes fab-in {
    from {
      opacity: 0;
      transform: translateY(0.5rem) scale(0.97);
    }
  }
`;

const panelTitle = css`
  font-size: var(--text-s);
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--color-accent);
  padding: 0 var(--space-2) var(--space-2);
`;

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: var(--space-1);
`;

const item = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  min-height: 3rem;
  padding: var(--space-2) var(--space-3);
  border: 0;
  border-radius: var(--radius-m);
  background: none;
  color: var(--ink);
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    color: var(--color-primary);
  }
  &:hover {
    background: var(--teal-50);
  }
`;

const detail = css`
  display: block;
  font-size: var(--text-s);
  font-weight: 400;
  color: var(--color-muted);
`;
