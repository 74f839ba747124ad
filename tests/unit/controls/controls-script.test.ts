// What the controls script adds to the page before React: here, the stand-in for invoker commands and closedby="any" (for
// engines without them; happy-dom is one), and the hold on submits made before a form's code is live.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submitAttribute } from '../../../src/lib/held-submit';

/** Runs the controls script once, as the page does: importing it starts it. */
async function runControlsScript() {
  // As in a page whose own modules have run: else the script would load the page again (src/controls/lost-code.ts).
  globalThis.importChunk ??= async () => ({});
  await import('../../../src/controls/index');
}

function click(target: Element, at = { clientX: 0, clientY: 0 }) {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...at }));
}

describe('polyfillInvokers', () => {
  beforeAll(() => {
    // The stand-in only acts where the engine lacks the real thing; this test is about that case.
    expect('command' in HTMLButtonElement.prototype).toBe(false);
    return runControlsScript();
  });

  let dialog: HTMLDialogElement;
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="open" type="button" commandfor="book" command="show-modal"><span>Book</span></button>
      <dialog id="book" closedby="any"><p id="inside">Form</p>
        <button id="close" type="button" commandfor="book" command="close">Cancel</button></dialog>
      <button id="other" type="button" commandfor="nowhere" command="show-modal">Broken</button>`;
    dialog = document.querySelector('dialog')!;
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 20, y: 20, width: 200, height: 300 });
  });

  it('opens the dialog a button names with show-modal, from a tap on the button or on its label', () => {
    click(document.querySelector('#open span')!);
    expect(dialog.open).toBe(true);
  });

  it('closes it from a button inside with close', () => {
    click(document.querySelector('#open')!);
    click(document.querySelector('#close')!);
    expect(dialog.open).toBe(false);
  });

  it('ignores a button whose target is missing', () => {
    click(document.querySelector('#other')!);
    expect(dialog.open).toBe(false);
  });

  it('closes a closedby="any" dialog on a tap outside its box, never on one inside it', () => {
    click(document.querySelector('#open')!);
    click(dialog, { clientX: 100, clientY: 100 });
    expect(dialog.open).toBe(true);
    click(dialog, { clientX: 5, clientY: 400 });
    expect(dialog.open).toBe(false);
    // Beyond each edge of the box (20 to 220 across, 20 to 320 down) alone: left, right, above, below.
    for (const at of [
      { clientX: 5, clientY: 100 },
      { clientX: 300, clientY: 100 },
      { clientX: 100, clientY: 5 },
      { clientX: 100, clientY: 400 },
    ]) {
      click(document.querySelector('#open')!);
      click(dialog, at);
      expect(dialog.open, JSON.stringify(at)).toBe(false);
    }
  });

  it('leaves a dialog without closedby="any" open on a tap outside', () => {
    dialog.removeAttribute('closedby');
    click(document.querySelector('#open')!);
    click(dialog, { clientX: 5, clientY: 400 });
    expect(dialog.open).toBe(true);
  });
});

/**
 * A form as the prerendered page has it, its code not live yet (or `live`, or none that the hold concerns); `submitHeld`
 * submits it as a tap does, and says whether it was held.
 */
function pageForm({ held = true, live = false } = {}) {
  const form = document.createElement('form');
  if (held) form.setAttribute(submitAttribute, live ? 'live' : 'hold');
  document.body.append(form);
  const submitHeld = () => !form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return { form, submitHeld };
}

describe('holding submits before the forms are live', () => {
  beforeAll(runControlsScript);

  it('holds a submit of a held form: no native submission, and the form is marked as sending', () => {
    const { form, submitHeld } = pageForm();
    expect(submitHeld()).toBe(true);
    expect(form.getAttribute(submitAttribute)).toBe('held');
  });

  it.each([
    ['stays out of the way once the form is live: its own code handles the submit', { live: true }],
    ['leaves any other form alone', { held: false }],
  ])('%s', (_, options) => {
    const { form, submitHeld } = pageForm(options);
    expect(submitHeld()).toBe(false);
    expect(form.getAttribute(submitAttribute)).not.toBe('held');
  });

  it('holds a second press the same way: the form is marked once, whatever the count', () => {
    const { form, submitHeld } = pageForm();
    submitHeld();
    expect(submitHeld()).toBe(true);
    expect(form.getAttribute(submitAttribute)).toBe('held');
  });
});
