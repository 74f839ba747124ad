/**
 * The type check of the Kannada content (npx tsc --noEmit): each module in this folder must have every export of its
 * English module, of the same shape, with any text in place of each English text. A missing export or key is a type
 * error here; build.mjs also compares the two key by key and fails the build naming what is missing
 * (src/build/translation-check.mjs). Nothing imports this file: it only holds the check.
 */
import type * as en from '../../prerender/content';
import * as carousel from './carousel';
import * as contact from './contact';
import * as gallery from './gallery';
import * as home from './home';
import * as messages from './messages';
import * as notFound from './not-found';
import * as place from './place';
import * as privacy from './privacy';
import * as site from './site';
import * as specialties from './specialties';
import * as specialtyDetails from './specialty-details';
import * as treatments from './treatments';
import * as validation from './validation';

/** The English content's shape with every text loosened to any string (so "About Us" may be "ನಮ್ಮ ಬಗ್ಗೆ"). */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;

export const kannada: Translation<typeof en.content> = {
  carousel,
  contact,
  gallery,
  home,
  messages,
  notFound,
  place,
  privacy,
  site,
  specialties,
  specialtyDetails,
  treatments,
  validation,
};
