// The header's Call Now link: a round phone icon with the number beside it, the icon alone on a phone.
import { css } from '@linaria/core';
import { narrow } from '../../styles/media';
import { markLinkRules, srOnlyRules } from '../../styles/ui';

export const callNow = css`
  grid-area: call;
  ${markLinkRules}
  border-radius: 999px;
  padding-right: var(--space-2);
  /* On a phone only the round icon shows: no padding beside it, so the logo keeps its one-line name. */
  ${narrow} {
    padding-right: 0;
  }
  &:hover > span:first-child {
    background: var(--teal-300);
  }
`;

export const callText = css`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  ${narrow} {
    ${srOnlyRules}
  }
`;

export const callLabel = css`
  font-size: 0.75rem;
  font-weight: 650;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--color-accent);
`;

export const callNumber = css`
  font-weight: 650;
  font-variant-numeric: tabular-nums;
`;

/** The first link on the page, shown only when focused. */
