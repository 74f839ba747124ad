// Line icons as symbols in one sprite (icons.svg) the build hashes and browsers cache: the JS carries only references.
import sprite from './icons.svg';

/** The name of each icon in icons.svg. */
export type IconName =
  | 'alert'
  | 'aligners'
  | 'calendar'
  | 'chat'
  | 'check'
  | 'chevron-left'
  | 'chevron-right'
  | 'clock'
  | 'close'
  | 'cosmetic-dentistry'
  | 'dental-implants'
  | 'laser-dentistry'
  | 'mail'
  | 'map-pin'
  | 'menu'
  | 'phone'
  | 'send'
  | 'smile-correction'
  | 'tooth';

/** A decorative icon (hidden from assistive technology): the text beside it says what it means. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
