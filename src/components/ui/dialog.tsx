import { css } from '@linaria/core';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { narrow } from '../../styles/media';
import { iconDisc, srOnly } from '../../styles/ui';
import { Icon } from './icons';

type DialogProps = {
  open: boolean;
  /** The visible title, which also names the dialog. */
  title: string;
  /** A sentence under the title, which also describes the dialog. */
  description?: string;
  /** A decorative icon beside the title. */
  icon?: ReactNode;
  /** The accessible name of the close control. */
  closeLabel: string;
  onClose: () => void;
  /** Where focus goes when the dialog closes: the element that opened it. */
  returnFocusTo?: HTMLElement | null;
  /** What receives focus on open; else the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

const focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/): focus moves in and Tab wraps;
 * Escape, the close control and the backdrop close it; focus returns; the page behind is inert and still.
 */
export function Dialog({ open, title, description, icon, closeLabel, onClose, returnFocusTo, initialFocus, children }: DialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open || !panel.current || !overlay.current) return;
    const dialog = panel.current;
    // Toasts stay live and reachable above the dialog: a failed send offers links there.
    const layers = () => [dialog, ...document.querySelectorAll<HTMLElement>('[data-toast-viewport]')];
    const restore = inertOthers([overlay.current, ...layers().slice(1)]);
    document.documentElement.setAttribute('data-scroll-locked', '');
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>(focusable) ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      // Escape closes the topmost layer only: in a toast it dismisses that toast, anywhere else the dialog.
      if (event.key === 'Escape' && !(event.target as Element | null)?.closest?.('[data-toast-viewport]')) {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        const items = layers().flatMap((layer) => [...layer.querySelectorAll<HTMLElement>(focusable)]).filter((el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'));
        if (items.length === 0) return;
        event.preventDefault();
        const at = items.indexOf(document.activeElement as HTMLElement);
        const next = at === -1 ? (event.shiftKey ? items.length - 1 : 0) : (at + (event.shiftKey ? -1 : 1) + items.length) % items.length;
        items[next].focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.removeAttribute('data-scroll-locked');
      restore();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [open, returnFocusTo, initialFocus]);

  if (!open) return null;
  return createPortal(
    <div ref={overlay} className={overlayClass}>
      <div className={backdrop} onClick={onClose} />
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={description ? `${id}-description` : undefined} className={panelClass} tabIndex={-1}>
        <header className={head}>
          {icon && (
            <span className={`${iconDisc} ${badge}`} aria-hidden="true">
              {icon}
            </span>
          )}
          <div className={headText}>
            <h2 id={`${id}-title`} className={titleClass}>
              {title}
            </h2>
            {description && (
              <p id={`${id}-description`} className={descriptionClass}>
                {description}
              </p>
            )}
          </div>
        </header>
        {children}
        <button type="button" className={closeButton} onClick={onClose}>
          <Icon name="close" />
          <span className={srOnly}>{closeLabel}</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}

/** Makes everything on the page inert except `keep` (and the path to them); returns the undo. */
function inertOthers(keep: Element[]): () => void {
  const changed: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (keep.includes(child) || /^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(child.tagName)) continue;
      if (keep.some((element) => child.contains(element))) visit(child);
      else if (!child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        changed.push(child);
      }
    }
  };
  visit(document.body);
  return () => changed.forEach((element) => element.removeAttribute('inert'));
}

const overlayClass = css`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: var(--space-4);
  overflow-y: auto;
  overscroll-behavior: contain;
  :global(html[data-scroll-locked]) {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
  ${narrow} {
    padding: var(--space-3);
  }
`;

const backdrop = css`
  position: fixed;
  inset: 0;
  background: rgb(11 59 64 / 0.5);
  backdrop-filter: blur(3px);
  @media (prefers-reduced-motion: no-preference) {
    animation: dialog-fade 200ms var(--ease);
  }
  @keyframes dialog-fade {
    from {
      opacity: 0;
    }
  }
`;

const panelClass = css`
  position: relative;
  width: 100%;
  max-width: 32rem;
  padding: var(--space-6);
  border-radius: var(--radius-l);
  background: #fff;
  box-shadow: var(--shadow-l), 0 0 0 1px rgb(11 59 64 / 0.06);
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: dialog-rise 240ms var(--ease);
  }
  @keyframes dialog-rise {
    from {
      opacity: 0;
      transform: translateY(1rem) scale(0.98);
    }
  }
  ${narrow} {
    padding: var(--space-5) var(--space-4) var(--space-4);
    border-radius: var(--radius-m);
  }
`;

const head = css`
  display: flex;
  align-items: flex-start;
  gap: var(--space-4);
  padding-right: var(--space-6);
  margin-bottom: var(--space-5);
`;

const badge = css`
  --disc: 3rem;
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  ${narrow} {
    display: none;
  }
`;

const headText = css`
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-1);
`;

const titleClass = css`
  font-size: clamp(1.5rem, 1.3rem + 0.8vw, 1.75rem);
`;

const descriptionClass = css`
  color: var(--color-muted);
  font-size: 0.9375rem;
`;

const closeButton = css`
  position: absolute;
  top: var(--space-3);
  right: var(--space-3);
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: none;
  color: var(--color-muted);
  transition: background-color var(--duration) var(--ease), color var(--duration) var(--ease);
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  &:hover {
    background: var(--teal-50);
    color: var(--color-primary-strong);
  }
`;
