/**
 * Everything a clinic edits to make this site its own. Every text and link that shows the clinic's
 * name, phone, email, address or hours reads from here. These are plainly sample values.
 */
/** The part of the city the clinic is in, and its block, as a patient would name them. */
const district = 'Jayanagar';
const area = `${district} 4th Block`;
/** Where the clinic is, for the map block, the maps link and structured data. */
const geo = { latitude: 12.9293, longitude: 77.5826 };

export const config = {
  name: 'Mallige Dental Care',
  shortName: 'Mallige Dental',
  siteUrl: 'https://mallige-dental.example',
  phone: {
    /** E.164, used for tel: and chat links. */
    e164: '+919876543210',
    display: '+91 98765 43210',
  },
  email: 'hello@mallige-dental.example',
  address: {
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
  },
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${geo.latitude},${geo.longitude}`,
  /** Monday to Saturday, opens to closes (24-hour clock); Sunday by appointment. Each language writes them out in src/content/. */
  hours: {
    opens: '09:30',
    closes: '18:30',
    /** Sunday, as the structured data describes it (schema.org has no "by appointment"). */
    sunday: 'Sunday on appointments only',
  },
  emailjs: {
    publicKey: 'mallige-sample-public-key',
    serviceId: 'service_mallige',
    appointmentTemplateId: 'template_appointment',
    contactTemplateId: 'template_contact',
  },
  credit: { label: 'Powered by Mallige Web', href: 'https://mallige-dental.example' },
} as const;

export type Config = typeof config;
