import { css } from '@linaria/core';
import { cases, galleryEyebrow, galleryHeadline, galleryIntro } from '../content/gallery';
import { container, eyebrow, lead, pageIntro } from '../ui/kit';
import { Static } from '../ui/shell';
import { CaseGallery } from './case-gallery';

/** The case gallery page: the before/after cases, one at a time. */
export function GalleryPage() {
  return (
    <>
      <Static id="gallery-intro">
        {PRERENDER && (
          <header className={`${container} ${pageIntro} ${centred}`}>
            <span className={eyebrow}>{galleryEyebrow}</span>
            <h1 tabIndex={-1}>{galleryHeadline}</h1>
            <p className={lead}>{galleryIntro}</p>
          </header>
        )}
      </Static>
      <div className={`${container} ${body}`}>
        <CaseGallery cases={cases} />
      </div>
    </>
  );
}

const centred = css`
  justify-items: center;
  text-align: center;
`;

const body = css`
  padding-bottom: var(--section-y);
`;
