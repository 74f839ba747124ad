/**
 * Everything a clinic edits to make this site its own: every text and link with the clinic's name, phone, email,
 * address or hours reads from here (these are sample values). The browser's code imports only `clinic`, so the rest
 * (`config`, for the build and the prerender) never reaches its bundles.
 */
/** The part of the city the clinic is in, and its block, as a patient would name them. */
const district = 'Jayanagar';
const area = `${district} 4th Block`;
/** Where the clinic is, for the map block, the maps link and structured data. */
const geo = { latitude: 12.9293, longitude: 77.5826 };

const name = 'Mallige Dental Care';
const phone = {
  /** E.164, used for tel: and chat links. */
  e164: '+919876543210',
  display: '+91 98765 43210',
} as const;
const email = 'hello@mallige-dental.example';
const address = {
  street: `No. 14, 9th Main Road, ${area}`,
  /** The neighbourhood alone, for the one line of where on the home page's first screen. */
  area,
  /** The part of the city alone, as titles and the tagline name it. */
  district,
  locality: 'Bengaluru',
  region: 'Karnataka',
  postalCode: '560011',
  country: 'IN',
  /** Where the clinic is, for the map block and structured data. */
  geo,
  landmark: 'Opposite the Jayanagar 4th Block bus stand, above Vidya Book House',
} as const;
const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${geo.latitude},${geo.longitude}`;
/** Monday to Saturday, opens to closes (24-hour clock); Sunday by appointment. Each language writes them out in src/content/. */
const hours = {
  opens: '09:30',
  closes: '18:30',
  /** Sunday, as the structured data describes it (schema.org has no "by appointment"). */
  sunday: 'Sunday on appointments only',
} as const;
const emailjs = {
  publicKey: 'mallige-sample-public-key',
  serviceId: 'service_mallige',
  appointmentTemplateId: 'template_appointment',
  contactTemplateId: 'template_contact',
} as const;

/** The clinic's facts the browser's code uses. */
export const clinic = { name, phone, email, address, mapsUrl, hours, emailjs } as const;

/** Every fact of the site: the clinic's, and what only the build needs (short name, address of the site, credit). */
export const config = {
  name,
  shortName: 'Mallige Dental',
  siteUrl: 'https://mallige-dental.example',
  phone,
  email,
  address,
  mapsUrl,
  hours,
  emailjs,
  credit: { label: 'Powered by Mallige Web', href: 'https://mallige-dental.example' },
  /** The clinic's brand colour: every colour of the site, its share card, favicon and illustrations is derived from it. */
  brand: '#0f5f66',
} as const;

export type Config = typeof config;
