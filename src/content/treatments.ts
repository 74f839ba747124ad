/** The treatments on the treatments page (the brief's eight, in the order docs/requirements.md §2.11 lists them). */
import { clinic } from '../config';
import { listOf, place } from './site';
import type { Treatment } from './types';

/** The treatments page's h1. */
export const treatmentsHeadline = 'Our Treatments';

/** The paragraph under the treatments page's h1. */
export const treatmentsIntro =
  'From a routine clean to replacing a missing tooth, here is what each treatment involves. We explain every step, and the cost, before we begin.';

export const treatments: Treatment[] = [
  {
    id: 'orthodontics',
    title: 'Orthodontics',
    description:
      'Braces that slowly move crooked, crowded or gapped teeth into line. For older children, teenagers and adults.',
    details: [
      'First visit: we examine your teeth, take X-rays and photos, and explain the options.',
      'Braces are fixed in one visit. Check-ups follow every 4 to 6 weeks.',
      'Treatment usually takes 12 to 24 months, depending on how much the teeth need to move.',
      'Teeth feel sore for a few days after each adjustment. Soft food and a warm salt rinse help.',
    ],
    tone: 'tint',
    image: {
      src: '/images/treatments/orthodontics.svg',
      alt: 'Illustration of braces fitted on a row of teeth, with small brackets joined by a thin wire.',
    },
  },
  {
    id: 'root-canal-treatment',
    title: 'Root Canal Treatment',
    description:
      'Cleans out an infected or badly decayed tooth from the inside so you can keep it. For a tooth that aches, throbs or is sensitive to heat.',
    details: [
      'The tooth is numbed with local anaesthetic, so most people feel pressure rather than pain.',
      'We clean and shape the canals, then seal them. This takes 1 to 3 visits.',
      'A crown is often advised afterwards to protect the tooth from cracking.',
      'The tooth may feel tender for a few days. Chew on the other side until it is fully restored.',
    ],
    tone: 'fresh',
    image: {
      src: '/images/treatments/root-canal-treatment.svg',
      alt: 'Illustration of a tooth in cross-section, showing its roots and the canals inside being cleaned.',
    },
  },
  {
    id: 'scaling',
    title: 'Scaling',
    description:
      'A thorough clean that removes tartar and stains your brush cannot reach. For anyone with bleeding gums, bad breath or a regular check-up due.',
    details: [
      'We use an ultrasonic scaler and hand tools to clean above and just below the gumline.',
      'One visit of 30 to 45 minutes. Usually advised every 6 months.',
      'You may feel some vibration and a little sensitivity. We can numb tender areas if needed.',
      'Gums can feel sore for a day or two. Keep brushing gently and floss daily.',
    ],
    tone: 'warm',
    image: {
      src: '/images/treatments/scaling.svg',
      alt: 'Illustration of a scaler cleaning a tooth near the gumline, with specks of tartar lifting away.',
    },
  },
  {
    id: 'bridges-crowns',
    title: 'Bridges & Crowns',
    description:
      'A crown is a cap that covers and protects a weak or broken tooth. A bridge fills a gap by joining a false tooth to the teeth on either side.',
    details: [
      'First visit: we shape the tooth under local anaesthetic and take a mould or scan.',
      'You wear a temporary cap while the final one is made. It is fitted about a week later.',
      'We match the colour to your own teeth, and can explain the material options and costs.',
      'Brush and floss around it as usual. A bridge needs a special floss threader underneath.',
    ],
    tone: 'accent',
    image: {
      src: '/images/treatments/bridges-crowns.svg',
      alt: 'Illustration of a crown being placed on a tooth, beside a three-unit bridge filling a gap.',
    },
  },
  {
    id: 'extraction',
    title: 'Extraction & Surgical Tooth Removal',
    description:
      'Removing a tooth that cannot be saved, or a wisdom tooth that is stuck or causing trouble. For badly broken, loose or impacted teeth.',
    details: [
      'The area is fully numbed with local anaesthetic before we begin.',
      'A simple extraction takes minutes. A stuck wisdom tooth may need a short surgical procedure.',
      'Bite on gauze for 30 minutes. Avoid spitting, smoking and hot drinks for the rest of the day.',
      'Some swelling and soreness is normal for 2 to 3 days. We give written aftercare advice.',
    ],
    tone: 'tint',
    image: {
      src: '/images/treatments/extraction.svg',
      alt: 'Illustration of dental forceps gently holding a single tooth.',
    },
  },
  {
    id: 'dentures',
    title: 'Dentures',
    description:
      'Removable false teeth that replace some or all of your missing teeth. They help you chew, speak clearly and smile with confidence.',
    details: [
      'We take moulds of your mouth and try in a wax model so you can check the fit and look.',
      'Making a set usually takes 4 to 5 visits over about 3 to 4 weeks.',
      'New dentures take a few weeks to get used to. Small adjustments for sore spots are normal.',
      'Take them out at night, and clean them daily with a soft brush and plain water.',
    ],
    tone: 'fresh',
    image: {
      src: '/images/treatments/dentures.svg',
      alt: 'Illustration of a full set of upper and lower dentures resting on a soft surface.',
    },
  },
  {
    id: 'paediatric-dentistry',
    title: 'Paediatric Dentistry',
    description:
      'Dental care for babies, children and teenagers, at a calm pace. We suggest a first visit by your child’s first birthday.',
    details: [
      'We let your child sit in the chair, meet the tools and ask questions before we start.',
      'Check-ups every 6 months, with fluoride and sealants to help protect young teeth.',
      'Parents can stay in the room. Short, simple visits help children feel at ease.',
      'We show you and your child how to brush well, and talk about snacks and sweet drinks.',
    ],
    tone: 'warm',
    image: {
      src: '/images/treatments/paediatric-dentistry.svg',
      alt: 'Illustration of a child’s tooth with a smiling toothbrush and a star beside it.',
    },
  },
  {
    id: 'tooth-filling',
    title: 'Tooth Filling',
    description:
      'Repairs a tooth with a small cavity or chip using a tooth-coloured material. For teeth with early decay caught at a check-up.',
    details: [
      'We remove the decay, then fill and shape the tooth in a colour that matches.',
      'Usually one visit of 20 to 45 minutes per tooth.',
      'Local anaesthetic is used when needed, so the visit is comfortable.',
      'You can eat once the numbness wears off. Mild sensitivity for a few days is common.',
    ],
    tone: 'accent',
    image: {
      src: '/images/treatments/tooth-filling.svg',
      alt: 'Illustration of a tooth with a small cavity being filled in a tooth colour.',
    },
  },
];

/** The small line above the treatments page's h1, and the name of its list of jump links. */
export const treatmentsEyebrow = 'What we do';
export const treatmentsJumpLabel = 'Treatments on this page';

/** The page's <title>, and what it says of itself to search engines and link previews. */
export const title = `Our Treatments · ${clinic.name}`;
export const description = `${listOf(treatments.map((t) => t.title))} at ${clinic.name}, ${place.district}.`;
