import { useLayoutEffect, useRef, useState } from 'react';
import { earlySubmitAttribute, liveAttribute } from '../../early/hold-submits';
import { readDraft, saveDraft } from '../../lib/drafts';
import type { FormName } from './use-form-send';

/** A form's values, nothing typed lost: adopts early typing or this tab's draft, saves drafts, sends a held submit once. */
export function useLiveForm<T extends Record<string, string>>(form: FormName, empty: T, onEarlySubmit: (values: T) => void) {
  const ref = useRef<HTMLFormElement>(null);
  // The first render matches the prerendered HTML exactly; the adopted values follow before the first paint.
  const [values, setState] = useState(empty);
  const early = useRef(onEarlySubmit);
  early.current = onEarlySubmit;

  useLayoutEffect(() => {
    const element = ref.current!;
    // Set here, not rendered: hydration does not add attributes, and from now on the form handles its own submits.
    element.setAttribute(liveAttribute, '');
    const draft = readDraft(form) ?? {};
    const adopted = { ...empty };
    let typed = false;
    for (const name of Object.keys(empty) as (keyof T & string)[]) {
      const field = element.elements.namedItem(name);
      const inPage = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
      typed ||= inPage !== '';
      adopted[name] = (inPage || draft[name] || '') as T[keyof T & string];
    }
    setState(adopted);
    if (typed) saveDraft(form, adopted);
    if (element.hasAttribute(earlySubmitAttribute)) {
      element.removeAttribute(earlySubmitAttribute);
      early.current(adopted);
    }
    return () => element.removeAttribute(liveAttribute);
  }, [form, empty]);

  /** Changes the values and keeps them as this tab's draft. */
  const setValues = (next: T) => {
    setState(next);
    saveDraft(form, next);
  };

  return { ref, values, setValues };
}
