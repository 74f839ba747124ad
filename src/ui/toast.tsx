// Toasts: the store of one visit, the status and alert regions that announce them, and the cards.
import { css } from '@linaria/core';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { onLayerChange, openModal } from '../lib/dom';
import { Icon, iconDisc, narrow, srOnly, type IconName } from './kit';
import { useVisitState } from './shell';

export type ToastInput = {
  variant?: 'default' | 'destructive';
  title: string;
  description: string;
  actions?: ReactNode;
  /** A new toast of the same group replaces the old one: a success clears the failure before it. */
  group?: string;
  /** Stays until replaced or dismissed, for news of something still under way (a send that is taking long). */
  persistent?: boolean;
  /** The badge's icon, when a tick (news) or an alert (destructive) would say the wrong thing. */
  icon?: IconName;
};

type Toast = ToastInput & { id: number; variant: 'default' | 'destructive' };

/** A new toast past this many pushes out the oldest. */
const maxToasts = 3;

/** Time on screen while unpaused; a failure offers links, so it lingers. */
const durationMs = { default: 6_000, destructive: 12_000 };

/** The toasts of one visit, kept outside React: a toast re-renders its regions only, never the page. */
function createToastStore() {
  let toasts: Toast[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const publish = (next: Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: () => toasts,
    /** Shows a toast: `role="status"` for news, `role="alert"` for a destructive one. */
    show: (toast: ToastInput) => {
      const kept = toasts.filter((old) => !toast.group || old.group !== toast.group);
      publish([...kept, { variant: 'default' as const, ...toast, id: ++nextId }].slice(-maxToasts));
    },
    dismiss: (id: number) => publish(toasts.filter((toast) => toast.id !== id)),
  };
}

const useToasts = () => useVisitState('toasts', createToastStore);

export const useToast = () => useToasts().show;

/** Whether the window is in the background (another app or tab has focus): toasts wait meanwhile. */
function useWindowBlurred(): boolean {
  const [blurred, setBlurred] = useState(false);
  useEffect(() => {
    const read = (event: FocusEvent) => setBlurred(event.type === 'blur');
    const listening = new AbortController();
    addEventListener('blur', read, { signal: listening.signal });
    addEventListener('focus', read, { signal: listening.signal });
    return () => listening.abort();
  }, []);
  return blurred;
}

/** Whether a modal dialog is open: everything else is inert then, so its own regions speak. */
function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const read = () => setOpen(openModal() !== null);
    read();
    return onLayerChange(read);
  }, []);
  return open;
}

/**
 * Status and alert regions in the page's corner or an open modal, always in the DOM so screen readers listen;
 * toasts pause while hovered, focused or in a background window.
 */
export function ToastRegions({ layer, dismissLabel }: { layer: 'page' | 'dialog'; dismissLabel: string }) {
  const store = useToasts();
  const all = useSyncExternalStore(store.subscribe, store.current, store.current);
  const active = useModalOpen() === (layer === 'dialog');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const blurred = useWindowBlurred();
  const box = useRef<HTMLDivElement>(null);
  // Where focus was before it entered a toast, to put it back when that toast goes.
  const focusBefore = useRef<HTMLElement | null>(null);
  const here = active ? all : [];

  // A removed element fires no focusout; with no toast left, nothing inside can hold focus or the pointer.
  useEffect(() => {
    if (here.length > 0) return;
    setFocused(false);
    setHovered(false);
  }, [here.length]);

  const dismiss = (id: number) => {
    const node = box.current?.querySelector(`[data-toast-id="${id}"]`);
    if (node?.contains(document.activeElement)) {
      const back = focusBefore.current;
      if (back?.isConnected && !back.closest('[inert]')) back.focus();
      else box.current?.querySelector<HTMLElement>(`[data-toast-id]:not([data-toast-id="${id}"]) button`)?.focus();
    }
    store.dismiss(id);
  };
  const cards = (variant: Toast['variant']) =>
    here
      .filter((toast) => toast.variant === variant)
      .map((toast) => (
        <ToastCard
          key={toast.id}
          toast={toast}
          paused={hovered || focused || blurred}
          onDismiss={dismiss}
          dismissLabel={dismissLabel}
        />
      ));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus inside pause the toasts' timers; nothing is clicked here.
    <div
      ref={box}
      className={layer === 'page' ? pageCorner : dialogTop}
      data-toast-viewport={layer}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          focusBefore.current = event.relatedTarget as HTMLElement | null;
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div role="status" className={region}>
        {cards('default')}
      </div>
      <div role="alert" className={region}>
        {cards('destructive')}
      </div>
    </div>
  );
}

