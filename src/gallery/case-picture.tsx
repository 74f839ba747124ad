// A case's picture as the build drew it, kept as HTML; while it cannot be loaded, a framed "Image failed to load" note.
import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { casePictures } from '../content/gallery';
import { imageFailedText } from '../content/site';
import type { Case } from '../content/types';
import { hasFailed } from '../lib/load';
import { narrowWidth, smallPrint } from '../ui/kit';
import { Picture } from '../ui/picture';
import { Static } from '../ui/shell';

/**
 * The picture of `item`, whole in its 3:2 frame. A thumbnail shows the same HTML as the case's slide (the same <Static>
 * part), so it costs no request of its own and no script carries a picture.
 */
export function CasePicture(props: { item: Case; priority?: boolean; compact?: boolean; className: string }) {
  // While it fails, its alt text, read from the page: the script carries no picture's words.
  const [failed, setFailed] = useState<string>();
  const box = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    // The photo is the last <img>, after its placeholder; one that failed before hydration fired its error unheard. A
    // failed one is asked for again until it comes (src/lib/load.ts), and then takes the note's place.
    const img = [...(box.current?.querySelectorAll('img') ?? [])].at(-1);
    const fail = () => setFailed(img?.alt ?? '');
    if (!img || hasFailed(img)) fail();
    const listening = new AbortController();
    img?.addEventListener('error', fail, { signal: listening.signal });
    img?.addEventListener('load', () => setFailed(undefined), { signal: listening.signal });
    return () => listening.abort();
  }, []);

  return (
    <span ref={box} className={`${frame} ${props.className}`}>
      {failed !== undefined && (
        <span className={note} data-compact={props.compact ? '' : undefined}>
          <strong>{imageFailedText}</strong>
          {!props.compact && <span className={`${smallPrint} ${alt}`}>{failed}</span>}
        </span>
      )}
      {/* Hidden, not taken out, while it fails: asked for again, it shows once it comes. */}
      <Static id={`case-${props.item.id}`} hidden={failed !== undefined}>
        {PRERENDER && (
          <Picture
            picture={casePictures[props.item.id]!}
            priority={props.priority}
            // What the peeks leave of a phone's width, else 3 of 5 columns.
            sizes={`${narrowWidth} calc(100vw - 6.5rem), (max-width: 75em) 60vw, 720px`}
            framed
          />
        )}
      </Static>
    </span>
  );
}

const frame = css`
  display: block;
`;

const note = css`
  display: grid;
  place-content: center;
  gap: var(--space-2);
  aspect-ratio: 3 / 2;
  padding: var(--space-5);
  border: 2px dashed var(--color-border);
  border-radius: inherit;
  background: var(--color-rule);
  text-align: center;
  color: var(--color-text);
  &[data-compact] {
    padding: var(--space-2);
    font-size: var(--text-s);
  }
`;

const alt = css`
  max-width: 32rem;
`;
