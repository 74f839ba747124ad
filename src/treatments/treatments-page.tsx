import { css } from '@linaria/core';
import * as words from '../content/treatments';
import { TalkToUs } from '../frame/talk-to-us';
import { coarse, container, Icon, PageIntro, wide } from '../ui/kit';
import { Picture } from '../ui/picture';
import { Static } from '../ui/shell';

/** The treatments, alternately image-left and image-right, each with a way to ask: HTML from the build, no code. */
export function TreatmentsPage() {
  return (
    <Static id="treatments">
      {PRERENDER && (
        <>
          <PageIntro eyebrow={words.treatmentsEyebrow} title={words.treatmentsHeadline} lead={words.treatmentsIntro}>
            <nav aria-label={words.treatmentsJumpLabel} className={jump}>
              <ul>
                {words.treatments.map((t) => (
                  <li key={t.id}>
                    <a href={`#${t.id}`}>{t.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </PageIntro>
          <ol className={`${container} ${list}`}>
            {words.treatments.map((treatment, index) => (
              <li key={treatment.id} id={treatment.id} className={row} data-tone={treatment.tone}>
                <div className={media}>
                  <Picture picture={treatment.image} priority={index === 0} />
                </div>
                <div className={text}>
                  <span className={number} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h2>{treatment.title}</h2>
                  <p className={description}>{treatment.description}</p>
                  <ul className={details}>
                    {treatment.details.map((detail) => (
                      <li key={detail}>
                        <Icon name="check" />
                        {detail}
                      </li>
                    ))}
                  </ul>
                  <TalkToUs secondary />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </Static>
  );
}

const jump = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    margin: var(--space-2) 0 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0.375rem 0.875rem;
    ${coarse} {
      min-height: 2.75rem;
    }
    border-radius: 999px;
    border: 1px solid var(--color-border);
    color: var(--color-text);
    font-size: var(--text-s);
    font-weight: 550;
    text-decoration: none;
    &:hover {
      border-color: var(--color-primary);
      color: var(--color-primary-strong);
    }
    /* Kannada names with English in brackets wrap to two or three lines on a phone: a rounded box, not a pill. */
    &:lang(kn) {
      border-radius: var(--radius-m);
    }
  }
`;

const list = css`
  display: grid;
  gap: clamp(3rem, 2rem + 5vw, 6rem);
  margin: 0 auto;
  padding-block: var(--space-5) var(--section-y);
  list-style: none;
`;

const row = css`
  display: grid;
  align-items: center;
  gap: clamp(1.5rem, 1rem + 4vw, 5rem);
  ${wide} {
    grid-template-columns: 1fr 1fr;
    &:nth-child(even) > :first-child {
      order: 2;
    }
  }
  &[data-tone='tint'] {
    --tint: var(--color-surface-tint);
    --tint-edge: var(--color-surface-tint-strong);
  }
  &[data-tone='fresh'] {
    --tint: var(--color-surface-fresh);
    --tint-edge: var(--color-surface-fresh-strong);
  }
  &[data-tone='warm'] {
    --tint: var(--color-surface-warm);
    --tint-edge: var(--color-surface-warm-strong);
  }
  &[data-tone='accent'] {
    --tint: var(--color-accent-tint);
    --tint-edge: var(--color-accent-soft);
  }
`;

const media = css`
  border-radius: var(--radius-l);
  background: var(--tint);
  box-shadow: inset 0 0 0 1px var(--tint-edge);
  overflow: hidden;
  img {
    width: 100%;
  }
`;

const text = css`
  display: grid;
  gap: var(--space-4);
  justify-items: start;
`;

const number = css`
  font-family: var(--font-serif);
  font-size: var(--text-l);
  font-weight: 600;
  color: var(--color-accent);
`;

const description = css`
  font-size: var(--text-l);
  color: var(--color-muted);
`;

const details = css`
  display: grid;
  gap: var(--space-3);
  margin: 0 0 var(--space-2);
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1.25rem 1fr;
    gap: var(--space-3);
  }
  --icon: 1.25rem;
  svg {
    margin-top: 0.2rem;
    color: var(--color-primary);
  }
`;
