// The modal dialog's focus as the controls script completes it, in an engine with invoker commands (Chromium): each
// invoker press is a `command` event at its target, naming the button (`source`), before the browser acts on it.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeModals } from '../../../src/controls/modal';

/** Presses `button` as an engine with invoker commands does: the command event at its target, then the command. */
function press(button: HTMLButtonElement) {
  const target = document.getElementById(button.getAttribute('commandfor')!) as HTMLDialogElement;
  const command = button.getAttribute('command')!;
  button.focus();
  target.dispatchEvent(Object.assign(new Event('command', { cancelable: true }), { source: button, command }));
  if (command === 'show-modal') target.showModal();
  else target.close();
}

/** What the visitor can see: nothing in a closed dialog or a closed popover (marked `hidden` here). */
const drawn = (el: Element) => !el.closest('[hidden], dialog:not([open])');

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

beforeAll(() => {
  completeModals();
});

let toggle: HTMLButtonElement;
let menu: HTMLElement;
let book: HTMLButtonElement;
let dialog: HTMLDialogElement;
beforeEach(() => {
  document.body.innerHTML = `
    <button id="toggle" type="button" popovertarget="menu">Menu</button>
    <div id="menu" popover="auto"><button id="book" type="button" commandfor="dlg" command="show-modal">Book</button></div>
    <dialog id="dlg" aria-modal="true"><input id="name" />
      <button id="x" type="button" commandfor="dlg" command="close">Close</button></dialog>`;
  toggle = document.querySelector('#toggle')!;
  menu = document.querySelector('#menu')!;
  book = document.querySelector('#book')!;
  dialog = document.querySelector('dialog')!;
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (drawn(this) ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList;
  });
});

/** Opens the dialog from the Book button in the phone menu: the menu closes as the dialog opens, as it does. */
function openFromMenu() {
  press(book);
  menu.hidden = true;
  document.querySelector<HTMLInputElement>('#name')!.focus();
}

describe('focus after the dialog closes, opened from a button in a popover since closed', () => {
  it('goes to that popover’s button when Escape closed it', async () => {
    openFromMenu();
    dialog.close();
    await nextFrame();
    expect(document.activeElement).toBe(toggle);
  });

  it('goes to that popover’s button when the dialog’s own Close button closed it', async () => {
    openFromMenu();
    press(document.querySelector<HTMLButtonElement>('#x')!);
    await nextFrame();
    expect(document.activeElement).toBe(toggle);
  });
});
