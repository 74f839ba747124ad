import { chatHref } from '../config';
import { chatNewTabHint, talkToUsLabel } from '../content/site';
import { button, ExternalLink, Icon, primary, secondary } from '../ui/kit';

/** A "Talk to us" button that opens the chat with the clinic in a new tab; a primary button unless `secondary`. */
export function TalkToUs({ secondary: isSecondary }: { secondary?: boolean }) {
  return (
    <ExternalLink className={`${button} ${isSecondary ? secondary : primary}`} href={chatHref()} hint={chatNewTabHint}>
      <Icon name="chat" />
      {talkToUsLabel}
    </ExternalLink>
  );
}
