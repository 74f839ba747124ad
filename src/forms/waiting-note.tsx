import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { waitingForConnection } from '../content/messages';
import { button, Icon, iconLine, secondary } from '../ui/kit';
import { ReachUsNow } from './reach-us';
import type { useForm } from './use-form';

/**
 * While a send waits, in the page for the connection or in the outbox (src/offline/): it goes by itself (the truth
 * for this browser: with the page closed, or at the next visit), or reach the clinic meanwhile, or call it off. Its
 * props are useForm's `waiting`.
 */
export function WaitingNote({ phase, handed, sync, chatText, onCancel }: ReturnType<typeof useForm>['waiting']) {
  const box = useRef<HTMLDivElement>(null);
  const note =
    phase === 'waiting'
      ? waitingForConnection
      : handed && { title: handed.title, text: handed[sync ? 'sync' : 'nextVisit'] };
  // Sent from the foot of the screen, the note would appear below it, unseen.
  const shown = note?.text;
  useEffect(() => {
    if (shown) box.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  return (
    <div ref={box} className={waitingBox} aria-live="polite" data-waiting={note && true}>
      {note && (
        <>
          <p className={`${iconLine} ${text}`}>
            <Icon name="alert" />
            <span>
              <strong>{note.title}.</strong> {note.text}
            </span>
          </p>
          <WaysOut chatText={chatText} onCancel={onCancel} />
        </>
      )}
    </div>
  );
}

/** A waiting send's ways out, under the form and on the toast of one the outbox holds: reach the clinic now, or
 * call it off ("Don't send"). */
export const WaysOut = ({ chatText, onCancel }: { chatText?: string; onCancel: () => void }) => (
  <div className={waitingBox}>
    <ReachUsNow chatText={chatText} />
    <button type="button" className={`${button} ${secondary} ${cancel}`} onClick={onCancel}>
      {waitingForConnection.cancel}
    </button>
  </div>
);

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
  svg {
    margin-top: 0.15rem;
  }
`;

const cancel = css`
  min-height: 2.5rem;
  padding-block: 0.375rem;
  font-size: var(--text-s);
`;
