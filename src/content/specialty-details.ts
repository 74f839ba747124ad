/**
 * What each specialty's panel on the home page says and shows, by specialty (its tab, in ./specialties.ts, names it).
 * The panels' text comes with their own code once the page is interactive (see components/site/specialties.tsx).
 */
import type { SpecialtyDetails, SpecialtyId } from './types';

export const specialtyDetails: Record<SpecialtyId, SpecialtyDetails> = {
  'smile-correction': {
    description: '',
    details:
      'Smile correction brings together the treatments that change how your smile looks: straightening, reshaping, whitening or replacing teeth. We start with photos and a frank talk about what you would like to change. Then we show you the options, how long each takes and what it costs, before anything begins.',
    image: {
      src: '/images/specialties/smile-correction.svg',
      alt: 'Illustration of a smile with neat, even teeth.',
    },
  },
  aligners: {
    description: '',
    details:
      'Clear aligners are thin, removable trays that move teeth a little at a time, without wires or brackets. You wear them about 22 hours a day and change to a new set every week or two. They suit mild to moderate crowding and gaps. We will tell you honestly if braces would work better for you.',
    image: {
      src: '/images/specialties/aligners.svg',
      alt: 'Illustration of a clear aligner tray beside a row of teeth.',
    },
  },
  'dental-implants': {
    description: '',
    details:
      'An implant is a small titanium post placed in the jaw to replace the root of a missing tooth. Once the bone heals around it, usually in 3 to 4 months, a crown is fixed on top. It is done under local anaesthetic. We first check your gums and bone with an X-ray or scan to see if it suits you.',
    image: {
      src: '/images/specialties/dental-implants.svg',
      alt: 'Illustration of a cut-away view of an implant post in the gum with a crown above it.',
    },
  },
  'cosmetic-dentistry': {
    description: '',
    details:
      'Cosmetic dentistry improves the colour, shape and line of your teeth. It includes whitening, tooth-coloured bonding for chips and gaps, and veneers. We use a shade guide so you can see the colour before we begin. We aim for teeth that look natural on you, not a one-size-fits-all white.',
    image: {
      src: '/images/specialties/cosmetic-dentistry.svg',
      alt: 'Illustration of a gleaming tooth with sparkles beside a shade guide.',
    },
  },
  'laser-dentistry': {
    description: '',
    details:
      'A dental laser uses a fine beam of light to treat the gums precisely. We use it for gum reshaping, treating gum disease and some minor gum procedures. It often means less bleeding and quicker healing than a blade. Not every treatment needs a laser, and we will explain when it helps.',
    image: {
      src: '/images/specialties/laser-dentistry.svg',
      alt: 'Illustration of a slim laser handpiece directing a soft beam at the gum.',
    },
  },
};
