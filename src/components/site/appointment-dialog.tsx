import { use } from 'react';
import { appointmentForm as text } from '../../content/messages';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';
import { AppointmentForm } from './appointment-form';
import { bookingDialogId } from './booking';
import { PrerenderOnly } from './prerender-only';

/** The "Book Your Appointment" dialog: the request form, or with scripting off, the ways to reach us instead. */
export function AppointmentDialog() {
  const { bookingWithoutScript } = use(PrerenderOnly);
  return (
    <Dialog
      id={bookingDialogId}
      title={text.title}
      description={text.description}
      icon={<Icon name="calendar" />}
      closeLabel={text.close}
      noScriptHtml={bookingWithoutScript}
    >
      <AppointmentForm dialogId={bookingDialogId} />
    </Dialog>
  );
}
