// The clinic as schema.org data (Dentist) for search engines, and the share image's address.
import { config, placeInEnglish } from '../config';
import { hoursLine } from '../content/contact';
import { runsOf } from '../lib/hours';
import { treatmentsCatalogName } from '../content/site';
import { treatments } from '../content/treatments';
import { urlOf } from './site-files';

export const shareImage = { url: `${config.siteUrl}/share.png`, width: 1200, height: 630 } as const;

/**
 * The clinic, the same on every page (in English, whatever the page's language); the treatments page adds the catalogue
 * of what it offers, in its language, which other pages leave to it (it is a quarter of this data's bytes, read by
 * nothing a patient sees, and the home page's HTML has none to spare).
 */
export function dentistJsonLd(withCatalog: boolean) {
  const place = placeInEnglish();
  // How to reach the clinic, and its front desk.
  const reach = { telephone: config.phone.e164, email: config.email };
  return {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': `${config.siteUrl}/#clinic`,
    name: config.name,
    url: `${config.siteUrl}/`,
    ...reach,
    image: shareImage.url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: place.street,
      addressLocality: place.locality,
      addressRegion: place.region,
      postalCode: config.postalCode,
      addressCountry: config.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: config.geo.latitude, longitude: config.geo.longitude },
    // A day not listed is a day closed; a day by appointment has no fixed hours, and schema.org lets any Thing carry
    // a description.
    openingHoursSpecification: runsOf(config.hours)
      .filter((run) => run.hours !== 'closed')
      .map((run) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: run.days.length > 1 ? run.days : run.days[0],
        ...(typeof run.hours === 'object' ? run.hours : { description: hoursLine(run) }),
      })),
    // The site, the phone and the front desk: English and Kannada.
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      ...reach,
      availableLanguage: ['English', 'Kannada'],
    },
    ...(withCatalog && {
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: treatmentsCatalogName,
        itemListElement: treatments.map((t) => ({
          '@type': 'Offer',
          // Name and address: the page says the rest.
          itemOffered: { '@type': 'Service', name: t.title, url: `${urlOf('/treatments')}#${t.id}` },
        })),
      },
    }),
  };
}

/** "<" is escaped so no text can close the <script> element. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
