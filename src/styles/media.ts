/** Media queries shared by every component; the spec's mobile breakpoint is 768 px. */
export const narrow = '@media (max-width: 767.98px)';
export const wide = '@media (min-width: 768px)';
/** When scripting is off, content that JavaScript would reveal is shown as it is. */
export const noScript = '@media (scripting: none)';
export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
/** A touch screen: every link and button needs a 44 px target for a fingertip. */
export const coarse = '@media (pointer: coarse)';
