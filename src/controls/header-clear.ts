import { frameAttribute, listenCapturing, openModal, wideQuery } from '../lib/dom';

/** A setter of the custom property `name` at the root, in a style sheet of its own: the page has no style attribute. */
function rootProperty(name: string) {
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return (value: string) => sheet.replaceSync(`:root{${name}:${value}}`);
}

/**
 * Keeps the page clear of its fixed layers. Scroll targets clear the sticky header: its changing height is
 * `--header-clear`, which scroll margins read, and the first invalid field is scrolled out from under it (and a phone's
 * toasts) with its label, as the browser scrolls only to a field wholly out of view, and then only as far as the field.
 * On a wide screen, the page's end makes room (`--toast-room`, src/frame/footer.tsx) for the toasts that stay in its
 * corner, so that what they cover there scrolls clear of them; a phone's sit at the top.
 */
export function clearOfHeader() {
  const find = () => document.querySelector<HTMLElement>(`header[${frameAttribute}]`)!;
  let header = find();
  const toasts = document.querySelector('[data-toast-viewport=page]');
  // Every browser with adopted style sheets has ResizeObserver too (Chrome 73, Safari 16.4, Firefox 101).
  if (header && 'adoptedStyleSheets' in document) {
    const setClear = rootProperty('--header-clear');
    const setRoom = rootProperty('--toast-room');
    let room = '0px';
    const roomObserver = new ResizeObserver(() => {
      // While a modal dialog is open the corner is hidden, and the page's end stays as it was.
      if (openModal()) return;
      const stay = toasts?.querySelector('[data-stays=true]') && matchMedia(wideQuery).matches;
      const next = stay ? `${innerHeight - toasts!.getBoundingClientRect().top}px` : '0px';
      if (next === room) return;
      room = next;
      setRoom(next);
    });
    if (toasts) roomObserver.observe(toasts);
    const observer = new ResizeObserver(() => {
      // The app puts each new page's header in the old one's place (src/app.tsx): from then on, that one is measured.
      if (!header.isConnected) {
        observer.disconnect();
        header = find();
        return observer.observe(header);
      }
      const clear = `${header.offsetHeight}px`;
      // Only when it differs from what the CSS assumes (one row): a property changed at the root restyles every element.
      if (getComputedStyle(header).getPropertyValue('--header-clear') !== clear) setClear(clear);
    });
    observer.observe(header);
  }
  // invalid does not bubble.
  listenCapturing(['invalid'], (event) => {
    const field = event.target as HTMLInputElement;
    const first = [...(field.form?.elements ?? [])].find((el) => !(el as HTMLInputElement).validity?.valid);
    if (field !== first) return;
    // The label above it first: in view, it leaves the field in view below it, where the browser's scroll leaves it.
    const label = field.labels?.[0] ?? field;
    label.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    // Out from under a phone's toasts too, which sit below the header (src/ui/toast-regions.tsx), a rem clear of them.
    const { top } = label.getBoundingClientRect();
    const corner = toasts?.getBoundingClientRect();
    if (corner && corner.top <= top && corner.bottom > top)
      scrollBy({
        top: top - corner.bottom - parseFloat(getComputedStyle(document.documentElement).fontSize),
        behavior: 'instant',
      });
  });
}
