import { css } from '@linaria/core';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { narrow } from '../../styles/media';
import { current, dismissToast, subscribe, type CardProps, type Toast } from './toast-store';
import { dismissNotificationLabel } from '../../content/messages';
import { pageToasts } from './page-toasts';
import { useModalOpen } from './use-modal-open';

// Card code comes with forms that raise toasts, or the first toast (never to paint); if it fails, toasts are plain text.
let loadedCard: ComponentType<CardProps> | null = null;
const LazyCard = lazy(() =>
  import('./toast-card').then(
    (module) => ({ default: module.ToastCard }),
    () => ({ default: PlainCard }),
  ),
);

/** Called by toast-card.tsx as it loads, so that a card is drawn with no further fetch, offline included. */
export function provideToastCard(card: ComponentType<CardProps>) {
  loadedCard = card;
}

/** Whether the window has lost focus (the visitor switched apps or tabs): toasts wait meanwhile. */
function useWindowBlurred(): boolean {
  const [blurred, setBlurred] = useState(false);
  useEffect(() => {
    const onBlur = () => setBlurred(true);
    const onFocus = () => setBlurred(false);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  return blurred;
}

/**
 * Status and alert regions for toasts in the page's corner or an open modal (the rest is inert then), always in the DOM so
 * screen readers listen; toasts pause while hovered, focused or in a background window.
 */
export function ToastRegions({ layer, dismissLabel = dismissNotificationLabel, className = '' }: { layer: 'page' | 'dialog'; dismissLabel?: string; className?: string }) {
  const all = useSyncExternalStore(subscribe, current, current);
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
    dismissToast(id);
  };
  const cards = (variant: Toast['variant']) =>
    here.filter((toast) => toast.variant === variant).map((toast) => {
      const Card = loadedCard ?? LazyCard;
      return <Card key={toast.id} toast={toast} paused={hovered || focused || blurred} onDismiss={dismiss} dismissLabel={dismissLabel} />;
    });

  return (
    <div
      ref={box}
      className={className}
      data-toast-viewport={layer}
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
        <Suspense>{cards('default')}</Suspense>
      </div>
      <div role="alert" className={regionClass}>
        <Suspense>{cards('destructive')}</Suspense>
      </div>
    </div>
  );
}

/** The page's toast regions, in its bottom-right corner (at the top on phones). */
export function PageToasts() {
  return <ToastRegions layer="page" className={pageCorner} />;
}

/** A toast as plain text, for when the cards' code cannot be fetched. */
function PlainCard({ toast }: CardProps) {
  return (
    <p className={plainClass}>
      {toast.title} {toast.description}
    </p>
  );
}

// Whatever brought this code (a form that can raise a toast) brought the page's regions with it.
pageToasts.provide(PageToasts);

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

const plainClass = css`
  margin-top: var(--space-3);
  padding: var(--space-4);
  border-radius: var(--radius-m);
  background: var(--paper);
  box-shadow: var(--shadow-l);
`;

export { clearToasts, useToast, type ToastInput } from './toast-store';
