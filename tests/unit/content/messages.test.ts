import { describe, expect, it } from 'vitest';
import { config } from '../../../src/config';
import {
  appointmentChatText,
  appointmentFailed,
  appointmentForm,
  appointmentSent,
  contactChatText,
  messageFailed,
  messageSent,
} from '../../../src/content/messages';

// docs/requirements.md §2.19, §5.2 and §8, quoted: the one place the tests pin these words; every other test imports
// them.
describe('the words of the forms and their toasts', () => {
  it('are the toasts of requirements §8, word for word', () => {
    expect([appointmentSent, appointmentFailed, messageSent, messageFailed]).toEqual([
      { title: 'Appointment Request Sent!', description: "We'll confirm your appointment via email soon." },
      { title: 'Error', description: 'Failed to send appointment request. Please try again later.' },
      { title: 'Message Sent!', description: "We'll get back to you within 24 hours." },
      { title: 'Failed to Send', description: 'Please try again later.' },
    ]);
  });

  it('name the dialog, its fields and its buttons as requirements §2.19 does', () => {
    expect(appointmentForm).toMatchObject({
      title: 'Book Your Appointment',
      name: { label: 'Full Name' },
      phone: { label: 'Phone Number' },
      service: { label: 'Select Service' },
      submit: 'Book Appointment',
      cancel: 'Cancel',
    });
  });

  it('give a phone example with +91 and service examples, as requirements §5.2 asks', () => {
    expect(appointmentForm.phone.placeholder).toMatch(/^\+91 /);
    expect(appointmentForm.service.placeholder).toMatch(/teeth whitening, dental cleaning, root canal/);
  });
});

describe('the chat message a failed send prefills', () => {
  it('repeats the appointment request, trimmed', () => {
    expect(appointmentChatText({ name: ' Asha Rao ', phone: '+91 98450 12345', service: 'Teeth whitening ' })).toBe(
      `Hello ${config.name}, I would like to book an appointment.\nName: Asha Rao\nPhone: +91 98450 12345\nService: Teeth whitening`,
    );
  });

  it('repeats the contact message and who sent it, leaving out what was not given', () => {
    expect(
      contactChatText({ name: 'Asha Rao', email: 'asha@example.com', phone: '', message: 'Do you open on Sundays?' }),
    ).toBe(`Hello ${config.name},\nDo you open on Sundays?\nFrom: Asha Rao, asha@example.com`);
  });
});
