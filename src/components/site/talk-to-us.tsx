import { talkToUsLabel } from '../../content/site';
import { chatHref, newTab } from '../../lib/links';
import { button, primary, secondary, srOnly } from '../../styles/ui';
import { Icon } from '../ui/icons';

/** A "Talk to us" button that opens the chat link to the clinic number in a new tab. */
export function TalkToUs({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <a className={`${button} ${variant === 'primary' ? primary : secondary}`} href={chatHref()} {...newTab}>
      <Icon name="chat" />
      {talkToUsLabel}
      <span className={srOnly}> (opens a chat in a new tab)</span>
    </a>
  );
}
