import { css } from '@linaria/core';
import { privacyNote, reachUsNow } from '../../content/messages';
import { coarse } from '../../styles/media';
import { privacyPath } from '../../content/site';
import { ExternalLink } from '../ui/external-link';

/** The line under each form that says what its details are for and links the privacy notice (in a new tab, so the form stays as it is). */
export function PrivacyNote() {
  return (
    <p className={note}>
      {privacyNote.text}{' '}
      <ExternalLink href={privacyPath} hint={reachUsNow.newTab}>
        {privacyNote.link}
      </ExternalLink>
    </p>
  );
}

const note = css`
  font-size: var(--text-s);
  color: var(--color-muted);
  a {
    color: var(--color-primary);
    font-weight: 600;
  }
  /* A fingertip's 44 px: the link keeps its words together and takes a line's height of its own. */
  ${coarse} {
    a {
      display: inline-flex;
      align-items: center;
      min-height: 2.75rem;
    }
  }
`;
