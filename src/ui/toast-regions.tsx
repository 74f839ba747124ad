import { css } from '@linaria/core';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { onLayerChange, openModal } from '../lib/dom';
import { narrow } from './kit';
import { ToastCard } from './toast';
import { type Toast, useToasts } from './toast-store';

/** Whether the window is in the background (another app or tab has focus): toasts wait meanwhile. */
function useWindowBlurred(): boolean {
  const [blurred, setBlurred] = useState(false);
  useEffect(() => {
    const read = (event: Event) => setBlurred(event.type === 'blur');
    const listening = new AbortController();
    for (const type of ['blur', 'focus']) addEventListener(type, read, { signal: listening.signal });
    return () => listening.abort();
  }, []);
  return blurred;
}

/** Whether a modal dialog is open: everything else is inert then, so its own regions speak. */
const isModalOpen = () => openModal() !== null;

/**
 * The layer whose regions each toast was first said in: shown in the other one (the dialog closed or opened since), it
 * stands beside the regions, seen but not announced a second time.
 */
const saidIn = new WeakMap<Toast, 'page' | 'dialog'>();

/**
 * Status and alert regions in the page's corner or an open modal, always in the DOM so screen readers listen;
 * toasts pause while hovered, focused or in a background window.
 */
export function ToastRegions({ layer, dismissLabel }: { layer: 'page' | 'dialog'; dismissLabel: string }) {
  const store = useToasts();
  const all = useSyncExternalStore(store.subscribe, store.current, store.current);
  const active = useSyncExternalStore(onLayerChange, isModalOpen, () => false) === (layer === 'dialog');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const blurred = useWindowBlurred();
  const box = useRef<HTMLDivElement>(null);
  // Where focus was before it entered a toast, to put it back when that toast goes; and the toast holding it.
  const focusBefore = useRef<HTMLElement | null>(null);
  const holder = useRef<Toast | undefined>(undefined);
  const here = active ? all : [];

  // The toast holding focus went (dismissed, replaced by the next of its group, pushed out by newer ones), and focus
  // with it: to the toast that took its place, else back where it was before, else to another toast.
  useLayoutEffect(() => {
    const gone = holder.current;
    if (!gone || here.some((toast) => toast.id === gone.id)) return;
    holder.current = undefined;
    if (document.activeElement !== document.body) return;
    const next = here.find((toast) => toast.group && toast.group === gone.group);
    const card = next ? `[data-toast-id="${next.id}"]` : '[data-toast-id]';
    const back = focusBefore.current;
    if (!next && back?.isConnected && !back.closest('[inert]')) back.focus();
    else box.current?.querySelector<HTMLElement>(`${card} :is(a[href], button)`)?.focus();
  }, [here]);

  // In a dialog taller than the screen (a phone's), scrolled to its buttons, a new toast would come above the view.
  const newest = here.at(-1)?.id;
  useLayoutEffect(() => {
    if (layer === 'dialog' && newest !== undefined) box.current?.scrollIntoView({ block: 'nearest' });
  }, [layer, newest]);

  // A removed element fires no focusout; with no toast left, nothing inside can hold focus or the pointer.
  useEffect(() => {
    if (here.length > 0) return;
    setFocused(false);
    setHovered(false);
  }, [here.length]);

  const paused = hovered || focused || blurred;
  for (const toast of here) if (!saidIn.has(toast)) saidIn.set(toast, layer);
  const cards = (said: boolean, variant?: Toast['variant']) =>
    here
      .filter((toast) => (saidIn.get(toast) !== layer) === said && (said || toast.variant === variant))
      .map((toast) => (
        <ToastCard key={toast.id} toast={toast} paused={paused} onDismiss={store.dismiss} dismissLabel={dismissLabel} />
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
        const id = (event.target as Element).closest('[data-toast-id]')?.getAttribute('data-toast-id');
        holder.current = here.find((toast) => String(toast.id) === id);
        setFocused(true);
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        holder.current = undefined;
      }}
    >
      {cards(true)}
      <div role="status" className={region}>
        {cards(false, 'default')}
      </div>
      <div role="alert" className={region}>
        {cards(false, 'destructive')}
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
  /* In the bottom-right corner, above the floating contact button, which owns it (top, right, bottom, left). */
  inset: auto max(1rem, env(safe-area-inset-right)) calc(max(1rem, env(safe-area-inset-bottom)) + 4.25rem) auto;
  width: min(27.5rem, calc(100vw - 2rem));
  display: flex;
  flex-direction: column;
  pointer-events: none;
  /* On a phone, at the top below the sticky header (as the controls script measures it), so its controls stay free. */
  ${narrow} {
    inset: calc(var(--header-clear) + 0.75rem) max(0.75rem, env(safe-area-inset-right)) auto
      max(0.75rem, env(safe-area-inset-left));
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
