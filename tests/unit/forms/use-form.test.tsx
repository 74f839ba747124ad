import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appointmentForm,
  contactForm,
  dismissNotificationLabel,
  messageFailed,
  messageSent,
  sendingSlowly,
  waitingForConnection,
} from '../../../src/content/messages';
import { AppointmentForm } from '../../../src/forms/appointment-form';
import { MessageForm } from '../../../src/forms/message-form';
import { createDrafts } from '../../../src/lib/drafts';
import * as outboxWords from '../../../src/content/outbox';
import { sendForm } from '../../../src/lib/email';
import { SendError } from '../../../src/lib/email-client';
import { type Outcome, slowAfterMs } from '../../../src/lib/send-machine';
import { maxLengths } from '../../../src/lib/validation';
import { startWorker } from '../../../src/offline/worker-client';
import { ToastRegions } from '../../../src/ui/toast-regions';
import { prerender } from '../prerender';
import { Visit } from '../visit';

/** A page of a visit of its own, with its toasts: what App renders around a form. */
const page = (children: ReactNode) => (
  <Visit>
    {children}
    <ToastRegions layer="page" dismissLabel={dismissNotificationLabel} />
  </Visit>
);

/** This tab's drafts as another page of it has them: a store of its own, sharing only the tab's session storage. */
const tabDrafts = () => createDrafts();

vi.mock('../../../src/lib/email', () => ({ sendForm: vi.fn(async () => {}), loadEmailClient: vi.fn(async () => {}) }));
// The browser's service worker as the page starts it, unless a test gives the visit one whose outbox takes requests.
vi.mock('../../../src/offline/worker-client', async (original) => {
  const real = await original<typeof import('../../../src/offline/worker-client')>();
  return { startWorker: vi.fn(real.startWorker) };
});

afterEach(() => {
  vi.mocked(sendForm).mockReset();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

/** The Message Us form as the prerendered page paints it, before its code runs. */
function prerenderedContactForm() {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = prerender(page(<MessageForm />));
  const control = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return { container, control };
}

describe('the Message Us form, when its code arrives', () => {
  it('adopts what was typed into the prerendered fields, and keeps it through the next render', async () => {
    const { container, control } = prerenderedContactForm();
    control('name').value = 'Asha Rao';
    control('message').value = 'Do you open on Sundays?';
    await act(async () => void hydrateRoot(container, page(<MessageForm />)));
    // Any change re-renders every field from the form's state: what was typed must be in it.
    fireEvent.change(control('email'), { target: { value: 'asha@example.com' } });
    expect(control('name').value).toBe('Asha Rao');
    expect(control('message').value).toBe('Do you open on Sundays?');
    expect(control('email').value).toBe('asha@example.com');
  });

  it('marks itself live, so that the page stops holding its submits', async () => {
    const { container } = prerenderedContactForm();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('data-submit')).toBe('hold');
    await act(async () => void hydrateRoot(container, page(<MessageForm />)));
    expect(form.getAttribute('data-submit')).toBe('live');
    expect(form.getAttribute('method')).toBe('dialog');
  });

  it('fills an untouched field from this tab’s draft, and keeps the page’s value over the draft', async () => {
    tabDrafts().save('contact', {
      name: 'From the draft',
      email: 'draft@example.com',
      phone: '',
      service: '',
      message: 'Drafted',
    });
    const { container, control } = prerenderedContactForm();
    control('name').value = 'Typed just now';
    await act(async () => void hydrateRoot(container, page(<MessageForm />)));
    expect(control('name').value).toBe('Typed just now');
    expect(control('email').value).toBe('draft@example.com');
    expect(control('message').value).toBe('Drafted');
  });
});

describe('the appointment form', () => {
  it('opens with this tab’s draft, after a reload or a closed dialog', () => {
    tabDrafts().save('appointment', { name: 'Asha Rao', phone: '+91 98450 12345', service: '' });
    render(page(<AppointmentForm />));
    expect(screen.getByLabelText(appointmentForm.name.label)).toHaveProperty('value', 'Asha Rao');
    expect(screen.getByLabelText(appointmentForm.phone.label)).toHaveProperty('value', '+91 98450 12345');
    expect(screen.getByLabelText(appointmentForm.service.label)).toHaveProperty('value', '');
  });

  it('keeps each change as the draft', () => {
    render(page(<AppointmentForm />));
    fireEvent.change(screen.getByLabelText(appointmentForm.service.label), { target: { value: 'Cleaning' } });
    expect(tabDrafts().read('appointment')).toEqual({ name: '', phone: '', service: 'Cleaning' });
  });
});

describe('the Message Us form, as the visitor types', () => {
  it('keeps what comes after the cursor when an insertion would take the message past its limit', () => {
    render(page(<MessageForm />));
    const field = screen.getByLabelText(contactForm.message.label) as HTMLTextAreaElement;
    const ending = ' Thanks, Asha';
    const written = 'x'.repeat(maxLengths.message - 2 - ending.length) + ending;
    fireEvent.change(field, { target: { value: written } });
    // Five letters typed (or pasted) in the middle, with room for two: as a field's maxlength does, the insertion is
    // cut, not what was already written after it.
    const middle = 1000;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setValue.call(field, `${written.slice(0, middle)}ABCDE${written.slice(middle)}`);
    field.setSelectionRange(middle + 5, middle + 5);
    fireEvent.change(field);
    expect(field.value).toBe(`${written.slice(0, middle)}AB${written.slice(middle)}`);
    expect(field.value.endsWith(ending)).toBe(true);
  });
});

describe('a send the visitor calls off', () => {
  it('takes back the toast that said it was still sending: after no answer in 15 s and a lost connection, Don’t send', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = (_: unknown) => {};
    vi.mocked(sendForm).mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    render(page(<MessageForm />));
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(contactForm.name.label, 'Asha Rao');
    type(contactForm.email.label, 'asha@example.com');
    type(contactForm.message.label, 'Do you open on Sundays?');
    fireEvent.submit(document.querySelector('form')!);
    expect(sendForm).toHaveBeenCalledTimes(1);
    await act(async () => void vi.advanceTimersByTime(slowAfterMs));
    expect(screen.getByRole('status').textContent).toContain(sendingSlowly.title);
    // The connection drops, and the request with it: the form now waits for the connection, under its button.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => fail(new TypeError('Failed to fetch')));
    const dontSend = await screen.findByRole('button', { name: waitingForConnection.cancel });
    await act(async () => fireEvent.click(dontSend));
    expect(screen.queryByRole('button', { name: waitingForConnection.cancel })).toBeNull();
    expect(document.body.textContent, 'nothing is sending, or will').not.toContain(sendingSlowly.title);
  });
});

