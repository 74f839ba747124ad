import { css } from '@linaria/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { bookAppointmentLabel } from '../../content/site';
import { whenIdle } from '../../lib/idle';
import { noScript } from '../../styles/media';
import { srOnly } from '../../styles/ui';
import { useBooking } from './booking';
import { Icon } from '../ui/icons';
import { useDismiss } from '../ui/use-dismiss';

// The panel's links come with its first opening (or when the page is idle): closed, it is not in the page.
const loadPanel = () => import('./contact-panel');
const ContactPanel = lazy(() => loadPanel().then((module) => ({ default: module.ContactPanel })));

/** The floating contact button, bottom right: toggles a panel of phone, chat and email links. */
export function ContactFab() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const booking = useBooking();

  useEffect(() => whenIdle(() => void loadPanel().catch(() => {})), []);

  useDismiss(open, () => setOpen(false), toggle, root);

  return (
    <aside ref={root} className={fab} aria-label="Contact options">
      {open && (
        <Suspense>
          <ContactPanel
            id={panelId}
            onBook={() => {
              setOpen(false);
              booking.open(toggle.current);
            }}
          />
        </Suspense>
      )}
      <button
        ref={toggle}
        type="button"
        className={button}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel().catch(() => {})}
        onFocus={() => void loadPanel().catch(() => {})}
      >
        {open ? (
          <>
            <Icon name="close" />
            <span className={srOnly}>Close contact options</span>
          </>
        ) : (
          <>
            <Icon name="calendar" />
            <span>{bookAppointmentLabel}</span>
          </>
        )}
      </button>
    </aside>
  );
}

const fab = css`
  position: fixed;
  right: max(1rem, env(safe-area-inset-right));
  bottom: max(1rem, env(safe-area-inset-bottom));
  z-index: 30;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: var(--space-3);
  ${noScript} {
    display: none;
  }
`;

const button = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 3.25rem;
  min-width: 3.25rem;
  justify-content: center;
  padding: 0.75rem 1.25rem;
  border: 0;
  border-radius: 999px;
  background: var(--rose-700);
  color: #fff;
  font-weight: 650;
  box-shadow: var(--shadow-l);
  transition: background-color var(--duration) var(--ease), transform var(--duration) var(--ease);
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  &:hover {
    background: var(--rose-800);
  }
  &[aria-expanded='true'] {
    padding: 0.75rem;
    background: var(--teal-900);
  }
`;
