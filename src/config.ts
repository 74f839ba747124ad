/**
 * Every clinic fact, once, for a clinic to edit (these are sample values). Browser code imports only `clinic`, the
 * links and its language's place, so `config`, for the build and prerender, stays out of its bundles.
 */
/** Where the clinic is, for the map block, the maps link and structured data. */
const geo = { latitude: 12.9293, longitude: 77.5826 };

/** The clinic's full name, as every page writes it. */
const name = 'Mallige Dental Care';
const phone = {
  /** E.164 (+, country code, number, no spaces), for tel: links and structured data. */
  e164: '+919876543210',
  /** The same number as visitors read it. */
  display: '+91 98765 43210',
  /** The number patients chat with on WhatsApp (E.164): the same, or the clinic's mobile beside a landline. */
  whatsapp: '+919876543210',
} as const;
/** The address visitors write to (mailto: links); form messages go through EmailJS below. */
const email = 'hello@mallige-dental.example';
/** The PIN code: the same digits in every language. */
const postalCode = '560011';

/**
 * Where the clinic is, in English (`place` in src/content/site.ts); each language has these keys, each a whole phrase ("in
 * Jayanagar", ಜಯನಗರದಲ್ಲಿ), as no text glues a case ending onto a name. A function, not a constant, so a bundle keeps
 * only its own language's: esbuild keeps every text a module computes at its top level, but drops an uncalled function.
 */
export function placeInEnglish() {
  const district = 'Jayanagar';
  const area = `${district} 4th Block`;
  return {
    street: `No. 14, 9th Main Road, ${area}`,
    /** The neighbourhood alone, for the home page's first screen. */
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

/** Where the clinic is, in Kannada (`place` in src/content/kn/site.ts), with the case forms its sentences need written out. */
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

/**
 * Where to park, in English: the home page says `sentence` after the landmark, and its description for search results
 * ends with `inBrief`. '' says nothing. Only the prerender writes them, so no page's script carries them.
 */
export function parkingInEnglish() {
  return {
    sentence:
      'There is dedicated parking for cars and two-wheelers in front of the building, so you can drive in without circling the block.',
    inBrief: 'with easy parking',
  };
}

/** Where to park, in Kannada: the same facts as parkingInEnglish. */
export function parkingInKannada(): ReturnType<typeof parkingInEnglish> {
  return {
    sentence: 'ಕಟ್ಟಡದ ಮುಂದೆಯೇ ಕಾರು ಮತ್ತು ಟೂ-ವೀಲರ್‌ಗಳಿಗೆ ಪ್ರತ್ಯೇಕ ಪಾರ್ಕಿಂಗ್ ಇದೆ. ಹಾಗಾಗಿ ಪಾರ್ಕಿಂಗ್‌ಗೆ ಜಾಗ ಹುಡುಕುತ್ತಾ ಸುತ್ತಾಡಬೇಕಿಲ್ಲ.',
    inBrief: 'ಪಾರ್ಕಿಂಗ್ ಸುಲಭ',
  };
}

/** The clinic on a map, for links the build writes: made in a call marked pure, so no script carries it unused. */
export const mapsUrl = /* @__PURE__ */ (() =>
  `https://www.google.com/maps/search/?api=1&query=${geo.latitude},${geo.longitude}`)();

/** A day's hours: when it opens and closes (24-hour clock, "09:30"), or 'by appointment' (no fixed hours), or 'closed'. */
export type DayHours = { readonly opens: string; readonly closes: string } | 'by appointment' | 'closed';
export type Week = Readonly<
  Record<'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday', DayHours>
>;

/** The days with the same hours, named once. */
const weekday = { opens: '09:30', closes: '18:30' };
/**
 * Each day's hours: `{ opens, closes }`, 'by appointment' or 'closed'. src/content/ words them in each language,
 * days in a row with the same hours together ("Mon - Sat 9.30AM - 6.30PM"), and the structured data lists them. Not in
 * `clinic`: only the prerender writes them.
 */
const hours: Week = {
  Monday: weekday,
  Tuesday: weekday,
  Wednesday: weekday,
  Thursday: weekday,
  Friday: weekday,
  Saturday: weekday,
  Sunday: 'by appointment',
};
/** From the clinic's EmailJS account: its public key, its email service, and one template per form. */
const emailjs = {
  publicKey: 'mallige-sample-public-key',
  serviceId: 'service_mallige',
  appointmentTemplateId: 'template_appointment',
  contactTemplateId: 'template_contact',
} as const;

export const phoneHref = `tel:${phone.e164}`;

export const emailHref = `mailto:${email}`;

/** A chat-messaging link to the clinic number, optionally with a prefilled message. */
export function chatHref(message?: string): string {
  const base = `https://wa.me/${phone.whatsapp.replace(/\D/g, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The clinic's facts the browser's code uses. */
export const clinic = { name, phone, email, postalCode, emailjs } as const;

/**
 * Every fact of the site: the clinic's, and what only the build needs (short name, address of the site, credit). Its
 * facts named one by one, not spread from `clinic`: esbuild keeps an unused object that spreads another (a spread may
 * run a getter), and would ship all of this in every page's script.
 */
export const config = {
  name,
  /** The name under the home-screen icon (the web app manifest), where the full one does not fit. */
  shortName: 'Mallige Dental',
  /** The site's address, with no trailing slash: sitemaps, share cards and structured data build on it. */
  siteUrl: 'https://mallige-dental.example',
  phone,
  email,
  postalCode,
  /** The country as its two-letter ISO code, for structured data. */
  country: 'IN',
  geo,
  mapsUrl,
  hours,
  emailjs,
  /** Who made the site: the footer's credit links here (its words are in src/content/site.ts). */
  credit: { href: 'https://mallige-dental.example' },
  /** The brand colour, as #rrggbb: buttons, links and icons use it as given; its family and greys turn with it. */
  brand: '#0f5f66',
  /** An accent colour as #rrggbb, to turn the coral (and the illustrations' lips and gums) too; none keeps them. */
  accent: undefined as string | undefined,
} as const;
