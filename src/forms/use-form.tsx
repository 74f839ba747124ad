// The one hook both forms use, from prerendered HTML to the toast of the outcome.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { check, inputMaxLength, maxLengths, type Errors, type FormName } from '../lib/validation';
import { createDrafts } from '../lib/drafts';
import { browserConnection, createSendMachine, type SendPhase } from '../lib/send-machine';
import { holdsSubmits, takeOver } from '../lib/held-submit';
import { firstLetters, letterCount, prepareLetters, visibleText } from '../lib/letters';
import { loadEmailClient, sendForm } from '../lib/email';
import { startWorker } from '../offline/worker-client';
import { useVisitState } from '../ui/shell';
import { useToasts } from '../ui/toast-store';
import { honeypotTripped } from './honeypot';
import { chatText, sendToasts } from './send-toasts';

type Field = keyof typeof maxLengths;
type Words = Partial<Record<Field, { label: string; placeholder: string; optional?: string }>>;

/**
 * One form, from its prerendered HTML to the toast of its outcome: it adopts what was typed before its code came (or
 * this tab's draft), sends a held submit once, validates with its schema (messages by each field, the browser's
 * validity in step), sends through its machine (at most one request in flight) and says how it went.
 */
export function useForm<T extends Record<string, string>>(name: FormName, empty: T, words: Words) {
  const toasts = useToasts();
  const toast = toasts.show;
  const drafts = useVisitState('drafts', createDrafts);
  // The visit's service worker (src/offline/worker-client.ts), started by whichever form comes first: each form's outbox,
  // and the form's toast for what became of a request whose tab has closed.
  const worker = useVisitState('worker', () => startWorker(toast, sendToasts, toasts.dismiss));
  /** Keeps this form's draft as it is, `sending` or not; with none (the outbox held the request), `values` become it. */
  const mark = (values: Record<string, string>, sending?: boolean) =>
    drafts.save(name, drafts.read(name) ?? values, sending);
  // One machine per form for the whole visit: a request outlives a closed dialog or a change of page.
  const machine = useVisitState(`send:${name}`, () =>
    createSendMachine((values) => sendForm(name, values), browserConnection, worker?.outbox(name)),
  );
  const ref = useRef<HTMLFormElement>(null);
  // The first render matches the prerendered HTML exactly; the adopted values follow before the first paint.
  const [values, setValues] = useState(empty);
  // After the first attempt, messages follow the typing, so a fixed field loses its message at once.
  const [attempted, setAttempted] = useState(false);
  const checked = useMemo(() => check(name, values), [name, values]);
  const errors: Errors = attempted && !checked.ok ? checked.errors : {};
  const [phase, setPhase] = useState<SendPhase>(machine.phase);

  // What the page itself no longer sends (called off, refused by the checks, or handed to the outbox) takes back the
  // form's toast that said it was under way or would go while the page stays open (the slow send's, or the one of a
  // submit held offline before this code came), and the one that said an earlier try failed: the form says what now.
  const withdrawToasts = () => {
    for (const shown of toasts.current())
      if (shown.group === name && (shown.persistent || shown.variant === 'destructive')) toasts.dismiss(shown.id);
  };

  const accepted = () => {
    drafts.clear(name);
    // Of a form since gone (another page shown), these do nothing: the next one starts empty.
    setValues(empty);
    clearMessages();
    // The booking dialog closes on its sent request.
    ref.current?.closest('dialog')?.close();
    toast(sendToasts.sent(name));
  };

  /** Whether this tab's draft, as it would be sent, differs from `sent`: typed while the outbox held the request. */
  const edited = (sent: Record<string, string>) => {
    const draft = drafts.read(name);
    return draft !== null && JSON.stringify(check(name, draft)) !== JSON.stringify({ ok: true, value: sent });
  };

  const submit = (current: T) => {
    const form = ref.current!;
    // A bot filled the spam trap: it sees the success it expects, and nothing is sent.
    if (honeypotTripped(form, Object.values(current))) return accepted();
    const result = check(name, current);
    setAttempted(true);
    if (result.ok) return void machine.submit(result.value);
    withdrawToasts();
    // Here too, not only after the render: a submit held before the code came is judged before that render.
    followSchema(form, Object.keys(empty), result);
    // A form the browser validates shows its own message there; else focus goes to the first field in error.
    if (!form.noValidate) form.reportValidity();
    else control(form, Object.keys(empty).find((field) => result.errors[field])!)?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once; `accepted` and `submit` read only what never changes.
  useLayoutEffect(() => {
    const form = ref.current!;
    setPhase(machine.phase());
    // The listener outlives the form: the toasts do, and so must the outcome of a send it started.
    machine.setListener((event) => {
      setPhase(machine.phase());
      // The draft says its request is on its way until the answer: a page gone meanwhile (reloaded, left, kept in the
      // back/forward cache) leaves it so, and the next page says it may have been sent (useLeftSendingNotes). Shown
      // again from that cache, still on its way, the page marks it again: the page between unmarked it.
      if (event.type === 'start') {
        mark(event.values, true);
        if (event.resumed) toast(sendToasts.backOnline(name));
      } else if (event.type === 'slow') toast(sendToasts.slow(name, event.values));
      // Sent, though edited while the outbox held it (this tab's draft says otherwise): the form keeps the new words.
      else if (event.type === 'sent') edited(event.values) ? toast(sendToasts.sent(name)) : accepted();
      // The outbox holds what was typed now: a draft beside it would be a second copy, and the note under the button
      // says what happens to it.
      else if (event.type === 'handed') {
        drafts.clear(name);
        withdrawToasts();
      } else if (event.type === 'expired') toast(worker!.link()!.outcomeToast(name, 'expired'));
      else if (event.type === 'cancelled') withdrawToasts();
      else if (event.type === 'failed') {
        // Not sent, unless cut as the visitor left: it then most likely arrived.
        mark(event.values, event.cut);
        // Offline, the waiting note under the button says what happens; a toast is for a real failure.
        if (!event.offline) {
          console.error(event.error);
          toast(sendToasts.failed(name, event.values));
        }
      }
    });
    // Set here, not rendered (hydration changes no attribute): from now on the form handles its own submits.
    const handover = takeOver(form);
    // Held as the page loaded again for its code (src/controls/lost-code.ts): it goes as its draft, once.
    const { values: draft = {}, held: heldDraft } = drafts.entry(name) ?? {};
    const adopted: Record<string, string> = { ...empty };
    let typed = false;
    for (const field of Object.keys(empty)) {
      const inPage = control(form, field)?.value ?? '';
      typed ||= inPage !== '';
      // A submit held in this page goes as the form was when pressed: the draft was never shown in it.
      adopted[field] = inPage || (handover.held ? '' : draft[field]) || '';
    }
    // The held draft's other fields (the spam trap) go back as the lost page had them: a bot's submit stays one.
    for (const [field, value] of Object.entries(heldDraft ? draft : {})) {
      const input = field in empty ? undefined : control(form, field);
      if (input) input.value = value;
    }
    setValues(adopted as T);
    if (typed || heldDraft) drafts.save(name, adopted);
    // The page as it was left: the booking dialog, closed by the reload, opens again on the request under way.
    if (heldDraft) form.closest<HTMLDialogElement>('dialog:not([open])')?.showModal();
    if (handover.held || heldDraft) submit(adopted as T);
    // However its dialog closes (Cancel, Close, Escape, a tap outside), it opens again without old messages.
    const dialog = form.closest('dialog');
    dialog?.addEventListener('close', clearMessages);
    return () => {
      handover.release();
      dialog?.removeEventListener('close', clearMessages);
    };
  }, [machine, drafts, name, empty, toast]);

  // The browser's validity follows the schema, as the messages by the fields do after an attempt.
  useLayoutEffect(() => followSchema(ref.current!, Object.keys(values), checked), [values, checked]);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Typing calls off a send that waits, in the page or the outbox (unless it is on its way): what goes is what the
    // visitor sends next.
    machine.cancel();
    // What no one sees goes as it is typed (pasted from a chat, say): the browser's type="email" check would refuse an
    // address for it, naming a character no one can see. A message is as long as a reader counts it: the code, not the
    // browser, stops it at its limit.
    const typed = visibleText(event.target.value, true);
    const next = { ...values, [field]: field === 'message' ? withinLimit(event.target, maxLengths.message) : typed };
    setValues(next);
    drafts.save(name, next);
  };

  const clearMessages = useCallback(() => setAttempted(false), []);

  return {
    values,
    phase,
    /** The props of the form's WaitingNote. */
    waiting: {
      phase,
      /** While the outbox holds the request: what the note under the button says, true for this browser (`sync`: it
       * goes with the page closed). */
      handed: phase === 'handed' ? worker?.link()?.handedOver : undefined,
      sync: machine.sync(),
      chatText: chatText(name, values),
      /** Calls off the send that waits (in the page or the outbox), and forgets the draft it would have sent. */
      onCancel: () => {
        machine.cancel();
        drafts.clear(name);
      },
    },
    /** The form element's props; method="dialog": should a submit ever get past this code, it never navigates. */
    form: {
      ref,
      name,
      method: 'dialog',
      ...holdsSubmits,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit(values);
      },
      // The browser refused a submit (a form it validates): the messages show by the fields from now on.
      onInvalidCapture: () => setAttempted(true),
      // Pressing send does not wait for the email client: it is fetched as soon as the visitor starts.
      // So is the letter counter's segmenter, in a task of its own while a phone's keyboard opens, not on the first key.
      onFocus: () => {
        void loadEmailClient().catch(() => {});
        setTimeout(prepareLetters);
      },
    },
    /** A field's props: its words (label, placeholder, any "optional"), value, limit and message; read-only while a
     * request is in flight. */
    field: (field: Field) => ({
      name: field,
      ...words[field]!,
      value: values[field] ?? '',
      maxLength: inputMaxLength(field),
      error: errors[field],
      readOnly: phase === 'sending',
      onChange: change(field),
    }),
  };
}

/** A message as it shows, at most `max` letters: past them, as a maxlength does, what was just typed or pasted (before
 * the cursor) is cut, never what follows it. */
function withinLimit({ value, selectionEnd }: HTMLInputElement | HTMLTextAreaElement, max: number) {
  const whole = visibleText(value, true);
  if (letterCount(whole) <= max) return whole;
  const cut = selectionEnd ?? value.length;
  const after = visibleText(value.slice(cut), true);
  return firstLetters(visibleText(value.slice(0, cut), true), Math.max(0, max - letterCount(after))) + after;
}

/** The input or textarea named `field` in `form`, if there is one. */
function control(form: HTMLFormElement, field: string) {
  const element = form.elements.namedItem(field);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : undefined;
}

function followSchema(form: HTMLFormElement, fields: string[], result: ReturnType<typeof check>) {
  for (const field of fields) control(form, field)?.setCustomValidity(result.ok ? '' : (result.errors[field] ?? ''));
}
