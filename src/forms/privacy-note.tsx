import { css } from '@linaria/core';
import { privacyNote, reachUsNow } from '../content/messages';
import { privacyPath } from '../content/site';
import { coarse, ExternalLink, smallPrint } from '../ui/kit';

/** What a form's details are for, and the privacy notice in a new tab (so the form stays as it is). */
export function PrivacyNote() {
  return (
    <p className={`${smallPrint} ${privacy}`}>
      {`${privacyNote.text} `}
      <ExternalLink href={privacyPath} hint={reachUsNow.newTab}>
        {privacyNote.link}
      </ExternalLink>
    </p>
  );
}

const privacy = css`
  a {
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
