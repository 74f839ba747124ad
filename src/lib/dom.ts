// The contract between the prerendered HTML, the controls script and the components: the attributes each sets, reads.

/** The floating button: its state ('' or one of `fabStates`), set by the controls script. */
export const fabAttribute = 'data-fab';
export const fabStates = ['compact', 'aside'] as const;
/** What a visitor can reach with Tab or a tap: the modal keeps Tab among these, the floating button keeps off them. */
export const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** The page's key on <main>, so a fetched page says which screen it is. */
export const pageAttribute = 'data-page';
/**
 * A part of the static frame (header, footer, the canonical link) that each page's HTML writes for its own address; one
 * element of each kind, as the app swaps them by name (src/app.tsx).
 */
export const frameAttribute = 'data-frame';

/** Set on <main> while the page asked for has not come (src/app.tsx); a state the HTML never has. */
export const busyAttribute = 'data-busy';

/** Set on <html> by the controls script as it runs; without it (its request failed), the app turns that sheet on. */
export const controlsAttribute = 'data-controls';

/**
 * Turns on the whole stylesheet, fetched meanwhile: a page's HTML carries only the rules that page uses, so this comes
 * before script shows anything that HTML did not have (a toast, an error, another page, the floating button moved).
 */
export function turnOnWholeStylesheet() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred]:not([media=all])'))
    link.media = 'all';
}

/** The appointment dialog's id, which every Book Appointment button names. */
export const bookingDialogId = 'book-appointment';
/**
 * The service field's suggestions, prerendered outside the React root as every page's last element: the first paint
 * waits for it (`rel=expect`), so for the whole document, as the browser waits only until an expected element begins.
 */
export const serviceSuggestionsId = 'service-suggestions';

/** The attributes that make a button run `command` on the element with id `target`, with no script (invokers). */
export const invokes = (target: string, command: 'show-modal' | 'close') => ({ commandfor: target, command });

/** What makes a button a Book Appointment button: it opens the dialog from the first paint, with no script. */
export const opensBooking = {
  commandfor: bookingDialogId,
  command: 'show-modal',
  'aria-haspopup': 'dialog',
} as const;

/** The open modal dialog, if any: the rest of the page is inert while it is. */
export const openModal = () => document.querySelector<HTMLDialogElement>('dialog[open][aria-modal="true"]');

/** Calls `listener` with each event of `types` as it goes down to its target (capture); returns what stops it. */
export function listenCapturing(types: string[], listener: (event: Event) => void): () => void {
  for (const type of types) document.addEventListener(type, listener, true);
  return () => {
    for (const type of types) document.removeEventListener(type, listener, true);
  };
}

/**
 * Calls `listener` whenever a dialog or popover opens or closes (toggle and close do not bubble: heard as they go
 * down); returns the function that stops it.
 */
export const onLayerChange = (listener: () => void) => listenCapturing(['toggle', 'close'], listener);

/**
 * A wide screen, 768 px and up at the browser's default text size: the controls script asks it, components style by it
 * (src/ui/kit.tsx). In em, so a visitor who sets a larger text size gets the layout zooming would give (200 %: 1536 px).
 */
export const wideQuery = '(min-width: 48em)';

/** Where the language switch keeps the visitor's choice, on this device only (localStorage). */
export const languageKey = 'language';

/** Text as HTML shows it, in an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What the offline page is prerendered with where the address asked for goes: the service worker writes it there. */
export const askedAddress = '%asked-address%';
