import { appointmentForm as text } from '../../content/messages';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';
import { AppointmentForm } from './appointment-form';
import { bookingDialogId } from './booking';
import { ContactLinks } from './contact-links';

/** The "Book Your Appointment" dialog: the request form, or with scripting off, the ways to reach us instead. */
export function AppointmentDialog() {
  return (
    <Dialog
      id={bookingDialogId}
      title={text.title}
      description={text.description}
      icon={<Icon name="calendar" />}
      closeLabel={text.close}
      noScript={<ContactLinks lead={text.noScript} />}
    >
      <AppointmentForm dialogId={bookingDialogId} />
    </Dialog>
  );
}
