/**
 * Everything a clinic edits to make this site its own, each fact once: every text and link with the clinic's name,
 * phone, email, address or hours reads from here (these are sample values), the place's names in each language
 * included. The browser's code imports only `clinic`, the links made from it and its language's place (through
 * src/content/place.ts), so the rest (`config`, for the build and the prerender) never reaches its bundles.
 */
/** Where the clinic is, for the map block, the maps link and structured data. */
const geo = { latitude: 12.9293, longitude: 77.5826 };

const name = 'Mallige Dental Care';
const phone = {
  /** E.164, used for tel: links and structured data. */
  e164: '+919876543210',
  display: '+91 98765 43210',
  /** The number patients chat with on WhatsApp (E.164): the same, or the clinic's mobile beside a landline. */
  whatsapp: '+919876543210',
} as const;
const email = 'hello@mallige-dental.example';
/** The same in every language: digits. */
const postalCode = '560011';

/**
 * Where the clinic is, in English: every text of the English site names the place from here (src/content/place.ts).
 * Each language has the same keys, each holding what that language writes there: English says "in Jayanagar" where
 * Kannada needs the place in a case of its own (ಜಯನಗರದಲ್ಲಿ), and no text glues a case ending onto a name. Each
 * language's place is a function, so a bundle holds only the one it calls for: esbuild keeps every text a bundled
 * module
 * computes at its top level, but drops a function nobody calls.
 */
export function placeInEnglish() {
  const district = 'Jayanagar';
  const area = `${district} 4th Block`;
  return {
    street: `No. 14, 9th Main Road, ${area}`,
    /** The neighbourhood alone, for the one line of where on the home page's first screen. */
    area,
    /** Where the clinic is from the nearest landmark. */
    landmark: `Opposite the ${area} bus stand, above Vidya Book House`,
    /** The part of the city alone, as titles and the tagline name it. */
    district,
    /** The clinic is there: "… dental care in Jayanagar". */
    inDistrict: `in ${district}`,
    /** Something of it: "Jayanagar's dentist". */
    ofDistrict: `${district}'s`,
    locality: 'Bengaluru',
    ofLocality: "Bengaluru's",
    region: 'Karnataka',
  } as const;
}

/** What a language writes for each of the place's facts. */
export type Place = { readonly [Key in keyof ReturnType<typeof placeInEnglish>]: string };

/**
 * Where the clinic is, in Kannada (src/content/kn/place.ts), with the case forms Kannada sentences need, written out.
 */
export function placeInKannada(): Place {
  const district = 'ಜಯನಗರ';
  const area = `${district} 4ನೇ ಬ್ಲಾಕ್`;
  return {
    street: `ನಂ. 14, 9ನೇ ಮುಖ್ಯ ರಸ್ತೆ, ${area}`,
    area,
    landmark: `${area} ಬಸ್ ಸ್ಟ್ಯಾಂಡ್ ಎದುರು, ವಿದ್ಯಾ ಬುಕ್ ಹೌಸ್ ಮೇಲಿನ ಮಹಡಿಯಲ್ಲಿ`,
    district,
    inDistrict: 'ಜಯನಗರದಲ್ಲಿ',
    ofDistrict: 'ಜಯನಗರದ',
    locality: 'ಬೆಂಗಳೂರು',
    ofLocality: 'ಬೆಂಗಳೂರಿನ',
    region: 'ಕರ್ನಾಟಕ',
  };
}

const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${geo.latitude},${geo.longitude}`;
/**
 * Monday to Saturday, opens to closes (24-hour clock); on Sunday 'by appointment' or 'closed'. Each language writes
 * them out in src/content/.
 */
const hours: { opens: string; closes: string; sunday: 'by appointment' | 'closed' } = {
  opens: '09:30',
  closes: '18:30',
  sunday: 'by appointment',
};
const emailjs = {
  publicKey: 'mallige-sample-public-key',
  serviceId: 'service_mallige',
  appointmentTemplateId: 'template_appointment',
  contactTemplateId: 'template_contact',
} as const;

/** A tel: link to the clinic phone. */
export const phoneHref = `tel:${phone.e164}`;

/** A mailto: link to the clinic email. */
export const emailHref = `mailto:${email}`;

/** A chat-messaging link to the clinic number, optionally with a prefilled message. */
export function chatHref(message?: string): string {
  const base = `https://wa.me/${phone.whatsapp.replace(/\D/g, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The clinic's facts the browser's code uses. */
export const clinic = { name, phone, email, postalCode, mapsUrl, hours, emailjs } as const;

/** Every fact of the site: the clinic's, and what only the build needs (short name, address of the site, credit). */
export const config = {
  name,
  shortName: 'Mallige Dental',
  siteUrl: 'https://mallige-dental.example',
  phone,
  email,
  postalCode,
  country: 'IN',
  geo,
  mapsUrl,
  hours,
  emailjs,
  /** Who made the site: the footer's credit links here (its words are in src/content/site.ts). */
  credit: { href: 'https://mallige-dental.example' },
  /**
   * The clinic's brand colour: every colour of the site, its share card, favicon and illustrations is derived from it.
   */
  brand: '#0f5f66',
} as const;

export type Config = typeof config;
