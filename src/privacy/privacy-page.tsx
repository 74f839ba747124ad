import { css } from '@linaria/core';
import { privacyIntro, privacySections } from '../content/privacy';
import { container, lead, stack } from '../styles/ui';
import { Static } from '../ui/static';

/** What the forms collect, why, where it goes, how long it is kept, how to have it corrected or deleted: HTML only. */
export function PrivacyPage() {
  return (
    <Static id="privacy">
      {PRERENDER && (
        <article className={`${container} ${page}`}>
          <header className={intro}>
            <h1 tabIndex={-1}>{privacyIntro.title}</h1>
            <p className={lead}>{privacyIntro.lead}</p>
          </header>
          {privacySections.map((section) => (
            <section key={section.heading} className={stack}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      )}
    </Static>
  );
}

const page = css`
  display: grid;
  gap: var(--space-6);
  max-width: calc(46rem + 2 * var(--gutter));
  padding-block: var(--space-7) var(--section-y);
  h2 {
    font-size: var(--text-xl);
  }
  section p {
    max-width: 42rem;
  }
`;

const intro = css`
  display: grid;
  gap: var(--space-4);
`;
