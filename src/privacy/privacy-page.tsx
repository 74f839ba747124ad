import { css } from '@linaria/core';
import { clinic, emailHref, phoneHref } from '../config';
import { privacyIntro, privacySections } from '../content/privacy';
import { EmailLink } from '../ui/email';
import { container, lead, stack } from '../ui/kit';
import { Static } from '../ui/shell';

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
                <p key={paragraph}>{withContactLinks(paragraph)}</p>
              ))}
            </section>
          ))}
        </article>
      )}
    </Static>
  );
}

/** The clinic's email address and phone number in `text` as links, so that a request about one's data is a tap away. */
function withContactLinks(text: string) {
  const links = new Map(Object.entries({ [clinic.email]: emailHref, [clinic.phone.display]: phoneHref }));
  const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let at = 0;
  return text.split(new RegExp(`(${[...links.keys()].map(literal).join('|')})`)).map((part) => {
    const href = links.get(part);
    at += part.length;
    if (!href) return part;
    if (href === emailHref) return <EmailLink key={at} address={part} />;
    return (
      <a key={at} href={href}>
        {part}
      </a>
    );
  });
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
