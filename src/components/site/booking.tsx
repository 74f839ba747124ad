import type { ReactNode } from 'react';
import { invokes } from '../ui/commands';
import { deferred } from '../ui/deferred';

/** The id of the appointment dialog, which every Book Appointment button names. */
export const bookingDialogId = 'book-appointment';

/**
 * The appointment dialog, prerendered on every page; its code (the form, validation, sending) comes right
 * after the page has hydrated.
 */
export const BookingDialog = deferred(() => import('./appointment-dialog').then((module) => module.AppointmentDialog)).Deferred;

/**
 * A Book Appointment button: it opens the dialog by itself (an invoker) and says that it opens one; the
 * early script keeps its `aria-expanded` in step with the dialog (expanded.ts).
 */
export function BookingTrigger({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" {...invokes(bookingDialogId, 'show-modal')}>
      {children}
    </button>
  );
}
