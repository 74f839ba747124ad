import { appointmentForm as text, dismissNotificationLabel, scriptOff } from '../content/messages';
import { bookingDialogId } from '../lib/dom';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/kit';
import { Static } from '../ui/shell';
import { ToastRegions } from '../ui/toast-regions';
import { AppointmentForm } from './appointment-form';
import { ReachUsList } from './reach-us';
import { useHeldSubmitWatcher, useLeftSendingNotes } from './send-toasts';

/** Above every page, prerendered: the booking dialog (the browser opens it) and the toast regions; code comes later. */
export function Layers() {
  useHeldSubmitWatcher();
  useLeftSendingNotes();
  return (
    <>
      <Dialog
        id={bookingDialogId}
        title={text.title}
        description={text.description}
        icon={<Icon name="calendar" />}
        closeLabel={text.close}
        noScript={<Static id="booking-no-script">{PRERENDER && <ReachUsList lead={scriptOff.appointment} />}</Static>}
        layer={<ToastRegions layer="dialog" dismissLabel={dismissNotificationLabel} />}
      >
        <AppointmentForm />
      </Dialog>
      <ToastRegions layer="page" dismissLabel={dismissNotificationLabel} />
    </>
  );
}
