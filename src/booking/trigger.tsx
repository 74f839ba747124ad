import type { ReactNode } from 'react';
import { bookingDialogId, invokes } from '../lib/dom';

/** A Book Appointment button: an invoker that opens the dialog by itself, from the first paint, with no script. */
export function BookingTrigger({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" {...invokes(bookingDialogId, 'show-modal')}>
      {children}
    </button>
  );
}
