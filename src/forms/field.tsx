// A form's field: its label, control, message and note; and the count of characters left, shown and announced.
import { css } from '@linaria/core';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { charactersLeft } from '../content/messages';
import { Icon, iconLine, narrow, oneColumnRules, smallPrint, srOnly } from '../ui/kit';

type FieldProps = {
  label: string;
  /** Marks the field invalid and describes it. */
  error?: string;
  /** A word shown after the label of a field that may be left empty, such as "optional". */
  optional?: string;
  /** Shown under the field, also describing it, such as how many characters are left. */
  note?: ReactNode;
  multiline?: boolean;
} & InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled input or textarea with its error (and any note) under it, linked by `aria-describedby`. */
export function FormField({ label, error, optional, note, multiline, ...own }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [error && errorId, note && noteId].filter(Boolean).join(' ');
  const control = {
    ...own,
    id,
    className: controlClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={id}>
        {label}
        {optional && <span className={optionalClass}> ({optional})</span>}
      </label>
      {multiline ? <textarea {...control} /> : <input {...control} />}
      {error && (
        <p id={errorId} className={`${iconLine} ${errorClass}`}>
          <Icon name="alert" />
          {error}
        </p>
      )}
      {note && <div id={noteId}>{note}</div>}
    </div>
  );
}

/** The counter shows once this few characters are left. */
const showWithin = 400;

/** Screen readers hear the count only as it crosses these marks, never on every keystroke. */
const marks = [200, 50, 0];

/** How many characters a field has `left`, shown once it nears its limit (silent: see CountAnnouncer). */
export function MessageCounter({ left }: { left: number }) {
  const shown = left <= showWithin;
  // Written only when shown: the first number formatted loads the browser's locale data, which hydration need not pay.
  return (
    <p className={`${smallPrint} ${counter}`} hidden={!shown} data-near-limit={left <= marks[0] || undefined}>
      {shown && charactersLeft(left)}
    </p>
  );
}

/** Says politely how many characters are `left`, only when the count crosses one of a few marks. */
export function CountAnnouncer({ left }: { left: number }) {
  // The smallest mark at or above `left`: which stretch of the last characters the visitor is in.
  const at = marks.filter((mark) => left <= mark).at(-1);
  const [said, setSaid] = useState<{ at: number | undefined; text: string }>({ at: undefined, text: '' });
  // A new stretch is news, and the exact count at that moment is what is said (state adjusted while rendering).
  if (said.at !== at) setSaid({ at, text: at === undefined ? '' : charactersLeft(left) });
  return (
    <p className={srOnly} aria-live="polite">
      {said.text}
    </p>
  );
}

const field = css`
  ${oneColumnRules}
  gap: var(--space-2);
  align-content: start;
`;

const labelClass = css`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const optionalClass = css`
  font-weight: 400;
  color: var(--color-muted);
`;

const controlClass = css`
  width: 100%;
  min-height: 3rem;
  padding: 0.6875rem 0.875rem;
  border: 1.5px solid var(--color-border);
  border-radius: var(--radius-s);
  background: var(--color-surface);
  line-height: 1.4;
  transition: border-color var(--duration) var(--ease), box-shadow var(--duration) var(--ease);
  &::placeholder {
    color: var(--color-placeholder);
    opacity: 1;
  }
  &:hover {
    border-color: var(--color-primary-soft);
  }
  &:focus {
    border-color: var(--color-primary);
    box-shadow: 0 0 0 3px var(--color-surface-tint-strong);
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: var(--color-danger);
    background: var(--color-danger-tint);
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px var(--color-accent-tint);
  }
  &[readonly] {
    background: var(--color-surface-tint);
    color: var(--color-muted);
  }
  textarea& {
    min-height: 8.5rem;
    resize: vertical;
  }
  /* On a phone a field shows its whole example (smaller, wrapped, not cut); no list arrow (typing suggests). */
  ${narrow} {
    padding-inline: 0.75rem;
    &::placeholder {
      font-size: 0.8125rem;
      white-space: normal;
    }
    input&:placeholder-shown {
      field-sizing: content;
    }
    &::-webkit-calendar-picker-indicator {
      display: none !important;
    }
  }
`;

const errorClass = css`
  align-items: flex-start;
  font-weight: 550;
  line-height: 1.4;
  color: var(--color-danger);
  svg {
    margin-top: 0.1rem;
  }
`;

const counter = css`
  text-align: right;
  &[data-near-limit] {
    color: var(--color-danger);
    font-weight: 600;
  }
`;
