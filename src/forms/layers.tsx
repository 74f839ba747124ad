import { css } from '@linaria/core';
import { type ReactNode, useEffect } from 'react';
import { appointmentForm as text, dismissNotificationLabel } from '../content/messages';
import { FormField, Honeypot, PrivacyNote, ReachUsList, scriptless, SubmitButton, WaitingNote } from './form-parts';
import { useForm, useHeldSubmitWatcher } from './use-form';
import { bookingDialogId, invokes, serviceSuggestionsId } from '../lib/dom';
import { button, Icon, iconDisc, narrow, noScript, oneColumnRules, secondary, srOnly } from '../ui/kit';
import { Static } from '../ui/shell';
import { ToastRegions } from '../ui/toast';

/** Above every page, prerendered: the booking dialog (the browser opens it) and the toast regions; code comes later. */
export function Layers() {
  useHeldSubmitWatcher();
  return (
    <>
      <Dialog
        id={bookingDialogId}
        title={text.title}
        description={text.description}
        icon={<Icon name="calendar" />}
        closeLabel={text.close}
        noScript={<Static id="booking-no-script">{PRERENDER && <ReachUsList lead={text.noScript} />}</Static>}
        layer={<ToastRegions layer="dialog" dismissLabel={dismissNotificationLabel} />}
      >
        <AppointmentForm dialogId={bookingDialogId} />
      </Dialog>
      <ToastRegions layer="page" dismissLabel={dismissNotificationLabel} />
    </>
  );
}

type DialogProps = {
  /** The id its openers name in `commandfor`. */
  id: string;
  title: string;
  description?: string;
  icon?: ReactNode;
  closeLabel: string;
  noScript?: ReactNode;
  layer?: ReactNode;
  children: ReactNode;
};

/**
 * A modal on the native <dialog> (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/), opened by invoker buttons so
 * it works from first paint with no script; the early script adds Tab wrapping and focus return. `noScript` shows
 * instead of the children when scripting is off; `layer` is drawn above the content, last in the Tab order.
 */
export function Dialog({ id, title, description, icon, closeLabel, noScript, layer, children }: DialogProps) {
  return (
    <dialog
      id={id}
      className={dialogClass}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      {...{ closedby: 'any' }}
    >
      <div className={card}>
        <header className={head}>
          {icon && (
            <span className={`${iconDisc} ${badge}`} aria-hidden="true">
              {icon}
            </span>
          )}
          <div className={headText}>
            <h2 id={`${id}-title`} className={titleClass}>
              {title}
            </h2>
            {description && (
              <p id={`${id}-description`} className={descriptionClass}>
                {description}
              </p>
            )}
          </div>
        </header>
        <div className={withScript}>{children}</div>
        {noScript && <div className={scriptless}>{noScript}</div>}
        <button type="button" className={closeButton} {...invokes(id, 'close')}>
          <Icon name="close" />
          <span className={srOnly}>{closeLabel}</span>
        </button>
      </div>
      {layer}
    </dialog>
  );
}

const dialogClass = css`
  display: none;
  flex-direction: column;
  width: min(32rem, 100% - 2rem);
  max-width: none;
  max-height: calc(100% - 2rem);
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 0;
  border-radius: var(--radius-l);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-l), 0 0 0 1px var(--color-hairline);
  &[open] {
    display: flex;
  }
  &:focus {
    outline: none;
  }
  &::backdrop {
    background: var(--color-scrim);
    backdrop-filter: blur(3px);
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: dialog-rise 240ms var(--ease);
    }
    &[open]::backdrop {
      animation: dialog-fade 200ms var(--ease);
    }
  }
  @keyframes dialog-rise {
    from {
      opacity: 0;
      transform: translateY(1rem) scale(0.98);
    }
  }
  @keyframes dialog-fade {
    from {
      opacity: 0;
    }
  }
  /* The page behind stays still while the dialog is open. */
  :global(html:has(dialog:modal)) {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
  ${narrow} {
    width: calc(100% - 1.5rem);
    max-height: calc(100% - 1.5rem);
    border-radius: var(--radius-m);
  }
`;

const card = css`
  position: relative;
  padding: var(--space-6);
  ${narrow} {
    padding: var(--space-5) var(--space-4) var(--space-4);
  }
`;

const head = css`
  display: flex;
  align-items: flex-start;
  gap: var(--space-4);
  padding-right: var(--space-6);
  margin-bottom: var(--space-5);
`;

const badge = css`
  --disc: 3rem;
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  ${narrow} {
    display: none;
  }
`;

const headText = css`
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-1);
  min-width: 0;
`;

const titleClass = css`
  font-size: clamp(1.5rem, 1.3rem + 0.8vw, 1.75rem);
`;

const descriptionClass = css`
  color: var(--color-muted);
  font-size: 0.9375rem;
`;

const withScript = css`
  ${noScript} {
    display: none;
  }
`;

const closeButton = css`
  position: absolute;
  inset: var(--space-3) var(--space-3) auto auto;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: none;
  color: var(--color-muted);
  transition: background-color var(--duration) var(--ease), color var(--duration) var(--ease);
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  &:hover {
    background: var(--color-surface-tint);
    color: var(--color-primary-strong);
  }
`;

const empty = { name: '', phone: '', service: '' };

/** The request form in dialog `dialogId`: typing survives Cancel, a failed send and a reload; sending clears it. */
export function AppointmentForm({ dialogId }: { dialogId: string }) {
  const { form, field, phase, cancelWait, clearMessages, chatText } = useForm('appointment', empty, text, () =>
    (document.getElementById(dialogId) as HTMLDialogElement | null)?.close(),
  );
  // However the dialog closes (Cancel, Close, Escape, a tap outside), it opens again without old messages.
  useEffect(() => {
    const dialog = document.getElementById(dialogId);
    dialog?.addEventListener('close', clearMessages);
    return () => dialog?.removeEventListener('close', clearMessages);
  }, [dialogId, clearMessages]);
  return (
    <form {...form} className={formClass} noValidate>
      <FormField {...field('name')} required autoComplete="name" />
      <FormField {...field('phone')} required type="tel" inputMode="tel" autoComplete="tel" />
      <FormField {...field('service')} required autoComplete="off" list={serviceSuggestionsId} />
      <Honeypot />
      <div className={actions}>
        <button type="button" className={`${button} ${secondary}`} {...invokes(dialogId, 'close')}>
          {text.cancel}
        </button>
        <SubmitButton sending={phase === 'sending'} words={text} />
      </div>
      <WaitingNote waiting={phase === 'waiting'} chatText={chatText} onCancel={cancelWait} />
      <PrivacyNote />
    </form>
  );
}

const formClass = css`
  ${oneColumnRules}
  gap: var(--space-4);
`;

const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-3);
  margin-top: var(--space-2);
  padding-top: var(--space-4);
  border-top: 1px solid var(--color-rule);
  /* Stacked on a phone in the order they are in the page, so Tab goes where the eye does. */
  ${narrow} {
    flex-direction: column;
    button {
      width: 100%;
    }
  }
`;
