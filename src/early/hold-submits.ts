/** Marks a form whose submit the early script holds until the form's own code is live. */
export const holdSubmitAttribute = 'data-hold-submit';

/** Set (imperatively, by the form's code) once the form's code handles its own submits. */
export const liveAttribute = 'data-live';

/** Set on a held form that was submitted before its code was live; its CSS then says "Sending…". */
export const earlySubmitAttribute = 'data-early-submit';

/**
 * Holds a `data-hold-submit` form's submit made before its code is live (marked `data-early-submit`, shown as sending)
 * for that code to send exactly once; call it once from the early script, before hydration.
 */
export function holdSubmits(root: Document = document): void {
  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(holdSubmitAttribute) || form.hasAttribute(liveAttribute)) return;
      event.preventDefault();
      form.setAttribute(earlySubmitAttribute, '');
    },
    // Capture on the document runs before any listener of the page's own code, hydrated or not.
    true,
  );
}
