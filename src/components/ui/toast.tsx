import { css } from '@linaria/core';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { narrow } from '../../styles/media';
import type { IconName } from './icons';

/** What a toast says: a title, a sentence, and optionally links or buttons under it. */
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

/** A toast on screen. */
export type Toast = ToastInput & { id: number; variant: 'default' | 'destructive' };

/** What a toast card is given: its toast, whether its time is paused, and how to close it. */
export type CardProps = { toast: Toast; paused: boolean; onDismiss: (id: number) => void };

/** The accessible name of every toast's close button. */
export const dismissLabel = 'Dismiss notification';

/** At most this many toasts are on screen; a new one pushes out the oldest. */
export const maxToasts = 3;

/** How long each variant stays on screen while nothing pauses it (a failure offers links, so it lingers). */
export const toastDurationMs = { default: 6_000, destructive: 12_000 } as const;

// The cards' code comes with the forms that raise toasts, or with the first toast: the page never needs it to paint.
// Should it fail to arrive (the connection dropped), the words still reach the visitor, as plain text.
const ToastCard = lazy(() =>
  import('./toast-card').then(
    (module) => ({ default: module.ToastCard }),
    () => ({ default: PlainCard }),
  ),
);

/** Fetches the toast cards' code ahead of the first toast. */
export const warmToasts = () => void import('./toast-card').catch(() => {});

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
          <Suspense>{region('default')}</Suspense>
        </div>
        <div role="alert" className={regionClass}>
          <Suspense>{region('destructive')}</Suspense>
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** A toast as plain text, for when the cards' code cannot be fetched. */
function PlainCard({ toast }: CardProps) {
  return (
    <p className={plainClass}>
      {toast.title} {toast.description}
    </p>
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

const plainClass = css`
  margin-top: var(--space-3);
  padding: var(--space-4);
  border-radius: var(--radius-m);
  background: var(--paper);
  box-shadow: var(--shadow-l);
`;
