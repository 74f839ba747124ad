// A submit made before its form's code is live, handed over: the controls script holds it (no native submission) and
// marks the form, the page hears of it (to fetch that code at once, or to say offline that it will go by itself), and
// the form's code, once live, sends it, once. One attribute carries it all.
import { listenCapturing } from './dom';

/** On a form whose code may come after the first paint: 'hold' (prerendered), 'held' (a submit waits), 'live'. */
export const submitAttribute = 'data-submit';

/** What a form prerenders with: until its code is live, the controls script holds its submits. */
export const holdsSubmits = { 'data-submit': 'hold' } as const satisfies Record<typeof submitAttribute, 'hold'>;

/** Sent from a form as its submit is held. */
const heldEvent = 'submit-held';

/** Whether `target` is in a form whose code has not taken its submits over yet. */
export const awaitsCode = (target: EventTarget | null) =>
  target instanceof Element && /^(hold|held)$/.test(target.closest('form')?.getAttribute(submitAttribute) ?? '');

/** In the controls script: a submit of a form whose code is not live is held, marked, and told to the page. */
export function holdSubmits(): void {
  // Capture on the document runs before any listener of the page's own code, hydrated or not.
  listenCapturing(['submit'], (event) => {
    const form = event.target as HTMLFormElement;
    if (!awaitsCode(form)) return;
    event.preventDefault();
    form.setAttribute(submitAttribute, 'held');
    form.dispatchEvent(new Event(heldEvent, { bubbles: true }));
  });
}

/** A submit button's value: the return value of a dialog the platform closed on a submit its form's code never saw. */
export const submitValue = 'submit';

/**
 * In the controls script, once the page is parsed: a submit made in a dialog before this script ran was the
 * platform's (method="dialog"), which closed the dialog as if the request were made. Opened again, the form makes it.
 */
export function resumeLostSubmits(): void {
  for (const dialog of document.querySelectorAll('dialog')) {
    const form = dialog.querySelector('form');
    if (dialog.open || dialog.returnValue !== submitValue || !form) continue;
    dialog.returnValue = '';
    dialog.showModal();
    form.requestSubmit();
  }
}

/**
 * Calls `listener` with each form holding a submit: now, as one is held, and again when the connection drops; returns
 * the function that stops it.
 */
export function onHeldSubmit(listener: (form: HTMLFormElement) => void): () => void {
  const everyHeld = () => document.querySelectorAll<HTMLFormElement>(`form[${submitAttribute}=held]`).forEach(listener);
  const listening = new AbortController();
  const { signal } = listening;
  document.addEventListener(heldEvent, (event) => listener(event.target as HTMLFormElement), { signal });
  addEventListener('offline', everyHeld, { signal });
  everyHeld();
  return () => listening.abort();
}

/**
 * Calls `listener` as a visitor turns to a form whose code has not come: a focus, a press, a held submit (heard as they
 * go down, as React stops some events); returns the function that stops it.
 */
export const onTurnToWaitingForm = (listener: () => void) =>
  listenCapturing(['focusin', 'pointerdown', heldEvent], (event) => awaitsCode(event.target) && listener());

/**
 * A form as it stands before its code is live: its name (the attribute: `form.name` would be a field named "name") and
 * what it holds, field by field.
 */
export const formContent = (form: HTMLFormElement) => ({
  name: form.getAttribute('name') ?? '',
  values: Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)])),
});

/** The form's code takes its submits over: `held` says whether one waits for it to send; `release` hands them back. */
export function takeOver(form: HTMLFormElement) {
  const held = form.getAttribute(submitAttribute) === 'held';
  form.setAttribute(submitAttribute, 'live');
  return { held, release: () => form.setAttribute(submitAttribute, 'hold') };
}
