import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../../../src/components/ui/dialog';

/** A page with a trigger, some content, and a dialog holding two fields and a button. */
function Page() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={trigger} type="button" onClick={() => setOpen(true)}>
        Book Appointment
      </button>
      <a href="/contact">Contact</a>
      <Dialog open={open} title="Book Your Appointment" closeLabel="Close" onClose={() => setOpen(false)} returnFocusTo={trigger.current}>
        <label>
          Full Name <input />
        </label>
        <label>
          Phone Number <input />
        </label>
        <button type="button">Cancel</button>
      </Dialog>
    </>
  );
}

function openDialog() {
  render(<Page />);
  const trigger = screen.getByRole('button', { name: 'Book Appointment' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog') };
}

const press = (key: string, shiftKey = false) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey }));

describe('given a closed dialog', () => {
  it('renders nothing', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('after clicking the trigger', () => {
    it('shows a modal dialog named by its visible title', () => {
      const { dialog } = openDialog();
      expect(screen.getByRole('dialog', { name: 'Book Your Appointment' })).toBe(dialog);
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(screen.getByRole('heading', { name: 'Book Your Appointment' }).id).toBe(dialog.getAttribute('aria-labelledby'));
    });

    it('focuses the first field', () => {
      openDialog();
      expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    });

    it('makes the page behind inert and stops it scrolling', () => {
      const { trigger } = openDialog();
      expect(trigger.closest('[inert]')).not.toBeNull();
      expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
      expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true);
    });
  });
});

describe('given an open dialog', () => {
  it('moves Tab through its controls and wraps from the last to the first', () => {
    openDialog();
    press('Tab');
    expect(document.activeElement).toBe(screen.getByLabelText('Phone Number'));
    press('Tab');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    press('Tab');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    press('Tab');
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
  });

  it('wraps Shift+Tab from the first control to the last', () => {
    openDialog();
    press('Tab', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const { trigger } = openDialog();
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its Close control and returns focus to the trigger', () => {
    const { trigger } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('gives the page back when it closes: nothing stays inert or locked', () => {
    const { trigger } = openDialog();
    press('Escape');
    expect(trigger.closest('[inert]')).toBeNull();
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('keeps toasts out of the inert page, and Tab reaches them after its own controls', () => {
    const viewport = document.createElement('div');
    viewport.setAttribute('data-toast-viewport', '');
    viewport.innerHTML = '<button type="button">Dismiss notification</button>';
    document.body.append(viewport);
    try {
      openDialog();
      expect(viewport.closest('[inert]')).toBeNull();
      screen.getByRole('button', { name: 'Close' }).focus();
      press('Tab');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss notification' }));
      press('Tab');
      expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    } finally {
      viewport.remove();
    }
  });
});
