// The home frame's styles, apart from home.tsx as Linaria cannot evaluate a module that holds styles and imports lazily.
import { css } from '@linaria/core';
import { narrow } from '../styles/media';

export const hero = css`
  display: grid;
  grid-template-columns: 1.05fr 1fr;
  gap: clamp(2rem, 1rem + 4vw, 4.5rem);
  align-items: center;
  padding-block: var(--space-7) var(--space-8);
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    padding-top: var(--space-6);
  }
`;

export const band = css`
  padding-block: var(--section-y);
  background: linear-gradient(180deg, var(--teal-50), var(--paper) 85%);
`;

export const specialtiesLayout = css`
  display: grid;
  gap: var(--space-6);
`;

