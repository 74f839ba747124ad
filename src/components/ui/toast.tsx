import { css } from '@linaria/core';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { narrow } from '../../styles/media';
import { useModalOpen } from './use-modal-open';

/** What a toast says: a title, a sentence, and optionally links or buttons under it. */
export type ToastInput = {
  variant?: 'default' | 'destructive';
  title: string;
  description: string;
  actions?: ReactNode;
  /** A new toast of the same group replaces the old one: a success clears the failure before it. */
  group?: string;
};

/** A toast on screen. */
export type Toast = ToastInput & { id: number; variant: 'default' | 'destructive' };

/** The accessible name of every toast's close button. */
export const dismissLabel = 'Dismiss notification';

/** At most this many toasts are on screen; a new one pushes out the oldest. */
export const maxToasts = 3;

/** How long each variant stays on screen while nothing pauses it (a failure offers links, so it lingers). */
export const toastDurationMs = { default: 6_000, destructive: 12_000 } as const;

// The cards' code comes with the first toast (the forms that raise toasts warm it): the page never needs it to paint.
const ToastCard = lazy(() => import('./toast-card').then((module) => ({ default: module.ToastCard })));

/** Fetches the toast cards' code ahead of the first toast. */
export const warmToasts = () => void import('./toast-card').catch(() => {});

/** Where toasts are drawn: the page's corner, or inside an open modal dialog (the only place not inert then). */
type Layer = 'page' | 'dialog';

type Regions = {
  toasts: Toast[];
  layer: Layer;
  paused: boolean;
  dismiss: (id: number) => void;
  /** Handlers that pause every toast while one is pointed at or focused. */
  hold: Pick<React.HTMLAttributes<HTMLDivElement>, 'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'>;
};

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});
const RegionsContext = createContext<Regions | null>(null);

/** Shows a toast: `role="status"` for news, `role="alert"` for a destructive one. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

/** Holds the toasts and renders the page's live regions, which exist (empty) before the first message. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [windowBlurred, setWindowBlurred] = useState(false);
  const nextId = useRef(0);
  // Where focus was before it entered a toast, to put it back when that toast goes.
  const focusBefore = useRef<HTMLElement | null>(null);
  const layer: Layer = useModalOpen() ? 'dialog' : 'page';

  const show = useCallback((toast: ToastInput) => {
    const id = ++nextId.current;
    setToasts((list) =>
      [...list.filter((old) => !toast.group || old.group !== toast.group), { variant: 'default' as const, ...toast, id }].slice(-maxToasts),
    );
  }, []);

  const dismiss = useCallback((id: number) => {
    const node = document.querySelector(`[data-toast-id="${id}"]`);
    if (node?.contains(document.activeElement)) {
      const back = focusBefore.current;
      if (back?.isConnected && !back.closest('[inert]')) back.focus();
      else node.parentElement?.closest('[data-toast-viewport]')?.querySelector<HTMLElement>(`[data-toast-id]:not([data-toast-id="${id}"]) button`)?.focus();
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

  const regions = useMemo<Regions>(
    () => ({
      toasts,
      layer,
      paused: hovered || focused || windowBlurred,
      dismiss,
      hold: {
        onPointerEnter: () => setHovered(true),
        onPointerLeave: () => setHovered(false),
        onFocus: (event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusBefore.current = event.relatedTarget as HTMLElement | null;
          setFocused(true);
        },
        onBlur: (event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        },
      },
    }),
    [toasts, layer, hovered, focused, windowBlurred, dismiss],
  );

  return (
    <ToastContext.Provider value={show}>
      <RegionsContext.Provider value={regions}>
        {children}
        <ToastRegions layer="page" className={pageCorner} />
      </RegionsContext.Provider>
    </ToastContext.Provider>
  );
}

/**
 * A status region and an alert region for toasts, on one layer. Both layers' regions are always in the DOM
 * (empty until needed, so screen readers are already listening); the toasts show in the open dialog's while
 * a modal dialog is open, else in the page's.
 */
export function ToastRegions({ layer, className = '' }: { layer: Layer; className?: string }) {
  const regions = useContext(RegionsContext);
  const here = regions?.layer === layer ? regions.toasts : [];
  const cards = (variant: Toast['variant']) =>
    here.filter((toast) => toast.variant === variant).map((toast) => <ToastCard key={toast.id} toast={toast} paused={regions!.paused} onDismiss={regions!.dismiss} />);
  return (
    <div className={className} data-toast-viewport={layer} {...regions?.hold}>
      <div role="status" className={regionClass}>
        <Suspense>{cards('default')}</Suspense>
      </div>
      <div role="alert" className={regionClass}>
        <Suspense>{cards('destructive')}</Suspense>
      </div>
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
