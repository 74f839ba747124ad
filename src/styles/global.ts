import { css } from '@linaria/core';
import { crampedText, focusRingRules, reducedMotion } from '../ui/kit';
import { colorDeclarations } from './palette';

/**
 * Design tokens as custom properties on :root, and the few element defaults every page shares. Forced colours (Windows'
 * contrast themes) drop backgrounds and shadows, so there the current page and the chosen tab are underlined, and the
 * buttons that open a layer (Book Appointment, the menu, the floating button) are framed.
 */
export const globalStyles = css`
  :global() {
    /* A length, so the controls script reads it in pixels and writes it only when the header's height differs. */
    @property --header-clear {
      syntax: '<length>';
      inherits: true;
      initial-value: 0px;
    }
    :root {
      ${colorDeclarations}

      /* The system's own face; every current browser has system-ui, so names after it were never chosen, only looked
         up, one costly miss each, whenever a glyph (all of Kannada) sent the browser down the list. */
      --latin-sans: system-ui;
      --latin-serif: 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Noto Serif', Georgia;
      --font-sans: var(--latin-sans), sans-serif;
      --font-serif: var(--latin-serif), serif;

      --text-s: 0.875rem;
      --text-m: 1rem;
      --text-l: 1.125rem;
      --text-xl: clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem);
      --text-2xl: clamp(1.6rem, 1.25rem + 1.6vw, 2.25rem);
      --text-3xl: clamp(2.1rem, 1.45rem + 3vw, 3.5rem);

      --space-1: 0.25rem;
      --space-2: 0.5rem;
      --space-3: 0.75rem;
      --space-4: 1rem;
      --space-5: 1.5rem;
      --space-6: 2rem;
      --space-7: 3rem;
      --space-8: 4.5rem;
      --section-y: clamp(3rem, 2rem + 5vw, 6.5rem);
      --gutter: clamp(min(1rem, 20px), 0.5rem + 2.5vw, 2.5rem);
      --page-max: 72rem;

      --radius-s: 0.5rem;
      --radius-m: 0.875rem;
      --radius-l: 1.5rem;
      --header-h: 4.25rem;
      /* The header's height as the controls script reads it (two rows on a tablet); until then, one row and rule. */
      --header-clear: calc(var(--header-h) + 1px);
      --ease: cubic-bezier(0.2, 0.7, 0.2, 1);
      --duration: 180ms;
      scroll-behavior: smooth;

      /* "only": a browser darkening pages by force (Android's dark theme for sites) then leaves the pictures be. */
      color-scheme: only light;
    }
    /* Scroll targets clear the sticky header; not root scroll-padding, or Chromium scrolls on focusing header links. */
    main *,
    footer * {
      scroll-margin-top: calc(var(--header-clear) + var(--space-4));
    }
    ${reducedMotion} {
      :root {
        --duration: 0ms;
        scroll-behavior: auto;
      }
      *,
      *::before,
      *::after {
        transition-duration: 0s !important;
        animation-duration: 0s !important;
        animation-iteration-count: 1 !important;
      }
    }
    /* Text made much larger on a phone: headings grow less than the words, so long ones still fit a line. */
    ${crampedText} {
      :root {
        --text-2xl: 1.35rem;
        --text-3xl: 1.6rem;
      }
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
    }
    body {
      display: flex;
      flex-direction: column;
      min-height: 100vh;
      min-height: 100dvh;
      margin: 0;
      font-family: var(--font-sans);
      font-size: var(--text-m);
      line-height: 1.6;
      color: var(--color-text);
      background: var(--color-surface);
      -webkit-font-smoothing: antialiased;
      text-rendering: optimizeLegibility;
      /* A word longer than its line (an email, a place's name, a heading's word in large text) breaks inside rather
         than push the page sideways; it also lets a box shrink below the word, which break-word would not. */
      overflow-wrap: anywhere;
    }
    #root {
      display: flex;
      flex-direction: column;
      flex: 1 0 auto;
    }
    h1,
    h2,
    h3 {
      font-family: var(--font-serif);
      font-weight: 600;
      line-height: 1.15;
      letter-spacing: -0.01em;
      color: var(--color-primary-strong);
      margin: 0;
      text-wrap: balance;
      hyphens: auto;
    }
    h1 {
      font-size: var(--text-3xl);
    }
    h2 {
      font-size: var(--text-2xl);
    }
    h3 {
      font-size: var(--text-xl);
    }
    p {
      margin: 0;
      text-wrap: pretty;
    }
    img,
    svg {
      display: block;
      max-width: 100%;
    }
    img {
      height: auto;
    }
    a {
      color: var(--color-primary);
      text-underline-offset: 0.18em;
    }
    button,
    input,
    textarea,
    select {
      font: inherit;
      color: inherit;
    }
    /* A field's own intrinsic width (about 20 characters) never widens its column, however large the text. */
    input,
    textarea,
    select {
      min-width: 0;
    }
    button {
      cursor: pointer;
    }
    :focus-visible {
      ${focusRingRules}
    }
    [tabindex='-1']:focus {
      outline: none;
    }
    /* Kannada: Latin as on English pages, taller lines for stacked signs, no letter-spacing (it splits syllables). */
    :root:lang(kn),
    :where([lang='kn']) {
      --kannada: 'Noto Sans Kannada', 'Tunga', 'Kedage', 'Nirmala UI', 'Kannada Sangam MN', 'Lohit Kannada';
      --font-sans: var(--latin-sans), var(--kannada), sans-serif;
      --font-serif: var(--latin-serif), 'Noto Serif Kannada', var(--kannada), serif;
      font-family: var(--font-sans);
    }
    body:lang(kn) {
      line-height: 1.75;
    }
    :is(h1, h2, h3):lang(kn) {
      line-height: 1.4;
    }
    :is(h1, h2, h3, [class]):lang(kn) {
      letter-spacing: normal;
    }
    ::selection {
      background: var(--color-surface-tint-strong);
    }
    @media (forced-colors: active) {
      [aria-current='page'],
      [aria-selected='true'] {
        text-decoration: underline !important;
      }
      [aria-haspopup],
      [popovertarget] {
        border: 1px solid !important;
      }
    }
  }
`;
