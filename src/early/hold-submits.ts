/** Marks a form whose submit the early script holds until the form's own code is live. */
export const holdSubmitAttribute = 'data-hold-submit';

/** Set (imperatively, by the form's code) once the form's code handles its own submits. */
export const liveAttribute = 'data-live';

/** Set on a held form that was submitted before its code was live; its CSS then says "Sending…". */
export const earlySubmitAttribute = 'data-early-submit';

/**
 * Holds any submit of a `data-hold-submit` form made before its code is live: the native submission is
 * prevented and the form marked `data-early-submit`, which its styles show as sending; the form's code, once
 * live, sends it exactly once. Call it once, from the early classic script, before the page hydrates.
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
