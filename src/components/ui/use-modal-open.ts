import { useEffect, useState } from 'react';

/** Whether a modal dialog is open on the page (everything else is then inert, so layers must live in it). */
export function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Our dialogs are only ever opened modally, and say so.
    const read = () => setOpen(document.querySelector('dialog[open][aria-modal="true"]') !== null);
    read();
    // toggle and close do not bubble: listen as they go down.
    document.addEventListener('toggle', read, true);
    document.addEventListener('close', read, true);
    return () => {
      document.removeEventListener('toggle', read, true);
      document.removeEventListener('close', read, true);
    };
  }, []);
  return open;
}
