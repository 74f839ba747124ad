// Every text module, for the build's translation check: in the Kannada prerender bundle each of these imports is
// answered by src/content/kn/ (src/build/language.mjs), so build.mjs can compare the two, key by key.
import * as carousel from '../content/carousel';
import * as contact from '../content/contact';
import * as gallery from '../content/gallery';
import * as home from '../content/home';
import * as messages from '../content/messages';
import * as notFound from '../content/not-found';
import * as place from '../content/place';
import * as privacy from '../content/privacy';
import * as site from '../content/site';
import * as specialties from '../content/specialties';
import * as specialtyDetails from '../content/specialty-details';
import * as treatments from '../content/treatments';
import * as validation from '../content/validation';

export const content = {
  carousel,
  contact,
  gallery,
  home,
  messages,
  notFound,
  privacy,
  place,
  site,
  specialties,
  specialtyDetails,
  treatments,
  validation,
};
