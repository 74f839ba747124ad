import { beforeAll, describe, expect, it } from 'vitest';
import { earlySubmitAttribute, holdSubmitAttribute, holdSubmits, liveAttribute } from '../../../src/early/hold-submits';

/** A form as the prerendered page has it; `submitHeld` submits it as a tap does, and says whether it was held. */
function pageForm({ held = true, live = false } = {}) {
  const form = document.createElement('form');
  if (held) form.setAttribute(holdSubmitAttribute, '');
  if (live) form.setAttribute(liveAttribute, '');
  document.body.append(form);
  const submitHeld = () => !form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return { form, submitHeld };
}

beforeAll(() => holdSubmits());

describe('holding submits before the forms are live', () => {
  it('holds a submit of a held form: no native submission, and the form is marked as sending', () => {
    const { form, submitHeld } = pageForm();
    expect(submitHeld()).toBe(true);
    expect(form.hasAttribute(earlySubmitAttribute)).toBe(true);
  });

  it.each([
    ['stays out of the way once the form is live: its own code handles the submit', { live: true }],
    ['leaves any other form alone', { held: false }],
  ])('%s', (_, options) => {
    const { form, submitHeld } = pageForm(options);
    expect(submitHeld()).toBe(false);
    expect(form.hasAttribute(earlySubmitAttribute)).toBe(false);
  });

  it('holds a second press the same way: the form is marked once, whatever the count', () => {
    const { form, submitHeld } = pageForm();
    submitHeld();
    expect(submitHeld()).toBe(true);
    expect(form.getAttribute(earlySubmitAttribute)).toBe('');
  });
});
