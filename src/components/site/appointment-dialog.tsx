import { appointmentForm as text } from '../../content/messages';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';
import { AppointmentForm } from './appointment-form';

/** The "Book Your Appointment" dialog around the appointment form; a sent request or Cancel closes it. */
export function AppointmentDialog({ open, onClose, returnFocusTo }: { open: boolean; onClose: () => void; returnFocusTo: HTMLElement | null }) {
  return (
    <Dialog open={open} title={text.title} description={text.description} icon={<Icon name="calendar" />} closeLabel={text.close} onClose={onClose} returnFocusTo={returnFocusTo}>
      <AppointmentForm onSent={onClose} onCancel={onClose} />
    </Dialog>
  );
}
