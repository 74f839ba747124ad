import { css } from '@linaria/core';
import { cases, galleryEyebrow, galleryHeadline, galleryIntro } from '../content/gallery';
import { container, PageIntro } from '../ui/kit';
import { Static } from '../ui/shell';
import { CaseGallery } from './case-gallery';

/** The case gallery page: the before/after cases, one at a time. */
export function GalleryPage() {
  return (
    <>
      <Static id="gallery-intro">
        {PRERENDER && (
          <PageIntro eyebrow={galleryEyebrow} title={galleryHeadline} lead={galleryIntro} className={centred} />
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
