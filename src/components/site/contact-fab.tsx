import { bookAppointmentLabel, contactOptions as text } from '../../content/site';
import { srOnly } from '../../styles/ui';
import { Icon } from '../ui/icons';
import { BookingTrigger } from './booking';
import { ContactLinks } from './contact-links';
import { detail, item } from './contact-links-styles';
import { button, fab, panel, panelTitle, whenClosed, whenOpen } from './contact-fab-styles';

const panelId = 'contact-panel';

/**
 * The floating contact button, bottom right: it toggles a popover of phone, chat and email links and a way
 * to book. The browser opens and closes it by itself (from the first paint, even with scripting off) and
 * closes it on Escape or a tap elsewhere, so it is static HTML with no code of its own (see prerender).
 */
export function ContactFab() {
  return (
    <aside className={fab} aria-label={text.landmark} data-fab="">
      <button type="button" className={button} popoverTarget={panelId} aria-controls={panelId}>
        <span className={whenClosed}>
          <Icon name="calendar" />
          <span>{bookAppointmentLabel}</span>
        </span>
        <span className={whenOpen}>
          <Icon name="close" />
          <span className={srOnly}>{text.close}</span>
        </span>
      </button>
      <div id={panelId} popover="auto" className={panel}>
        <p className={panelTitle}>{text.title}</p>
        <ContactLinks>
          <li>
            <BookingTrigger className={item}>
              <Icon name="calendar" />
              <span>
                {text.book} <span className={detail}>{text.bookDetail}</span>
              </span>
            </BookingTrigger>
          </li>
        </ContactLinks>
      </div>
    </aside>
  );
}
