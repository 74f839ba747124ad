import { css } from '@linaria/core';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { narrow } from '../styles/media';
import { srOnly } from '../styles/ui';
import { AlertIcon, CheckIcon, CloseIcon } from './icons';

/** What a toast says: a title, a sentence, and optionally links or buttons under it. */
export type ToastInput = {
  variant?: 'default' | 'destructive';
  title: string;
  description: string;
  actions?: ReactNode;
  /** A new toast of the same group replaces the old one: a success clears the failure before it. */
  group?: string;
};

type Toast = ToastInput & { id: number; variant: 'default' | 'destructive' };

/** The accessible name of every toast's close button. */
export const dismissLabel = 'Dismiss notification';

/** At most this many toasts are on screen; a new one pushes out the oldest. */
export const maxToasts = 3;

/** How long each variant stays on screen while nothing pauses it (a failure offers links, so it lingers). */
export const toastDurationMs = { default: 6_000, destructive: 12_000 } as const;

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast: `role="status"` for news, `role="alert"` for a destructive one. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

/** Holds the toasts and renders their live regions, which exist (empty) before the first message. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [windowBlurred, setWindowBlurred] = useState(false);
  const nextId = useRef(0);
  const viewport = useRef<HTMLDivElement>(null);
  // Where focus was before it entered a toast, to put it back when that toast goes.
  const focusBefore = useRef<HTMLElement | null>(null);

  const show = useCallback((toast: ToastInput) => {
    const id = ++nextId.current;
    setToasts((list) =>
      [...list.filter((old) => !toast.group || old.group !== toast.group), { variant: 'default' as const, ...toast, id }].slice(-maxToasts),
    );
  }, []);

  const dismiss = useCallback((id: number) => {
    const node = viewport.current?.querySelector(`[data-toast-id="${id}"]`);
    if (node?.contains(document.activeElement)) {
      const back = focusBefore.current;
      if (back?.isConnected && !back.closest('[inert]')) back.focus();
      else viewport.current?.querySelector<HTMLElement>(`[data-toast-id]:not([data-toast-id="${id}"]) button`)?.focus();
    }
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  useEffect(() => {
    const onBlur = () => setWindowBlurred(true);
    const onFocus = () => setWindowBlurred(false);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  // A removed element fires no focusout; with no toast left, nothing inside can hold focus or the pointer.
  useEffect(() => {
    if (toasts.length > 0) return;
    setFocused(false);
    setHovered(false);
  }, [toasts.length]);

  const paused = hovered || focused || windowBlurred;
  const region = (variant: Toast['variant']) =>
    toasts.filter((toast) => toast.variant === variant).map((toast) => <ToastCard key={toast.id} toast={toast} paused={paused} onDismiss={dismiss} />);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        ref={viewport}
        className={viewportClass}
        data-toast-viewport=""
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusBefore.current = event.relatedTarget as HTMLElement | null;
          setFocused(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div role="status" className={regionClass}>
          {region('default')}
        </div>
        <div role="alert" className={regionClass}>
          {region('destructive')}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** One toast: it closes itself when its time is up, counting only the time it was not paused. */
function ToastCard({ toast, paused, onDismiss }: { toast: Toast; paused: boolean; onDismiss: (id: number) => void }) {
  const remaining = useRef<number>(toastDurationMs[toast.variant]);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);

  return (
    <div
      className={card}
      data-toast-id={toast.id}
      data-variant={toast.variant}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss(toast.id);
      }}
    >
      <span className={badge} aria-hidden="true">
        {toast.variant === 'destructive' ? <AlertIcon /> : <CheckIcon />}
      </span>
      <div className={body}>
        <p className={title}>{toast.title}</p>
        <p className={description}>{toast.description}</p>
      </div>
      {toast.actions && <div className={actions}>{toast.actions}</div>}
      <button type="button" className={close} onClick={() => onDismiss(toast.id)}>
        <CloseIcon />
        <span className={srOnly}>{dismissLabel}</span>
      </button>
    </div>
  );
}

const viewportClass = css`
  position: fixed;
  z-index: 60;
  right: max(1rem, env(safe-area-inset-right));
  /* Sits above the floating contact button, which owns the bottom-right corner. */
  bottom: calc(max(1rem, env(safe-area-inset-bottom)) + 4.25rem);
  width: min(27.5rem, calc(100vw - 2rem));
  display: flex;
  flex-direction: column;
  pointer-events: none;
  ${narrow} {
    top: max(0.75rem, env(safe-area-inset-top));
    bottom: auto;
    left: max(0.75rem, env(safe-area-inset-left));
    right: max(0.75rem, env(safe-area-inset-right));
    width: auto;
  }
`;

const regionClass = css`
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
  border: 1px solid var(--teal-300);
  border-left: 4px solid var(--color-primary);
  border-radius: var(--radius-m);
  background: #fff;
  color: var(--ink);
  box-shadow: var(--shadow-l);
  @media (prefers-reduced-motion: no-preference) {
    animation: toast-in 240ms var(--ease);
  }
  ${narrow} {
    margin-top: 0;
    margin-bottom: var(--space-2);
  }
  &[data-variant='destructive'] {
    border-color: var(--rose-300);
    border-left-color: var(--color-danger);
    background: var(--rose-100);
  }
  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(0.75rem);
    }
  }
`;

const badge = css`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: var(--teal-100);
  color: var(--color-primary);
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  [data-variant='destructive'] > & {
    background: #fff;
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
  color: var(--color-primary-strong);
  [data-variant='destructive'] & {
    color: var(--color-danger);
  }
`;

const description = css`
  font-size: var(--text-s);
  color: var(--ink);
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
    background: rgb(11 59 64 / 0.08);
    color: var(--ink);
  }
`;
