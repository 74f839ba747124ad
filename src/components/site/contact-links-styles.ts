// The look of the list of ways to reach us (used by static and hydrated parts alike).
import { css } from '@linaria/core';

/** The look of one row of the list, for items added by `children`. */
export const item = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  min-height: 3rem;
  padding: var(--space-2) var(--space-3);
  border: 0;
  border-radius: var(--radius-m);
  background: none;
  color: var(--ink);
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    color: var(--color-primary);
  }
  > span {
    min-width: 0;
  }
  &:hover {
    background: var(--teal-50);
  }
`;

/** The smaller second line of a row. */
export const detail = css`
  display: block;
  font-size: var(--text-s);
  font-weight: 400;
  color: var(--color-muted);
  overflow-wrap: anywhere;
`;

export const leadClass = css`
  margin-bottom: var(--space-3);
  color: var(--ink);
`;

export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: var(--space-1);
`;
