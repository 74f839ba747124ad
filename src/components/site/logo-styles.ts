// The logo's look (its markup is static: header and footer); the client imports only this.
import { css } from '@linaria/core';
import { crampedText } from '../../styles/media';
import { markLinkRules, srOnlyRules } from '../../styles/ui';

export const logo = css`
  ${markLinkRules}
  justify-self: start;
  &[data-inverse='true'] {
    color: var(--paper);
  }
`;

export const mark = css`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 0.75rem;
  background: var(--color-primary);
  color: var(--paper);
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  [data-inverse='true'] > & {
    background: var(--paper);
    color: var(--color-primary);
  }
`;

export const words = css`
  display: flex;
  flex-direction: column;
  line-height: 1;
  /* In the header, with too little room for the words, only the mark shows (the words still name the link). */
  ${crampedText} {
    [data-inverse='false'] > & {
      ${srOnlyRules}
    }
  }
`;

export const first = css`
  font-family: var(--font-serif);
  font-size: 1.375rem;
  font-weight: 650;
  letter-spacing: -0.01em;
`;

export const rest = css`
  margin-top: 0.2rem;
  font-size: 0.6875rem;
  font-weight: 650;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  opacity: 0.85;
`;