type CardProps = { toast: Toast; paused: boolean; onDismiss: (id: number) => void; dismissLabel: string };

/** One toast: unless persistent, it closes itself when its time is up, counting only the time it was not paused. */
function ToastCard({ toast, paused, onDismiss, dismissLabel }: CardProps) {
  const remaining = useRef(durationMs[toast.variant]);

  useEffect(() => {
    if (paused || toast.persistent) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, toast.persistent, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the card closes it; its buttons are the controls.
    <div
      className={card}
      data-toast-id={toast.id}
      data-variant={toast.variant}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape closes the topmost layer only: this toast, not the dialog it sits in.
        event.preventDefault();
        onDismiss(toast.id);
      }}
    >
      <span className={`${iconDisc} ${badge}`} aria-hidden="true">
        <Icon name={toast.icon ?? (toast.variant === 'destructive' ? 'alert' : 'check')} />
      </span>
      <div className={body}>
        <p className={title}>{toast.title}</p>
        <p className={description}>{toast.description}</p>
      </div>
      {toast.actions && <div className={actions}>{toast.actions}</div>}
      <button type="button" className={close} onClick={() => onDismiss(toast.id)}>
        <Icon name="close" />
        <span className={srOnly}>{dismissLabel}</span>
      </button>
    </div>
  );
}

const pageCorner = css`
  /* While a modal dialog is open its own regions speak; these would be inert and unseen anyway. */
  html:has(dialog:modal) & {
    display: none;
  }
  position: fixed;
  z-index: 60;
  right: max(1rem, env(safe-area-inset-right));
  /* Sits above the floating contact button, which owns the bottom-right corner. */
  bottom: calc(max(1rem, env(safe-area-inset-bottom)) + 4.25rem);
  width: min(27.5rem, calc(100vw - 2rem));
  display: flex;
  flex-direction: column;
  pointer-events: none;
  /* On a phone, at the top below the sticky header (as the early script measures it), so its controls stay free. */
  ${narrow} {
    top: calc(var(--header-clear) + 0.75rem);
    bottom: auto;
    left: max(0.75rem, env(safe-area-inset-left));
    right: max(0.75rem, env(safe-area-inset-right));
    width: auto;
  }
`;

// Drawn first in the dialog, though it comes last in the Tab order: after the dialog's own controls.
const dialogTop = css`
  order: -1;
  &:has([data-toast-id]) {
    padding: var(--space-3) var(--space-3) 0;
  }
`;

const region = css`
  display: flex;
  flex-direction: column;
`;

const card = css`
  pointer-events: auto;
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: var(--space-3);
  margin-top: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-primary-soft);
  border-left: 4px solid var(--color-primary);
  border-radius: var(--radius-m);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-l);
  @media (prefers-reduced-motion: no-preference) {
    animation: toast-in 240ms var(--ease);
  }
  ${narrow} {
    margin: 0 0 var(--space-2);
  }
  &[data-variant='destructive'] {
    border-color: var(--color-accent-soft);
    border-left-color: var(--color-danger);
    background: var(--color-accent-tint);
  }
  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(0.75rem);
    }
  }
`;

const badge = css`
  --disc: 2.25rem;
  [data-variant='destructive'] > & {
    background: var(--color-surface);
    color: var(--color-danger);
  }
`;

const body = css`
  display: grid;
  gap: var(--space-1);
  padding-top: 0.125rem;
  min-width: 0;
`;

const title = css`
  font-weight: 700;
  line-height: 1.3;
  /* Two even lines on a phone, not one word alone on the second. */
  text-wrap: balance;
  color: var(--color-primary-strong);
  [data-variant='destructive'] & {
    color: var(--color-danger);
  }
`;

const description = css`
  font-size: var(--text-s);
`;

// Placed by the grid: the links come before the close button in Tab order, but sit under the text.
const actions = css`
  grid-column: 1 / -1;
  grid-row: 2;
`;

const close = css`
  grid-column: 3;
  grid-row: 1;
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  margin: -0.375rem -0.375rem 0 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: var(--color-muted);
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
  &:hover {
    background: var(--color-wash);
    color: var(--color-text);
  }
`;
