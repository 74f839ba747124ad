import { css } from '@linaria/core';
import { cases, galleryEyebrow, galleryHeadline, galleryIntro } from '../content/gallery';
import { container, eyebrow, lead } from '../styles/ui';
import { Static } from '../ui/static';
import { CaseGallery } from './case-gallery';

/** The case gallery page: four before/after cases, one at a time. */
export function GalleryPage() {
  return (
    <>
      <Static id="gallery-intro">{PRERENDER && <Intro />}</Static>
      <div className={`${container} ${body}`}>
        <CaseGallery cases={cases} />
      </div>
    </>
  );
}

function Intro() {
  return (
    <header className={`${container} ${intro}`}>
      <span className={eyebrow}>{galleryEyebrow}</span>
      <h1 tabIndex={-1}>{galleryHeadline}</h1>
      <p className={lead}>{galleryIntro}</p>
    </header>
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
