// What was typed before a form's code came goes with the page, in the controls script and the script that loads the
// page again for its lost code.
import { draftItem } from '../lib/drafts';
import { awaitsCode, formContent, submitAttribute } from '../lib/held-submit';

/**
 * As the page goes (another page, the other language, a reload for lost code): what was typed into each form whose code
 * is not live yet is kept as this tab's draft, a held submit marked so, for the next page's form to show, and send if
 * held (src/forms/use-form.tsx). `kept`: the back/forward cache keeps the page, which may be shown again: the press goes
 * with the draft and the page holds it no more, so it is sent once, by whichever form's code comes first. A live form
 * keeps its own draft as it is typed. Storage blocked or full throws, and the press stays with the page.
 */
export function keepTypedBeforeCode(kept = false): void {
  for (const form of document.forms) {
    const { name, values } = formContent(form);
    const held = form.getAttribute(submitAttribute) === 'held';
    if (!awaitsCode(form) || !Object.values(values).some(Boolean)) continue;
    sessionStorage.setItem(...draftItem(name, { savedAt: Date.now(), values, held }));
    if (kept) form.setAttribute(submitAttribute, 'hold');
  }
}
