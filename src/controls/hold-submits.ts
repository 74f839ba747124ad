import { earlySubmitAttribute, holdSubmitAttribute, liveAttribute } from '../lib/dom';

/** Holds a submit made before its form's code is live (marks it `data-early-submit`) for that code to send once. */
export function holdSubmits(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (
        !(form instanceof HTMLFormElement) ||
        !form.hasAttribute(holdSubmitAttribute) ||
        form.hasAttribute(liveAttribute)
      )
        return;
      event.preventDefault();
      form.setAttribute(earlySubmitAttribute, '');
    },
    // Capture on the document runs before any listener of the page's own code, hydrated or not.
    true,
  );
}
