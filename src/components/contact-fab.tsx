import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState } from 'react';
import { config } from '../config';
import { bookAppointmentLabel } from '../content/site';
import { chatHref, emailHref, newTab, phoneHref } from '../lib/links';
import { noScript } from '../styles/media';
import { srOnly } from '../styles/ui';
import { useBooking } from './booking';
import { CalendarIcon, ChatIcon, CloseIcon, MailIcon, PhoneIcon } from './icons';

/** The floating contact button, bottom right: toggles a panel of phone, chat and email links. */
export function ContactFab() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const booking = useBooking();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    // A tap anywhere else closes the panel, as a visitor expects of a popover.
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <aside ref={root} className={fab} aria-label="Contact options">
      <div id={panelId} className={panel} hidden={!open}>
        <p className={panelTitle}>Reach us</p>
        <ul className={list}>
          <li>
            <a className={item} href={phoneHref}>
              <PhoneIcon />
              <span>
                Call <span className={detail}>{config.phone.display}</span>
              </span>
            </a>
          </li>
          <li>
            <a className={item} href={chatHref()} {...newTab}>
              <ChatIcon />
              <span>
                Chat on WhatsApp <span className={detail}>Opens in a new tab</span>
              </span>
            </a>
          </li>
          <li>
            <a className={item} href={emailHref}>
              <MailIcon />
              <span>
                Email <span className={detail}>{config.email}</span>
              </span>
            </a>
          </li>
          <li>
            <button
              type="button"
              className={item}
              aria-haspopup="dialog"
              onClick={() => {
                setOpen(false);
                booking.open(toggle.current);
              }}
            >
              <CalendarIcon />
              <span>
                Request an appointment <span className={detail}>We confirm by email</span>
              </span>
            </button>
          </li>
        </ul>
      </div>
      <button
        ref={toggle}
        type="button"
        className={button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? (
          <>
            <CloseIcon />
            <span className={srOnly}>Close contact options</span>
          </>
        ) : (
          <>
            <CalendarIcon />
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
