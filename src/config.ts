/**
 * Everything a clinic edits to make this site its own. Every text and link that shows the clinic's
 * name, phone, email, address or hours reads from here. These are plainly sample values.
 */
/** The neighbourhood the clinic is in, as a patient would name it. */
const area = 'Jayanagar 4th Block';

export const config = {
  name: 'Mallige Dental Care',
  shortName: 'Mallige Dental',
  tagline: 'Gentle, modern dentistry in Jayanagar',
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
    locality: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560011',
    country: 'IN',
    /** Where the clinic is, for the map block and structured data. */
    geo: { latitude: 12.9293, longitude: 77.5826 },
    landmark: 'Opposite the Jayanagar 4th Block bus stand, above Vidya Book House',
  },
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=12.9293,77.5826',
  hours: {
    /** Written exactly as the footer shows them. */
    weekdays: 'Mon - Sat 9.30AM - 6.30PM',
    sunday: 'Sunday on appointments only',
    opens: '09:30',
    closes: '18:30',
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
