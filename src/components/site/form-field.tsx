import { css } from '@linaria/core';
import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import { honeypotLabel } from '../../content/messages';
import { button, primary } from '../../styles/ui';
import { Icon } from '../ui/icons';

type Common = {
  label: string;
  /** The message shown under the field; marks the field invalid and describes it. */
  error?: string;
  /** A word shown after the label of a field that may be left empty, such as "optional". */
  optional?: string;
};

type InputFieldProps = Common & { multiline?: false; inputRef?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>;
type TextareaFieldProps = Common & { multiline: true; inputRef?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled input or textarea with its error under it, linked by `aria-describedby` (both forms use it). */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = {
    id,
    className: control,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
  };
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={id}>
        {props.label}
        {props.optional && <span className={optionalClass}> ({props.optional})</span>}
      </label>
      {props.multiline ? <textarea {...omitOwn(props)} {...described} ref={props.inputRef} /> : <input {...omitOwn(props)} {...described} ref={props.inputRef} />}
      {props.error && (
        <p id={errorId} className={errorClass}>
          <Icon name="alert" />
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A form's submit button: while sending it says so, spins, and is disabled (the form ignores a second submit). */
export function SubmitButton({ sending, label, sendingLabel, disabled }: { sending: boolean; label: string; sendingLabel: string; disabled?: boolean }) {
  return (
    <button type="submit" className={`${button} ${primary} ${submit}`} aria-disabled={sending || undefined} disabled={disabled}>
      {sending ? <span className={spinner} aria-hidden="true" /> : <Icon name="send" />}
      {sending ? sendingLabel : label}
    </button>
  );
}

/** The spam trap's field name: a plausible field a bot fills in and a person never sees. */
const honeypotName = 'website';

/**
 * A field people never meet: off-screen, hidden from screen readers, out of the tab order, not autofilled.
 * Bots that fill every field fill it, and the form then pretends to send.
 */
export function Honeypot() {
  return (
    <div className={trap} aria-hidden="true">
      <label>
        {honeypotLabel}
        <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What a form's spam trap holds; anything but "" means a bot filled it. */
export function honeypotValue(form: HTMLFormElement): string {
  return String(new FormData(form).get(honeypotName) ?? '');
}

/** The props that belong to the input element itself. */
function omitOwn<P extends Common & { multiline?: boolean; inputRef?: unknown }>(props: P) {
  const { label: _label, error: _error, optional: _optional, multiline: _multiline, inputRef: _inputRef, ...rest } = props;
  return rest;
}

const field = css`
  display: grid;
  gap: var(--space-2);
  align-content: start;
`;

const labelClass = css`
  font-weight: 600;
  font-size: 0.9375rem;
  color: var(--ink);
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
  background: #fff;
  color: var(--ink);
  line-height: 1.4;
  transition: border-color var(--duration) var(--ease), box-shadow var(--duration) var(--ease);
  &::placeholder {
    color: #5f7178;
    opacity: 1;
  }
  &:hover {
    border-color: var(--teal-300);
  }
  &:focus {
    border-color: var(--color-primary);
    box-shadow: 0 0 0 3px var(--teal-100);
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: var(--color-danger);
    background: #fffbfa;
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px var(--rose-100);
  }
  &[readonly] {
    background: var(--teal-50);
    color: var(--color-muted);
  }
  textarea& {
    min-height: 8.5rem;
    resize: vertical;
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

const submit = css`
  &[aria-disabled='true'] {
    background: var(--teal-600);
    cursor: progress;
  }
  &[disabled] {
    cursor: default;
  }
`;

const spinner = css`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  border: 2px solid rgb(255 255 255 / 0.35);
  border-top-color: #fff;
  border-radius: 50%;
  animation: submit-spin 0.8s linear infinite;
  @keyframes submit-spin {
    to {
      transform: rotate(1turn);
    }
  }
`;

const trap = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
