import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Honeypot, honeypotTripped } from '../../../src/forms/honeypot';

/** A form with the trap, holding `value` in it. */
function formWithTrap(value: string) {
  const { container } = render(
    <form>
      <Honeypot />
    </form>,
  );
  const form = container.querySelector('form')!;
  const trap = form.querySelector('input')!;
  trap.value = value;
  return { form, trap };
}

describe('the spam trap', () => {
  it('trips on what a bot fills in, and is emptied so the next honest send goes', () => {
    const { form, trap } = formWithTrap('https://spam.example');
    expect(honeypotTripped(form, ['Asha Rao', 'asha@example.com'])).toBe(true);
    expect(trap.value).toBe('');
    expect(honeypotTripped(form, ['Asha Rao', 'asha@example.com'])).toBe(false);
  });

  it('does not trip when empty', () => {
    const { form } = formWithTrap('');
    expect(honeypotTripped(form, ['Asha Rao'])).toBe(false);
  });

  it('does not trip on a repeat of what the visitor typed elsewhere (a password manager’s echo), and is emptied', () => {
    const { form, trap } = formWithTrap(' asha@example.com ');
    expect(honeypotTripped(form, ['Asha Rao', 'asha@example.com'])).toBe(false);
    expect(trap.value).toBe('');
  });

  it('does not count an empty field of the visitor’s as an echo', () => {
    const { form } = formWithTrap('buy now');
    expect(honeypotTripped(form, ['', 'Asha Rao'])).toBe(true);
  });

  it('is hidden from screen readers and out of the tab order, with nothing autofill would match', () => {
    const { trap } = formWithTrap('');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe('off');
    expect(`${trap.name} ${trap.id} ${trap.labels?.[0]?.textContent}`).not.toMatch(
      /name|mail|phone|url|web|site|address|company|user/i,
    );
  });
});
