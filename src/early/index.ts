// The early script: a classic `async` script, running from the first paint long before React, that adds what the
// platform leaves out (invokers, held submits, modal focus, aria-expanded, popovers closed on leaving, header
// clearance, the language chosen) and keeps the floating button off the controls it would cover.
import {
  earlyAttribute,
  earlySubmitAttribute,
  fabAttribute,
  focusableSelector,
  frameAttribute,
  holdSubmitAttribute,
  languageKey,
  liveAttribute,
  onLayerChange,
  openModal,
  turnOnWholeStylesheet,
} from '../lib/dom';

/** For engines without invoker commands or `closedby`: show-modal, close, and closing a dialog on a tap outside it. */
function polyfillInvokers() {
  const commands = 'command' in HTMLButtonElement.prototype;
  const closedBy = 'closedBy' in HTMLDialogElement.prototype;
  if (commands && closedBy) return;
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (!commands) {
      const button = target.closest?.('button[commandfor]');
      const dialog = button && document.getElementById(button.getAttribute('commandfor')!);
      if (button && dialog instanceof HTMLDialogElement) {
        const command = button.getAttribute('command');
        if (command === 'show-modal' && !dialog.open) dialog.showModal();
        else if (command === 'close' && dialog.open) dialog.close();
        return;
      }
    }
    // A tap on the backdrop reaches the dialog itself, outside its box.
    if (!closedBy && target instanceof HTMLDialogElement && target.open && target.getAttribute('closedby') === 'any') {
      const box = target.getBoundingClientRect();
      const { clientX: x, clientY: y } = event as MouseEvent;
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) target.close();
    }
  });
}

/**
 * An open popover (the phone menu, the floating panel) closes when a link in it is followed, even if the address stays,
 * and when focus moves on past it, so that no focused control sits hidden behind it.
 */
function closePopoversOnLeave() {
  document.addEventListener('click', (event) => {
    const popover = (event.target as Element).closest?.('[popover] a[href]')?.closest('[popover]');
    if (popover instanceof HTMLElement && popover.matches(':popover-open')) popover.hidePopover();
  });
  document.addEventListener('focusin', (event) => {
    const focused = event.target as Node;
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]:popover-open')) {
      const opener = document.querySelector(`[popovertarget="${popover.id}"]`);
      if (!popover.contains(focused) && !opener?.contains(focused)) popover.hidePopover();
    }
  });
}

/** Holds a submit made before its form's code is live (marks it `data-early-submit`) for that code to send once. */
function holdSubmits(): void {
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

/** The buttons that open a popover or a dialog: their `aria-expanded` follows what they opened. */
const openers = 'button[popovertarget], button[commandfor][aria-haspopup]';

const targetOf = (button: Element) =>
  document.getElementById(button.getAttribute('popovertarget') ?? button.getAttribute('commandfor') ?? '');
const isOpen = (el: Element | null) => (el instanceof HTMLDialogElement ? el.open : !!el?.matches(':popover-open'));

/** Keeps openers' `aria-expanded` in step however they opened (prerendered HTML has none, so none is wrong early). */
function syncExpanded(): () => void {
  const mark = () => {
    for (const button of document.querySelectorAll(openers))
      button.setAttribute('aria-expanded', String(isOpen(targetOf(button))));
  };
  onLayerChange(mark);
  return mark;
}

/** The elements inside `root` that Tab reaches, in order: visible, enabled, not taken out of the order. */
const focusableIn = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );

