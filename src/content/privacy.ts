/** The privacy notice (India's Digital Personal Data Protection Act, 2023): what the forms collect, why, where it goes, for how long, and how to have it deleted. */
import { clinic } from '../config';
import { place } from './site';

/** The notice's heading and the sentence under it. */
export const privacyIntro = {
  title: 'Privacy notice',
  lead: `${clinic.name} asks for personal details only in its two forms, to answer you. Here is what we collect, why, where it goes, how long we keep it, and how to have it corrected or deleted.`,
};

/** One part of the notice: a heading and its paragraphs. */
export type PrivacySection = { heading: string; paragraphs: string[] };

/** The notice, part by part, in plain words. */
export const privacySections: PrivacySection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'When you book an appointment: your name, your phone number and the service you need.',
      'When you send a message: your name, your email address, your phone number if you give one, and your message.',
      'Nothing else. The site sets no cookies, runs no analytics or advertising, and loads nothing from other companies while you browse.',
    ],
  },
  {
    heading: 'Why',
    paragraphs: [
      'Only to answer you: to confirm your appointment, or to reply to your message. We do not use your details for marketing, and we do not sell or share them.',
    ],
  },
  {
    heading: 'Where it goes',
    paragraphs: [
      'When you press send (or later, from the outbox described below, once your connection is back), your browser sends what you typed to EmailJS (emailjs.com), the service that turns it into an email, and EmailJS delivers that email to the clinic’s inbox. EmailJS handles it under its own privacy policy and may keep a copy in its sending history for a limited time.',
      'If you use the language switch, your browser remembers the language you chose, on this device only, so that the site opens in it when you come back. It is never sent to us, and clearing this site’s data forgets it.',
    ],
  },
  {
    heading: 'What the forms keep while you type',
    paragraphs: [
      'Until you send, what you type stays on your device: this browser tab keeps a copy of an unsent form, so a reload, a step back or a closed booking form does not lose it. From the appointment form that is your name, your phone number and the service you asked for; from the message form, your name, your email address, your phone number and your message.',
      'The copy is kept in this tab’s session storage (sessionStorage), on this device only. It is never sent to us or to anyone else until you press send. If a page’s code fails to arrive, the tab also notes that page’s address there, so that it loads the page again only once.',
      'It is deleted when your request is sent or handed to the outbox (below), when you choose “Don’t send” on a request that is waiting for your connection, and when you have left it unchanged for an hour. Otherwise it is gone when you close the tab. Should the email service refuse a request from the outbox while its page is still open, the tab keeps the copy again, so that you can send it once more.',
    ],
  },
  {
    heading: 'What the site keeps on your device for when you have no connection',
    paragraphs: [
      'So that pages open without a signal, the site’s service worker keeps a copy of the pages and files you open (the same for every visitor, nothing about you) in this browser’s cache storage, on this device only. The copies of one version of the site are deleted when the next version arrives; of its scripts, styles and pictures, at most the 100 last used are kept, none for more than 30 days unused.',
      'If you press send while your device has no connection, or the connection fails before the email service answers, your request goes into the site’s outbox, in this browser’s IndexedDB, on this device only: the same details as above, with the time you pressed send. It is sent once the connection is back: by itself, even with the site closed, where your browser allows it (the form then says you can close the page), otherwise the next time you open the site. It is deleted as soon as it has been sent, when you choose “Don’t send”, when you change the form before it has gone (this tab then keeps what you typed, as above), or when the email service refuses it. One still unsent after 24 hours is never sent: it is deleted the next time the site runs in this browser (when it tries again by itself, or when you next open the site).',
      'Then only a note stays, of which form it was and what became of it, without anything you typed, until the site has told you (at once if its page is still open, else the next time you open the site). Clearing this site’s data in your browser deletes all of this at once.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your email only as long as we need it to arrange your visit or answer your question, and then delete it. If you become our patient, your treatment records are kept separately, as the law on medical records requires.',
    ],
  },
  {
    heading: 'Your rights: to see, correct or delete your details',
    paragraphs: [
      `Write to ${clinic.email} or call ${clinic.phone.display} to ask what we hold about you, to correct it, or to have it deleted. You can also withdraw your consent at any time in the same way. We will answer promptly.`,
      'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    ],
  },
  {
    heading: 'Who is responsible',
    paragraphs: [
      `${clinic.name}, ${place.street}, ${place.locality} ${clinic.postalCode}. Email ${clinic.email}, phone ${clinic.phone.display}.`,
    ],
  },
];

/** The page's <title>, and what it says of itself to search engines and link previews. */
export const title = `Privacy notice · ${clinic.name}`;
export const description = `What ${clinic.name}'s appointment and message forms collect, why, where it goes, how long it is kept, and how to have it corrected or deleted.`;
