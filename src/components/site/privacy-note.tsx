import { css } from '@linaria/core';
import { privacyNote, reachUsNow } from '../../content/messages';
import { newTab } from '../../lib/links';
import { coarse } from '../../styles/media';
import { srOnly } from '../../styles/ui';

/** The line under each form that says what its details are for and links the privacy notice (in a new tab, so the form stays as it is). */
export function PrivacyNote() {
  return (
    <p className={note}>
      {privacyNote.text}{' '}
      <a href="/privacy" {...newTab}>
        {privacyNote.link}
        <span className={srOnly}> {reachUsNow.newTab}</span>
      </a>
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
