import { bookAppointmentLabel, contactOptions as text } from '../../content/site';
import { srOnly } from '../../styles/ui';
import { Icon } from '../ui/icons';
import { BookingTrigger } from './booking';
import { ContactLinks } from './contact-links';
import { detail, item } from './contact-links-styles';
import { button, fab, panel, panelTitle, whenClosed, whenOpen } from './contact-fab-styles';

const panelId = 'contact-panel';

/** The bottom-right popover of contact links: browser-run even without script, so static HTML with no code (see prerender). */
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
