import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { config } from '../../config';
import { whenIdle } from '../../lib/idle';
import { useToast, warmToasts, type ToastInput } from '../ui/toast';

type Booking = {
  /** Opens the appointment dialog; focus returns to `returnFocusTo` (or the active element) on close. */
  open: (returnFocusTo?: HTMLElement | null) => void;
  isOpen: boolean;
};

type DialogProps = { open: boolean; onClose: () => void; returnFocusTo: HTMLElement | null };

/** Said when the dialog's code could not be fetched (say, the connection dropped); the phone still works. */
export const bookingUnavailable: ToastInput = {
  variant: 'destructive',
  title: 'The booking form could not open',
  // Non-breaking spaces keep the number on one line.
  description: `Please check your connection and try again, or call us on ${config.phone.display.replace(/ /g, '\u00a0')}.`,
};

const BookingContext = createContext<Booking>({ open: () => {}, isOpen: false });

// The dialog and its form are a separate chunk, fetched on first use (or when idle), never on first paint.
let chunk: Promise<ComponentType<DialogProps>> | null = null;
function loadDialog(): Promise<ComponentType<DialogProps>> {
  chunk ??= import('./appointment-dialog').then(
    (module) => module.AppointmentDialog,
    (error: unknown) => {
      chunk = null; // let the next attempt fetch again
      throw error;
    },
  );
  return chunk;
}

/** Holds the appointment dialog's open state for every Book Appointment trigger on the page. */
export function BookingProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [state, setState] = useState<{ isOpen: boolean; returnFocusTo: HTMLElement | null }>({ isOpen: false, returnFocusTo: null });
  const [AppointmentDialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);

  const open = useCallback(
    (returnFocusTo?: HTMLElement | null) => {
      setState({ isOpen: true, returnFocusTo: returnFocusTo ?? (document.activeElement as HTMLElement | null) });
      loadDialog().then(
        (component) => setDialog(() => component),
        (error: unknown) => {
          console.error(error);
          setState((current) => ({ ...current, isOpen: false }));
          toast(bookingUnavailable);
        },
      );
    },
    [toast],
  );
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);

  // Warm the chunk when a visitor points at or tabs to any dialog trigger, or when the loaded page is idle.
  useEffect(() => {
    const warm = () => {
      void loadDialog().catch(() => {});
      warmToasts();
    };
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[aria-haspopup="dialog"]')) warm();
    };
    const cancelIdle = whenIdle(warm);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      cancelIdle();
    };
  }, []);

  const value = useMemo(() => ({ open, isOpen: state.isOpen }), [open, state.isOpen]);
  return (
    <BookingContext.Provider value={value}>
      {children}
      {AppointmentDialog && <AppointmentDialog open={state.isOpen} onClose={close} returnFocusTo={state.returnFocusTo} />}
    </BookingContext.Provider>
  );
}

/** The booking controls of the nearest BookingProvider. */
export function useBooking(): Booking {
  return useContext(BookingContext);
}
