import { css } from '@linaria/core';
import { useEffect } from 'react';
import { notFoundPage } from '../content/not-found';
import { homePath, notFoundText } from '../content/site';
import { button, container, lead, primary } from '../ui/kit';
import { Static } from '../ui/shell';

/** Shown for any path the site does not have. */
export function NotFoundPage() {
  useEffect(() => console.warn('404: no page at', location.pathname), []);
  return (
    <Static id="not-found">
      {PRERENDER && (
        <div className={`${container} ${wrap}`}>
          <p className={code} aria-hidden="true">
            404
          </p>
          <h1 tabIndex={-1}>{notFoundText}</h1>
          <p className={lead}>{notFoundPage.lead}</p>
          <p>
            <a className={`${button} ${primary}`} href={homePath}>
              {notFoundPage.home}
            </a>
          </p>
        </div>
      )}
    </Static>
  );
}

const wrap = css`
  display: grid;
  justify-items: center;
  gap: var(--space-5);
  padding-block: var(--space-8);
  text-align: center;
  min-height: 60vh;
  align-content: center;
`;

const code = css`
  font-family: var(--font-serif);
  font-size: clamp(5rem, 3rem + 10vw, 9rem);
  line-height: 1;
  font-weight: 700;
  color: var(--color-primary-bright);
`;
