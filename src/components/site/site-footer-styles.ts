// The footer's look. The footer itself is static HTML outside the React root, so the client imports only this.
import { css } from '@linaria/core';
import { coarse } from '../../styles/media';

export const footer = css`
  --color-focus: var(--sun-300);
  background: var(--teal-900);
  color: var(--teal-150);
  padding-block: var(--space-8) var(--space-6);
  /* Room for the floating contact button over the last line. */
  padding-bottom: calc(var(--space-6) + 4.5rem);
  a {
    color: var(--paper);
  }
`;

export const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  gap: var(--space-6);
`;

export const brand = css`
  display: grid;
  gap: var(--space-4);
  align-content: start;
  p {
    max-width: 22rem;
  }
`;

export const heading = css`
  font-family: var(--font-sans);
  font-size: var(--text-s);
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--teal-300);
  margin-bottom: var(--space-3);
`;

export const row = css`
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
  margin-bottom: var(--space-3);
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2rem;
    color: var(--teal-300);
  }
  a {
    text-decoration-color: var(--on-dark-underline);
  }
  /* On a touch screen each line grows to a 44 px target, its icon still level with its first line. */
  ${coarse} {
    margin-bottom: 0;
    svg {
      margin-top: 0.8rem;
    }
    & > :not(svg) {
      display: inline-block;
      padding-block: 0.6rem;
    }
  }
`;

export const bottom = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-3);
  margin-top: var(--space-7);
  padding-top: var(--space-5);
  border-top: 1px solid var(--on-dark-rule);
  font-size: var(--text-s);
  ${coarse} {
    align-items: center;
    a {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-height: 2.75rem;
      /* A short link (the language switch's "ಕನ್ನಡ") is still a 44 px target. */
      min-width: 2.75rem;
    }
  }
`;
