/** Media queries shared by every component; narrow means below 768 px (docs/requirements.md §9). */
export const narrow = '@media (max-width: 767.98px)';
export const wide = '@media (min-width: 768px)';
/** When scripting is off, content that JavaScript would reveal is shown as it is. */
export const noScript = '@media (scripting: none)';
export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
/** A touch screen: every link and button needs a 44 px target for a fingertip. */
export const coarse = '@media (pointer: coarse)';
/** Very little room for text: a small phone, or any with much larger text (em widths scale with the text size). */
export const crampedText = '@media (max-width: 20em)';