/** A service worker whose outbox takes every request and, asked for one back, is sending it already. */
function sendingOutbox() {
  let settled = (_: Outcome) => false;
  vi.mocked(startWorker).mockReturnValueOnce({
    link: () => ({ handedOver: outboxWords.handedOver, outcomeToast: vi.fn(), hand: vi.fn() }),
    outbox: () => ({
      ready: () => true,
      hand: async (_, outcome) => {
        settled = outcome;
        return { sync: true, cancel: async () => false };
      },
    }),
  });
  return { settle: (outcome: Outcome) => act(async () => void settled(outcome)) };
}

const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Renders the Message Us form, writes a message and presses send. */
function sendMessage(message: string) {
  render(page(<MessageForm />));
  typeInto(contactForm.name.label, 'Asha Rao');
  typeInto(contactForm.email.label, 'asha@example.com');
  typeInto(contactForm.message.label, message);
  fireEvent.submit(document.querySelector('form')!);
}

describe('a send handed to the outbox', () => {
  it('takes back the toast that said it was still sending: the note under the button says what happens now', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sendingOutbox();
    let fail = (_: unknown) => {};
    vi.mocked(sendForm).mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    sendMessage('Do you open on Sundays?');
    await act(async () => void vi.advanceTimersByTime(slowAfterMs));
    expect(screen.getByRole('status').textContent).toContain(sendingSlowly.title);
    // No answer at all, online: the outbox takes it, and will send it, with the page closed or not.
    await act(async () => fail(new SendError('The email service could not be reached')));
    expect(await screen.findByText(outboxWords.handedOver.sync)).toBeTruthy();
    expect(document.body.textContent, 'the page sends nothing itself now').not.toContain(sendingSlowly.title);
  });

  it('keeps what the visitor typed after handing it over, when the outbox was sending it already and it went', async () => {
    const outbox = sendingOutbox();
    vi.mocked(sendForm).mockRejectedValue(new SendError('The email service could not be reached'));
    sendMessage('Do you open on Sundays?');
    expect(await screen.findByText(outboxWords.handedOver.sync)).toBeTruthy();
    const edit = 'Do you open on Sundays? And on holidays?';
    typeInto(contactForm.message.label, edit);
    await outbox.settle('sent');
    expect(screen.getByRole('status').textContent).toContain(messageSent.title);
    expect(screen.getByLabelText<HTMLTextAreaElement>(contactForm.message.label).value).toBe(edit);
    expect(tabDrafts().read('contact')).toMatchObject({ message: edit });
  });

  it('empties the form once it went, as an accepted send does, when nothing was typed since', async () => {
    const outbox = sendingOutbox();
    vi.mocked(sendForm).mockRejectedValue(new SendError('The email service could not be reached'));
    sendMessage('Do you open on Sundays?');
    expect(await screen.findByText(outboxWords.handedOver.sync)).toBeTruthy();
    await outbox.settle('sent');
    expect(screen.getByRole('status').textContent).toContain(messageSent.title);
    expect(screen.getByLabelText<HTMLTextAreaElement>(contactForm.message.label).value).toBe('');
    expect(tabDrafts().read('contact')).toBeNull();
  });

  it('keeps it as the draft again once the email service refused it: a reload finds what was typed', async () => {
    const outbox = sendingOutbox();
    vi.mocked(sendForm).mockRejectedValue(new SendError('The email service could not be reached'));
    sendMessage('Do you open on Sundays?');
    expect(await screen.findByText(outboxWords.handedOver.sync)).toBeTruthy();
    expect(tabDrafts().read('contact'), 'the outbox holds the one copy').toBeNull();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await outbox.settle('refused');
    expect(logged).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toContain(messageFailed.title);
    expect(tabDrafts().read('contact')).toMatchObject({ name: 'Asha Rao', message: 'Do you open on Sundays?' });
  });
});

describe('a send the email service accepted', () => {
  it('leaves no message by the emptied fields, though the press before it had some', async () => {
    render(page(<MessageForm />));
    const form = document.querySelector('form')!;
    const invalid = () => form.querySelectorAll('[aria-invalid="true"]');
    await act(async () => void fireEvent.submit(form));
    expect(invalid().length, 'an empty form is refused, with messages').toBeGreaterThan(0);
    // A bot fills the spam trap and sends again: it sees the success it expects, as a sent request clears the form.
    form.querySelector<HTMLInputElement>('[name="hp_ks"]')!.value = 'https://spam.example';
    await act(async () => void fireEvent.submit(form));
    expect(screen.getByRole('status').textContent).toContain(messageSent.title);
    expect(invalid()).toHaveLength(0);
    expect(form.querySelectorAll('[id$="-error"]')).toHaveLength(0);
  });
});
