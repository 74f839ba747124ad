import { css } from '@linaria/core';
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { charactersLeft } from '../content/messages';
import { narrow } from '../styles/media';
import { oneColumnRules, srOnly } from '../styles/ui';
import { Icon } from '../ui/icons';

type Common = {
  label: string;
  /** The message shown under the field; marks the field invalid and describes it. */
  error?: string;
  /** A word shown after the label of a field that may be left empty, such as "optional". */
  optional?: string;
  /** Something shown under the field that also describes it, such as how many characters are left. */
  note?: ReactNode;
};

type InputFieldProps = Common & {
  multiline?: false;
  inputRef?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>;
type TextareaFieldProps = Common & {
  multiline: true;
  inputRef?: Ref<HTMLTextAreaElement>;
} & TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * A labelled input or textarea with its error (and any note) under it, linked by `aria-describedby` (both forms use
 * it).
 */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [props.error && errorId, props.note && noteId].filter(Boolean).join(' ');
  const described = {
    id,
    className: control,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={id}>
        {props.label}
        {props.optional && <span className={optionalClass}> ({props.optional})</span>}
      </label>
      {props.multiline ? (
        <textarea {...omitOwn(props)} {...described} ref={props.inputRef} />
      ) : (
        <input {...omitOwn(props)} {...described} ref={props.inputRef} />
      )}
      {props.error && (
        <p id={errorId} className={errorClass}>
          <Icon name="alert" />
          {props.error}
        </p>
      )}
      {props.note && <div id={noteId}>{props.note}</div>}
    </div>
  );
}

/** The props that belong to the input element itself. */
function omitOwn<P extends Common & { multiline?: boolean; inputRef?: unknown }>(props: P) {
  const {
    label: _label,
    error: _error,
    optional: _optional,
    note: _note,
    multiline: _multiline,
    inputRef: _inputRef,
    ...rest
  } = props;
  return rest;
}

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

const field = css`
  ${oneColumnRules}
  gap: var(--space-2);
  align-content: start;
`;

const labelClass = css`
  font-weight: 600;
  font-size: 0.9375rem;
  color: var(--color-text);
`;

const optionalClass = css`
  font-weight: 400;
  color: var(--color-muted);
`;

const control = css`
  width: 100%;
  min-height: 3rem;
  padding: 0.6875rem 0.875rem;
  border: 1.5px solid var(--color-border);
  border-radius: var(--radius-s);
  background: var(--color-surface);
  color: var(--color-text);
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
  /* A phone's narrow field shows its whole example: smaller, on two lines if one is too short (a field's example is
     never wrapped by default, only cut), the field as tall as the lines while it shows; no list picker arrow either
     (suggestions show on typing anyway). */
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
  display: flex;
  align-items: flex-start;
  gap: var(--space-2);
  font-size: var(--text-s);
  font-weight: 550;
  line-height: 1.4;
  color: var(--color-danger);
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    margin-top: 0.1rem;
  }
`;

const counter = css`
  font-size: var(--text-s);
  color: var(--color-muted);
  text-align: right;
  &[data-near-limit] {
    color: var(--color-danger);
    font-weight: 600;
  }
`;
