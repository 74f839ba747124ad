import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

type Booking = {
  /** Opens the appointment dialog; focus returns to `returnFocusTo` (or the active element) on close. */
  open: (returnFocusTo?: HTMLElement | null) => void;
  isOpen: boolean;
};

const BookingContext = createContext<Booking>({ open: () => {}, isOpen: false });

/** Holds the appointment dialog's open state for every Book Appointment trigger on the page. */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = useCallback((returnFocusTo?: HTMLElement | null) => {
    returnFocus.current = returnFocusTo ?? (document.activeElement as HTMLElement | null);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ open, isOpen }), [open, isOpen]);
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}

/** The booking controls of the nearest BookingProvider. */
export function useBooking(): Booking {
  return useContext(BookingContext);
}
