import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { hydration } from '../../lib/hydration';
import { invokes } from '../ui/commands';

/** The id of the appointment dialog, which every Book Appointment button names. */
export const bookingDialogId = 'book-appointment';

type DialogModule = typeof import('./appointment-dialog');
let loaded: DialogModule | null = null;
let loading: Promise<DialogModule> | null = null;

/**
 * Fetches the dialog's code (its form, validation and sending), trying again with growing pauses if the
 * connection drops: it never gives up, so the prerendered dialog keeps working natively meanwhile.
 */
export function loadBookingDialog(): Promise<DialogModule> {
  loading ??= (async () => {
    for (let pause = 2_000; ; pause = Math.min(pause * 2, 30_000)) {
      try {
        return (loaded = await import('./appointment-dialog'));
      } catch {
        await new Promise((wake) => setTimeout(wake, pause));
      }
    }
  })();
  return loading;
}

// When the code is already here (always, in the prerender), the dialog renders at once. In the browser its
// code is fetched right after the page has hydrated, so it never competes with what hydration needs; the
// browser shows the prerendered dialog as it is meanwhile, and React hydrates it when the code arrives.
const AppointmentDialog = lazy(
  () =>
    (loaded
      ? { then: (done: (module: { default: ComponentType }) => void) => done({ default: loaded!.AppointmentDialog }) }
      : hydration.then(loadBookingDialog).then((module) => ({ default: module.AppointmentDialog }))) as Promise<{ default: ComponentType }>,
);

/**
 * The appointment dialog, prerendered on every page and hydrated as soon as its code arrives. Memoised: a
 * prerendered part that re-renders before its code has arrived is thrown away and drawn anew, which would
 * close the dialog and lose what the visitor typed in it.
 */
export const BookingDialog = memo(function BookingDialog() {
  return (
    <Suspense>
      <AppointmentDialog />
    </Suspense>
  );
});

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
