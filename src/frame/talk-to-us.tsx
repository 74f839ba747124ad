import { chatHref } from '../config';
import { chatNewTabHint, talkToUsLabel } from '../content/site';
import { button, ExternalLink, Icon, primary, secondary } from '../ui/kit';

/** A "Talk to us" button that opens the chat with the clinic in a new tab. */
export function TalkToUs({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const look = variant === 'primary' ? primary : secondary;
  return (
    <ExternalLink className={`${button} ${look}`} href={chatHref()} hint={chatNewTabHint}>
      <Icon name="chat" />
      {talkToUsLabel}
    </ExternalLink>
  );
}
