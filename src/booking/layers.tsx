import { appointmentForm as text, dismissNotificationLabel } from '../content/messages';
import { AppointmentForm } from '../forms/appointment-form';
import { ReachUsList } from '../forms/reach-us';
import { useHeldSubmitWatcher } from '../forms/toasts';
import { bookingDialogId } from '../lib/dom';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';
import { Static } from '../ui/static';
import { ToastRegions } from '../ui/toast';

/**
 * What sits above every page, prerendered with it: the booking dialog and the page's toast regions. The browser opens
 * the dialog by itself; this code (the form, validation, sending, toasts) comes once the page has loaded.
 */
export function Layers() {
  useHeldSubmitWatcher();
  return (
    <>
      <Dialog
        id={bookingDialogId}
        title={text.title}
        description={text.description}
        icon={<Icon name="calendar" />}
        closeLabel={text.close}
        noScript={<Static id="booking-no-script">{PRERENDER && <ReachUsList lead={text.noScript} />}</Static>}
        layer={<ToastRegions layer="dialog" dismissLabel={dismissNotificationLabel} />}
      >
        <AppointmentForm dialogId={bookingDialogId} />
      </Dialog>
      <ToastRegions layer="page" dismissLabel={dismissNotificationLabel} />
    </>
  );
}
