// The dialog's behaviour (focus, inertness, Escape, scroll lock, Tab wrap) is the browser's and ours together:
// tests/e2e/appointment.spec.ts checks it in Chromium. Here: the markup that makes it work with no script.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Fragment } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissNotificationLabel } from '../../../src/content/messages';
import { invokes } from '../../../src/lib/dom';
import { Dialog } from '../../../src/ui/dialog';
import { Static } from '../../../src/ui/shell';
import { ToastRegions } from '../../../src/ui/toast-regions';
import { useToast } from '../../../src/ui/toast-store';
import { prerender } from '../prerender';
import { Visit } from '../visit';

/** A page with an opener, a button that raises a toast, the dialog with its own toasts, and the page's toasts. */
function Page() {
  const toast = useToast();
  return (
    <>
      <button type="button" aria-haspopup="dialog" {...invokes('book', 'show-modal')}>
        Book Appointment
      </button>
      <button type="button" onClick={() => toast({ title: 'Sent', description: 'We got it.' })}>
        notify
      </button>
      <Dialog
        id="book"
        title="Book Your Appointment"
        description="Tell us what you need."
        closeLabel="Close"
        noScript={<p>Call us instead.</p>}
        layer={<ToastRegions layer="dialog" dismissLabel={dismissNotificationLabel} />}
      >
        <label>
          Full Name <input />
        </label>
      </Dialog>
      <ToastRegions layer="page" dismissLabel={dismissNotificationLabel} />
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;

/** Opens the dialog as Chromium does: showModal(), then a toggle event (happy-dom fires none). */
const showModal = () => {
  dialog().showModal();
  dialog().dispatchEvent(new Event('toggle'));
};

beforeEach(
  () =>
    void render(
      <Visit>
        <Page />
      </Visit>,
    ),
);

describe('a dialog', () => {
  it('is a native <dialog>, closed until an opener shows it, modal, named by its title and described by its sentence', () => {
    expect(dialog().open).toBe(false);
    expect(dialog().id).toBe('book');
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Book Your Appointment',
    );
    expect(document.getElementById(dialog().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Tell us what you need.',
    );
  });

  it('closes on a tap outside it, natively', () => {
    expect(dialog().getAttribute('closedby')).toBe('any');
  });

  it('has a Close control that closes it with no script: an invoker of its close command', () => {
    act(showModal);
    const close = within(dialog()).getByRole('button', { name: 'Close' });
    expect([close.getAttribute('commandfor'), close.getAttribute('command')]).toEqual(['book', 'close']);
  });

  it('holds what to do when scripting is off, beside its content', () => {
    expect(dialog().textContent).toContain('Call us instead.');
    expect(dialog().textContent).toContain('Full Name');
  });

  it('keeps that prerendered HTML when the browser hydrates the dialog without it (its code does not carry it)', async () => {
    // As the booking layer writes it: the words only in the prerender's bundle, kept by <Static> in the browser.
    const dialogWith = (noScript: boolean) => (
      <Dialog
        id="prerendered"
        title="Book"
        closeLabel="Close"
        noScript={<Static id="prerendered-no-script">{noScript && <p>Call us instead.</p>}</Static>}
      >
        <p>The form</p>
      </Dialog>
    );
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = prerender(dialogWith(true));
    const root = await act(async () => hydrateRoot(host, dialogWith(false)));
    await act(async () => root.render(dialogWith(false)));
    expect(host.textContent).toContain('Call us instead.');
    expect(host.textContent).toContain('The form');
    // Hydration alone leaves the server's HTML whatever the dialog renders: mounted afresh, only what it keeps stays.
    await act(async () => root.render(<Fragment key="again">{dialogWith(false)}</Fragment>));
    expect(host.textContent).toContain('Call us instead.');
    act(() => root.unmount());
    host.remove();
  });
});

describe('toasts raised while a dialog is open', () => {
  it('appear inside it, the only part of the page that is not inert, and in the page again once it closes, not announced twice', async () => {
    const inDialog = () => dialog().querySelector('[role="status"]')!.textContent;
    const inPage = () => document.querySelector('[data-toast-viewport="page"]')!.textContent;
    const saidInPage = () => document.querySelector('[data-toast-viewport="page"] [role="status"]')!.textContent;
    act(showModal);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'notify', hidden: true })));
    expect(inDialog()).toContain('We got it.');
    expect(inPage()).toBe('');
    await act(async () => dialog().close());
    expect(inDialog()).toBe('');
    expect(inPage()).toContain('We got it.');
    // Said once, in the dialog: the page shows it beside its live regions, which would say it again.
    expect(saidInPage()).toBe('');
    // A toast raised now is the page's own, said in its region.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'notify' })));
    expect(saidInPage()).toContain('We got it.');
  });
});
