import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { imageFailedText } from '../content/site';
import type { Picture as PictureData } from '../content/types';
import { Picture } from '../ui/picture';

/** A picture that, if it cannot be loaded, leaves a framed "Image failed to load" note in its place. */
export function FallbackPicture(props: {
  picture: PictureData;
  priority?: boolean;
  sizes?: string;
  className?: string;
  compact?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLSpanElement>(null);

  // An image that failed before hydration fired its error event before React was listening.
  useEffect(() => {
    const img = box.current?.querySelector('img');
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <span ref={box} className={`${frame} ${props.className ?? ''}`}>
      {failed ? (
        <span className={note} data-compact={props.compact ? '' : undefined}>
          <strong>{imageFailedText}</strong>
          {!props.compact && <span className={alt}>{props.picture.alt}</span>}
        </span>
      ) : (
        <Picture
          picture={props.picture}
          priority={props.priority}
          sizes={props.sizes}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}

const frame = css`
  display: block;
  img {
    width: 100%;
  }
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
  font-size: var(--text-s);
  color: var(--color-muted);
`;
