import { css } from '@linaria/core';
import { CaseGallery } from '../components/site/case-gallery';
import { cases, galleryEyebrow, galleryHeadline, galleryIntro } from '../content/gallery';
import { container, eyebrow, lead } from '../styles/ui';

/** The case gallery page: four before/after cases, one at a time (docs/requirements.md §2.12). */
export function CaseStudiesPage() {
  return (
    <>
      <header className={`${container} ${intro}`}>
        <span className={eyebrow}>{galleryEyebrow}</span>
        <h1 tabIndex={-1}>{galleryHeadline}</h1>
        <p className={lead}>{galleryIntro}</p>
      </header>
      <div className={`${container} ${body}`}>
        <CaseGallery cases={cases} />
      </div>
    </>
  );
}

const intro = css`
  display: grid;
  gap: var(--space-4);
  justify-items: center;
  padding-block: var(--space-7) var(--space-6);
  text-align: center;
`;

const body = css`
  padding-bottom: var(--section-y);
`;
