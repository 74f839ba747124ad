import type { ReactNode } from 'react';
import { invokes } from '../ui/commands';
import { deferred } from '../ui/deferred';

/** The id of the appointment dialog, which every Book Appointment button names. */
export const bookingDialogId = 'book-appointment';

/** The appointment dialog, prerendered on every page; its code (form, validation, sending) loads right after hydration. */
export const BookingDialog = deferred(() => import('./appointment-dialog').then((module) => module.AppointmentDialog)).Deferred;

/** A Book Appointment button, an invoker opening the dialog itself; the early script syncs `aria-expanded` (expanded.ts). */
export function BookingTrigger({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" {...invokes(bookingDialogId, 'show-modal')}>
      {children}
    </button>
  );
}
