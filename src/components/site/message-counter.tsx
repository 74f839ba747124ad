import { css } from '@linaria/core';
import { useState } from 'react';
import { charactersLeft } from '../../content/messages';
import { srOnly } from '../../styles/ui';

/** The counter shows once this few characters are left. */
const showWithin = 400;

/** Screen readers hear the count only as it crosses these marks, never on every keystroke. */
const marks = [200, 50, 0];

/** The smallest mark at or above `left`, if any: which stretch of the last characters the visitor is in. */
const stretch = (left: number) => marks.filter((mark) => left <= mark).at(-1);

const remaining = (length: number, max: number) => Math.max(0, max - length);

/** How many characters a field has left, shown once it nears its limit (silent: see CountAnnouncer). */
export function MessageCounter({ length, max }: { length: number; max: number }) {
  const left = remaining(length, max);
  return (
    <p className={counter} hidden={left > showWithin} data-near-limit={left <= marks[0] || undefined}>
      {charactersLeft(left)}
    </p>
  );
}

/** Says politely how many characters are left, only when the count crosses one of a few marks. */
export function CountAnnouncer({ length, max }: { length: number; max: number }) {
  const left = remaining(length, max);
  const at = stretch(left);
  const [said, setSaid] = useState<{ at: number | undefined; text: string }>({ at: undefined, text: '' });
  // A new stretch is news, and the exact count at that moment is what is said (state adjusted while rendering).
  if (said.at !== at) setSaid({ at, text: at === undefined ? '' : charactersLeft(left) });
  return (
    <p className={srOnly} aria-live="polite">
      {said.text}
    </p>
  );
}

const counter = css`
  font-size: var(--text-s);
  color: var(--color-muted);
  text-align: right;
  &[data-near-limit] {
    color: var(--color-danger);
    font-weight: 600;
  }
`;
