// The toasts of one visit: what a toast says, and the store every region shows them from.
import type { ReactNode } from 'react';
import type { IconName } from './kit';
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

export type Toast = ToastInput & { id: number; variant: 'default' | 'destructive' };

/** A new toast past this many pushes out the oldest. */
const maxToasts = 3;

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
    /** Shows a toast: `role="status"` for news, `role="alert"` for a destructive one; returns its id. */
    show: (toast: ToastInput) => {
      const kept = toasts.filter((old) => !toast.group || old.group !== toast.group);
      publish([...kept, { variant: 'default' as const, ...toast, id: ++nextId }].slice(-maxToasts));
      return nextId;
    },
    dismiss: (id: number) => publish(toasts.filter((toast) => toast.id !== id)),
  };
}

export const useToasts = () => useVisitState('toasts', createToastStore);

export const useToast = () => useToasts().show;
