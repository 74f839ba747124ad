import { css } from '@linaria/core';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { chatHref, clinic, emailHref, phoneHref } from '../config';
import {
  charactersLeft,
  contactForm,
  honeypotLabel,
  privacyNote,
  reachUsNow,
  waitingForConnection,
} from '../content/messages';
import { contactOptions, privacyPath } from '../content/site';
import { earlySubmitAttribute } from '../lib/dom';
import {
  button,
  coarse,
  ExternalLink,
  Icon,
  narrow,
  noScript,
  oneColumnRules,
  primary,
  secondary,
  smallPrint,
  srOnly,
  type IconName,
} from '../ui/kit';

// The parts both forms are made of, and the ways to reach the clinic that every list, toast and form offers.

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
        <p id={errorId} className={errorClass}>
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

const remaining = (length: number, max: number) => Math.max(0, max - length);

/** How many characters a field has left, shown once it nears its limit (silent: see CountAnnouncer). */
export function MessageCounter({ length, max }: { length: number; max: number }) {
  const left = remaining(length, max);
  return (
    <p
      className={`${smallPrint} ${counter}`}
      hidden={left > showWithin}
      data-near-limit={left <= marks[0] || undefined}
    >
      {charactersLeft(left)}
    </p>
  );
}

/** Says politely how many characters are left, only when the count crosses one of a few marks. */
export function CountAnnouncer({ length, max }: { length: number; max: number }) {
  const left = remaining(length, max);
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

/** A submit button showing "Sending…" (by CSS) while `sending` or an early-held submit waits; busy but focusable. */
export function SubmitButton({ sending, words }: { sending: boolean; words: { submit: string; sending: string } }) {
  return (
    <button type="submit" className={`${button} ${primary} ${submit}`} aria-disabled={sending || undefined}>
      <span data-label="idle">
        <Icon name="send" />
        {words.submit}
      </span>
      <span data-label="busy">
        <span className={spinner} aria-hidden="true" />
        {words.sending}
      </span>
    </button>
  );
}

// A name no autofill or password manager matches (they look for name, email, phone, user…), yet a bot sees a field.
const honeypotName = 'hp_ks';

/** A spam-trap field people never meet (off-screen, hidden from screen readers, untabbable, autofill-off). */
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

/** Whether a bot filled the trap (not autofill, nor a password manager echoing a field); emptied for the next send. */
export function honeypotTripped(form: HTMLFormElement, typed: string[]): boolean {
  const input = form.elements.namedItem(honeypotName);
  if (!(input instanceof HTMLInputElement)) return false;
  const value = input.value.trim();
  const byPerson = autofilled(input) || typed.some((text) => text.trim() !== '' && text.trim() === value);
  input.value = '';
  return value !== '' && !byPerson;
}

type WaitingProps = { waiting: boolean; chatText: string; onCancel: () => void };

/** While a send waits for the connection: it goes by itself, or reach the clinic meanwhile, or call it off. */
export function WaitingNote({ waiting, chatText, onCancel }: WaitingProps) {
  const box = useRef<HTMLDivElement>(null);
  // Sent from the foot of the screen, the note would appear below it, unseen.
  useEffect(() => {
    if (waiting) box.current?.scrollIntoView({ block: 'nearest' });
  }, [waiting]);
  return (
    <div ref={box} className={waitingBox} aria-live="polite" data-waiting={waiting || undefined}>
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

/** What a form's details are for, and the privacy notice in a new tab (so the form stays as it is). */
export function PrivacyNote() {
  return (
    <p className={`${smallPrint} ${privacy}`}>
      {privacyNote.text}{' '}
      <ExternalLink href={privacyPath} hint={reachUsNow.newTab}>
        {privacyNote.link}
      </ExternalLink>
    </p>
  );
}

type Channel = { icon: IconName; href: string; external: boolean; label: string; detail: string };
type ChannelLinkProps = { channel: Channel; className?: string; hint?: string; children: ReactNode };

/** The clinic's channels, in the order every list shows them, named by `words`; chat may carry a message. */
function channels(words: { call: string; chat: string; email: string }, chatText?: string): Channel[] {
  return [
    { icon: 'phone', href: phoneHref, external: false, label: words.call, detail: clinic.phone.display },
    { icon: 'chat', href: chatHref(chatText), external: true, label: words.chat, detail: contactOptions.newTab },
    { icon: 'mail', href: emailHref, external: false, label: words.email, detail: clinic.email },
  ];
}

/** One channel's link: a chat opens in a new tab, saying so to screen readers unless its words show it. */
function ChannelLink({ channel, className, hint, children }: ChannelLinkProps) {
  return channel.external ? (
    <ExternalLink className={className} href={channel.href} hint={hint}>
      {children}
    </ExternalLink>
  ) : (
    <a className={className} href={channel.href}>
      {children}
    </a>
  );
}

/** Call, chat or email, as a list (the floating panel; the dialog without script); `children` adds items. */
export function ReachUsList({ lead, children }: { lead?: string; children?: ReactNode }) {
  return (
    <>
      {lead && <p className={leadClass}>{lead}</p>}
      <ul className={list}>
        {channels(contactOptions).map((channel) => (
          <li key={channel.icon}>
            <ChannelLink channel={channel} className={item}>
              <Icon name={channel.icon} />
              <span>
                {channel.label} <span className={detail}>{channel.detail}</span>
              </span>
            </ChannelLink>
          </li>
        ))}
        {children}
      </ul>
    </>
  );
}

/** A toast's way out when a send failed or is slow: call now, or chat with the typed text; `note` comes first. */
export function ReachUsNow({ chatText, note }: { chatText?: string; note?: string }) {
  return (
    <div className={now}>
      {note && <p>{note}</p>}
      <p className={nowLead}>{reachUsNow.lead}</p>
      <div className={actions}>
        {channels({ ...reachUsNow, email: '' }, chatText)
          .filter((channel) => channel.icon !== 'mail')
          .map((channel) => (
            <ChannelLink key={channel.icon} channel={channel} className={action} hint={reachUsNow.newTab}>
              <Icon name={channel.icon} />
              {channel.label}
            </ChannelLink>
          ))}
      </div>
    </div>
  );
}

/** When the Message Us form cannot send (scripting is off), `lead`, then the ways to reach the clinic in one line. */
export function ReachUsInline({ lead }: { lead: string }) {
  const [call, chat, email] = channels({ call: clinic.phone.display, chat: contactForm.chat, email: clinic.email });
  return (
    <p className={inline}>
      {lead} <ChannelLink channel={call!}>{call!.label}</ChannelLink> ·{' '}
      <ChannelLink channel={chat!} hint={reachUsNow.newTab}>
        {chat!.label}
      </ChannelLink>{' '}
      · <ChannelLink channel={email!}>{email!.label}</ChannelLink>
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
  text-align: right;
  &[data-near-limit] {
    color: var(--color-danger);
    font-weight: 600;
  }
`;

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

const waitingBox = css`
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
  a {
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

/** One row of a list: also the look of items added to it (the floating panel's Book Appointment). */
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
  color: var(--color-text);
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
    background: var(--color-surface-tint);
  }
`;

/** The smaller second line of a row. */
export const detail = css`
  display: block;
  font-size: var(--text-s);
  font-weight: 400;
  color: var(--color-muted);
`;

const leadClass = css`
  margin-bottom: var(--space-3);
`;

const list = css`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Rose under a failure, teal under news that a send is still on its way.
const now = css`
  --edge: var(--color-accent-soft);
  --strong: var(--color-accent-strong);
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-3);
  border-top: 1px solid var(--edge);
  font-size: var(--text-s);
  [data-variant='default'] > * > & {
    --edge: var(--color-primary-soft);
    --strong: var(--color-primary-deep);
  }
`;

const nowLead = css`
  font-weight: 600;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const action = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  flex: 1 1 auto;
  min-height: 2.5rem;
  padding: 0.375rem 0.75rem;
  border: 1.5px solid var(--edge);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--strong);
  font-weight: 650;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color var(--duration) var(--ease),
    border-color var(--duration) var(--ease);
  svg {
    width: 1.125rem;
    height: 1.125rem;
    flex: none;
  }
  &:hover {
    border-color: var(--strong);
    background: var(--color-wash);
  }
`;

const inline = css`
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-surface-tint-strong);
  border-radius: var(--radius-s);
  background: var(--color-surface-tint);
  font-size: var(--text-s);
  a {
    font-weight: 600;
  }
  a[href^='tel:'] {
    white-space: nowrap;
  }
`;

/** Shown only when scripting is off, in place of what needs it. */
export const scriptless = css`
  display: none;
  ${noScript} {
    display: block;
  }
`;