/** Focuses `opener` if it is still visible; if it sat in a popover that has since closed, that popover's toggle. */
function focusOpener(opener: Element) {
  if (opener instanceof HTMLElement && opener.isConnected && opener.getClientRects().length > 0) return opener.focus();
  const popover = opener.closest('[popover]');
  if (popover?.id) document.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`)?.focus();
}

/** What a modal needs beyond the platform: Tab wraps at its edges, and on close focus returns to a visible opener. */
function completeModals() {
  let opener: Element | null = null;
  // Which button opened the dialog: the invoker's command event names it; else whatever had focus.
  document.addEventListener(
    'command',
    (event) => (opener = (event as Event & { source?: Element }).source ?? document.activeElement),
    true,
  );
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDialogElement && (event as ToggleEvent).newState === 'open')
        opener ??= document.activeElement;
    },
    true,
  );
  document.addEventListener(
    'close',
    (event) => {
      const from = opener;
      opener = null;
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !from) return;
      // The platform restores focus first; step in only when focus is left in the closed dialog or on nothing visible.
      requestAnimationFrame(() => {
        const at = document.activeElement;
        if (!at || at === document.body || dialog.contains(at) || at.getClientRects().length === 0) focusOpener(from);
      });
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    const dialog = openModal();
    if (event.key !== 'Tab' || !dialog) return;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first) return;
    const at = document.activeElement;
    if (event.shiftKey ? at === first || !dialog.contains(at) : at === last || !dialog.contains(at)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  });
}

/**
 * Keeps scroll targets clear of the sticky header: its changing height is `--header-clear`, which scroll margins read,
 * and the first invalid field is scrolled out from under it, as the browser scrolls only to a field wholly out of view.
 */
function clearOfHeader() {
  const header = document.querySelector<HTMLElement>(`header[${frameAttribute}]`);
  if (header && 'ResizeObserver' in window && 'adoptedStyleSheets' in document) {
    // A style sheet of its own: the page has no style attribute.
    const sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    new ResizeObserver(() => {
      const clear = `${header.offsetHeight}px`;
      // Only when it differs from what the CSS assumes (one row): a property changed at the root restyles every element.
      if (getComputedStyle(header).getPropertyValue('--header-clear') !== clear)
        sheet.replaceSync(`:root{--header-clear:${clear}}`);
    }).observe(header);
  }
  document.addEventListener(
    'invalid',
    (event) => {
      const field = event.target as HTMLInputElement;
      const first = [...(field.form?.elements ?? [])].find((el) => !(el as HTMLInputElement).validity?.valid);
      if (field === first) field.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    },
    // invalid does not bubble.
    true,
  );
}

/**
 * Remembers the language picked with the switch (never the browser's: that breaks caching and search) and opens a page
 * in it on arrival from elsewhere, if it exists; call it once the header is parsed.
 */
function rememberLanguage(): void {
  try {
    const link = document.querySelector<HTMLAnchorElement>('header a[hreflang]');
    const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (
      link?.hreflang === localStorage.getItem(languageKey) &&
      document.querySelector('link[rel=alternate]') &&
      arrival?.type === 'navigate' &&
      !document.referrer.startsWith(`${location.origin}/`)
    ) {
      location.replace(link.pathname + location.search + location.hash);
    }
    document.addEventListener('click', (event) => {
      const chosen = (event.target as Element).closest?.<HTMLAnchorElement>('a[hreflang]');
      if (chosen) localStorage.setItem(languageKey, chosen.hreflang);
    });
  } catch {
    // Storage blocked: the choice is not remembered.
  }
}

/** How close a control may come to the floating button before it moves, in CSS pixels. */
const clearance = 8;

/** The floating button's footprint as a round icon: its height, squared, at the right edge. */
const iconBox = (box: { left: number; right: number; top: number; bottom: number }) => ({
  ...box,
  left: box.right - (box.bottom - box.top),
});

const overlaps = (a: DOMRect, b: { left: number; right: number; top: number; bottom: number }) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Shrinks the floating button to its icon over a control, or steps it aside if the icon covers any part of a control or
 * the field being typed in; checks at most once a frame and returns the recheck function.
 */
function stepAsideForControls(): () => void {
  let queued = false;
  const check = () => {
    queued = false;
    const fab = document.querySelector<HTMLElement>(`[${fabAttribute}]`);
    if (!fab) return;
    // Never under a press: moved away, it would take the tap with it (a finger down as this script arrives).
    if (fab.querySelector(':active')) return;
    // Where it sits in full: fixed to the bottom-right corner, so offsets and its full size say it all.
    const style = getComputedStyle(fab);
    const right = innerWidth - parseFloat(style.right);
    const bottom = innerHeight - parseFloat(style.bottom);
    // Compact, it keeps its full layout (only clipped), so its size is always the full one.
    const full = {
      left: right - fab.offsetWidth - clearance,
      right,
      top: bottom - fab.offsetHeight - clearance,
      bottom,
    };
    const icon = iconBox(full);
    const controls = [...document.querySelectorAll(focusableSelector)]
      .filter((el) => !fab.contains(el) && el.checkVisibility?.({ visibilityProperty: true }) !== false)
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0);
    const under = controls.some((box) => overlaps(box, full));
    const typing =
      document.activeElement?.matches('input, textarea') &&
      overlaps(document.activeElement.getBoundingClientRect(), full);
    // Any part of a control under the icon is a place a fingertip may land: a wide button is tapped at its ends too.
    const underIcon = controls.some((box) => overlaps(box, icon));
    // Never while its own panel is open: the visitor is using it.
    const state =
      fab.querySelector(':popover-open') || !(under || typing) ? '' : underIcon || typing ? 'aside' : 'compact';
    fab.setAttribute(fabAttribute, state);
  };
  const schedule = () => {
    if (!queued) requestAnimationFrame(check);
    queued = true;
  };
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  document.addEventListener('toggle', schedule, true);
  // A field taking focus may sit under the button: a phone's keyboard scrolls it there.
  document.addEventListener('focusin', schedule);
  document.addEventListener('focusout', schedule);
  // A press it stayed under for has ended.
  addEventListener('pointerup', schedule);
  addEventListener('pointercancel', schedule);
  return schedule;
}

document.documentElement.setAttribute(earlyAttribute, '');
polyfillInvokers();
closePopoversOnLeave();
holdSubmits();
completeModals();
const markOpeners = syncExpanded();
const markAvoided = stepAsideForControls();

// The page grows as it parses, and changes without a reload later: mark what is new.
const update = () => {
  markOpeners();
  markAvoided();
};
const start = () => {
  rememberLanguage();
  clearOfHeader();
  update();
  // A node added after parsing is script's (a toast, an error, another page), styled by rules the HTML may lack.
  new MutationObserver(() => {
    turnOnWholeStylesheet();
    update();
  }).observe(document.body, { childList: true, subtree: true });
};
// At the end of parsing: DOMContentLoaded would wait for the page's module script, which a slow network holds back.
if (document.readyState === 'loading') document.addEventListener('readystatechange', start, { once: true });
else start();
