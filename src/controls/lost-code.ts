// The page's code lost on the way: a module whose request failed fails for the whole page, as does every module that
// imports it, so nothing in the page can load it again. This script, fetched by the controls script only then (its
// arrival shows the connection works), loads the page again, once per address and tab; what was typed goes with it as
// a draft, and a submit held as a draft that sends once the form's code is live (src/forms/use-form.tsx).
import { draftItem } from '../lib/drafts';
import { formContent } from '../lib/held-submit';

const reloadedKey = 'reloaded-for-code';

try {
  if (sessionStorage.getItem(reloadedKey) !== location.href) {
    sessionStorage.setItem(reloadedKey, location.href);
    for (const form of document.forms) {
      const { name, values } = formContent(form);
      const held = form.dataset.submit === 'held';
      if (form.dataset.submit && Object.values(values).some(Boolean))
        sessionStorage.setItem(...draftItem(name, { savedAt: Date.now(), values, held }));
    }
    location.reload();
  }
} catch {
  // Storage blocked (reading it throws): what was typed stays in the page, which does not load again.
}
