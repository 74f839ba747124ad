import { css } from '@linaria/core';
import { honeypotLabel, privacyNote, reachUsNow, waitingForConnection } from '../content/messages';
import { privacyPath } from '../content/site';
import { earlySubmitAttribute, fabAvoidAttribute } from '../lib/dom';
import { coarse } from '../styles/media';
import { button, primary, secondary } from '../styles/ui';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icons';
import { ReachUsNow } from './reach-us';

/** A submit button showing "Sending…" (by CSS) while `sending` or an early-held submit waits; busy but focusable. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    // Marked so the floating button gives way while a form's send button is on screen.
    <button
      type="submit"
      className={`${button} ${primary} ${submit}`}
      aria-disabled={sending || undefined}
      {...{ [fabAvoidAttribute]: '' }}
    >
      <span data-label="idle">
        <Icon name="send" />
        {label}
      </span>
      <span data-label="busy">
        <span className={spinner} aria-hidden="true" />
        {sendingLabel}
      </span>
    </button>
  );
}

// A name no autofill or password manager matches (they look for name, email, phone, user…), yet a bot sees a field.
const honeypotName = 'hp_ks';

/**
 * A spam-trap field people never meet (off-screen, hidden from screen readers, untabbable, autofill-off); bots fill it.
 */
export function Honeypot() {
  return (
    <div className={trap} aria-hidden="true">
      <label>
        {honeypotLabel}
        <input
          type="text"
          name={honeypotName}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
        />
      </label>
    </div>
  );
}

/** Whether the browser's own autofill put the value there (`:autofill`; older engines only know the prefixed form). */
function autofilled(input: HTMLInputElement): boolean {
  return [':autofill', ':-webkit-autofill'].some((selector) => {
    try {
      return input.matches(selector);
    } catch {
      return false;
    }
  });
}

/**
 * Whether a bot filled the trap (not autofill, nor a password manager echoing a field); emptied so the next send goes.
 */
export function honeypotTripped(form: HTMLFormElement, typed: string[]): boolean {
  const input = form.elements.namedItem(honeypotName);
  if (!(input instanceof HTMLInputElement)) return false;
  const value = input.value.trim();
  const byPerson = autofilled(input) || typed.some((text) => text.trim() !== '' && text.trim() === value);
  input.value = '';
  return value !== '' && !byPerson;
}

/**
 * While a send waits for the connection, the one thing said of it: it goes by itself, the visitor can reach the clinic
 * meanwhile, or call it off; an always-present live region announces it.
 */
export function WaitingNote({
  waiting,
  chatText,
  onCancel,
}: {
  waiting: boolean;
  chatText: string;
  onCancel: () => void;
}) {
  return (
    <div className={note} aria-live="polite" data-waiting={waiting || undefined}>
      {waiting && (
        <>
          <p className={text}>
            <Icon name="alert" />
            <span>
              <strong>{waitingForConnection.title}.</strong> {waitingForConnection.text}
            </span>
          </p>
          <ReachUsNow chatText={chatText} />
          <button type="button" className={`${button} ${secondary} ${cancel}`} onClick={onCancel}>
            {waitingForConnection.cancel}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * The line under each form that says what its details are for and links the privacy notice (in a new tab, so the form
 * stays as it is).
 */
export function PrivacyNote() {
  return (
    <p className={privacy}>
      {privacyNote.text}{' '}
      <ExternalLink href={privacyPath} hint={reachUsNow.newTab}>
        {privacyNote.link}
      </ExternalLink>
    </p>
  );
}

const submit = css`
  > span {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
  }
  > [data-label='busy'],
  &[aria-disabled='true'] > [data-label='idle'],
  form[${earlySubmitAttribute}] & > [data-label='idle'] {
    display: none;
  }
  &[aria-disabled='true'] > [data-label='busy'],
  form[${earlySubmitAttribute}] & > [data-label='busy'] {
    display: inline-flex;
  }
  &[aria-disabled='true'],
  form[${earlySubmitAttribute}] & {
    background: var(--color-primary-hover);
    cursor: progress;
  }
`;

const spinner = css`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  border: 2px solid var(--color-on-dark-ring);
  border-top-color: var(--color-surface);
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

const note = css`
  display: grid;
  gap: var(--space-3);
  justify-items: start;
  &[data-waiting] {
    margin-top: var(--space-3);
    padding: var(--space-3) var(--space-4);
    border: 1px solid var(--color-warm-edge);
    border-radius: var(--radius-s);
    background: var(--color-surface-warm);
  }
`;

const text = css`
  display: flex;
  gap: var(--space-2);
  font-size: var(--text-s);
  color: var(--color-text);
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    margin-top: 0.15rem;
  }
`;

const cancel = css`
  min-height: 2.5rem;
  padding-block: 0.375rem;
  font-size: var(--text-s);
`;

const privacy = css`
  font-size: var(--text-s);
  color: var(--color-muted);
  a {
    color: var(--color-primary);
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
