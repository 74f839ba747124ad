import type { IconName } from '../ui/kit';

/** An illustration or photo under static/images, with the alt text a screen reader speaks; the build reads its size. */
export type Picture = {
  /** Path under static/, e.g. "/images/treatments/scaling.svg" or "/images/interior/reception.jpg". */
  src: string;
  /** What the picture shows; "" only for a purely decorative picture. */
  alt: string;
};

/**
 * A case's picture, before on the left and after on the right: one file drawn so, or two photos the build crops to 3:4
 * around `focus` and composes (docs/clinic-setup.md, Photos).
 */
export type CasePicture =
  | Picture
  | {
      before: string;
      after: string;
      /** Where to keep in each photo, as fractions of its width and height from the top left; the middle if omitted. */
      focus?: [number, number];
      alt: string;
    };

/** Which of the palette's tints a treatment's section takes. */
export type Tone = 'tint' | 'fresh' | 'warm' | 'accent';

/** A treatment on the treatments page (docs/requirements.md §3.3). */
export type Treatment = {
  id: string;
  title: string;
  /** One or two sentences, shown under the title. */
  description: string;
  /** Concrete points a patient wants to know: what happens, how long, how it feels. */
  details: string[];
  tone: Tone;
  image: Picture;
};

export type SpecialtyId =
  | 'smile-correction'
  | 'aligners'
  | 'dental-implants'
  | 'cosmetic-dentistry'
  | 'laser-dentistry';

/** One of the specialties on the home page, as its tab names it; the site shows as many as this content lists. */
export type Specialty = {
  id: SpecialtyId;
  title: string;
  /** The line icon on its tab, a symbol of the site's icon sprite. */
  icon: IconName;
};

/** What a specialty's panel says and shows. With its `Specialty`, the entity of docs/requirements.md §3.4. */
export type SpecialtyDetails = {
  /** Always empty (docs/requirements.md §3.4); kept so the entity matches it. */
  description: '';
  /** A short paragraph shown in the detail panel. */
  details: string;
  image: Picture;
};

/** A before/after case in the gallery. */
export type Case = {
  id: string;
  title: string;
  /** One sentence on what was done. */
  summary: string;
};

/** A slide of the clinic interior carousel. */
export type Slide = {
  id: string;
  caption: string;
};
