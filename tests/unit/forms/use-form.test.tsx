import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { appointmentForm, dismissNotificationLabel } from '../../../src/content/messages';
import { AppointmentForm } from '../../../src/forms/appointment-form';
import { MessageForm } from '../../../src/forms/message-form';
import { createDrafts } from '../../../src/lib/drafts';
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

afterEach(() => {
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
    render(page(<AppointmentForm dialogId="book" />));
    expect(screen.getByLabelText(appointmentForm.name.label)).toHaveProperty('value', 'Asha Rao');
    expect(screen.getByLabelText(appointmentForm.phone.label)).toHaveProperty('value', '+91 98450 12345');
    expect(screen.getByLabelText(appointmentForm.service.label)).toHaveProperty('value', '');
  });

  it('keeps each change as the draft', () => {
    render(page(<AppointmentForm dialogId="book" />));
    fireEvent.change(screen.getByLabelText(appointmentForm.service.label), { target: { value: 'Cleaning' } });
    expect(tabDrafts().read('appointment')).toEqual({ name: '', phone: '', service: 'Cleaning' });
  });
});
