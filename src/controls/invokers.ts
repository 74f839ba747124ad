/** For engines without invoker commands or `closedby`: show-modal, close, and closing a dialog on a tap outside it. */
export function polyfillInvokers() {
  const commands = 'command' in HTMLButtonElement.prototype;
  const closedBy = 'closedBy' in HTMLDialogElement.prototype;
  if (commands && closedBy) return;
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (!commands) {
      const button = target.closest?.('button[commandfor]');
      const dialog = button && document.getElementById(button.getAttribute('commandfor')!);
      if (button && dialog instanceof HTMLDialogElement) {
        const command = button.getAttribute('command');
        if (command === 'show-modal' && !dialog.open) dialog.showModal();
        else if (command === 'close' && dialog.open) dialog.close();
        return;
      }
    }
    // A tap on the backdrop reaches the dialog itself, outside its box.
    if (!closedBy && target instanceof HTMLDialogElement && target.open && target.getAttribute('closedby') === 'any') {
      const box = target.getBoundingClientRect();
      const { clientX: x, clientY: y } = event as MouseEvent;
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) target.close();
    }
  });
}
