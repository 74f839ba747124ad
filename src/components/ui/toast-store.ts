// What toasts there are, and the functions that show and dismiss them: small, so any code can raise a toast.
import type { ReactNode } from 'react';
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

/** What a toast card is given: its toast, whether its time is paused, how to close it, and its close button's name. */
export type CardProps = { toast: Toast; paused: boolean; onDismiss: (id: number) => void; dismissLabel: string };

/** At most this many toasts are on screen; a new one pushes out the oldest. */
export const maxToasts = 3;

/** How long each variant stays on screen while nothing pauses it (a failure offers links, so it lingers). */
export const toastDurationMs = { default: 6_000, destructive: 12_000 } as const;

// Kept outside React: a toast re-renders only its regions, not the page (whose prerendered parts awaiting code would be lost).
let toasts: Toast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const publish = (next: Toast[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};
/** Calls `listener` whenever the toasts change; returns the unsubscribe. */
export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The toasts on screen now. */
export const current = () => toasts;

/** Shows a toast: `role="status"` for news, `role="alert"` for a destructive one. */
export function showToast(toast: ToastInput) {
  const id = ++nextId;
  publish([...toasts.filter((old) => !toast.group || old.group !== toast.group), { variant: 'default' as const, ...toast, id }].slice(-maxToasts));
}

/** Takes a toast off screen. */
export function dismissToast(id: number) {
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Takes every toast off screen (a test starting afresh). */
export function clearToasts() {
  publish([]);
}

/** The function that shows a toast, for components. */
export function useToast(): (toast: ToastInput) => void {
  return showToast;
}

