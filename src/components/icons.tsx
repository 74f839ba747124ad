// Small inline line icons, one family; every icon is decorative (aria-hidden), the text beside it names it.
import type { JSX, ReactNode } from 'react';

type IconProps = { className?: string };

function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The clinic's tooth mark. */
export const ToothIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7.5 3.5c-2.6 0-4 2-4 4.6 0 2.3 1 3.6 1.6 5.6.6 2 .8 6.8 2.9 6.8 1.8 0 1.5-4.5 4-4.5s2.2 4.5 4 4.5c2.1 0 2.3-4.8 2.9-6.8.6-2 1.6-3.3 1.6-5.6 0-2.6-1.4-4.6-4-4.6-1.9 0-2.7 1.2-4.5 1.2S9.4 3.5 7.5 3.5z" />
  </Icon>
);
/** A telephone handset. */
export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 3.5h3.2l1.6 4.1-2 1.3a11 11 0 0 0 5.3 5.3l1.3-2 4.1 1.6V17a2 2 0 0 1-2.2 2A15.5 15.5 0 0 1 3 5.7 2 2 0 0 1 5 3.5z" />
  </Icon>
);
/** A chat bubble, for the messaging link. */
export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20.5 11.6a8.4 8.4 0 0 1-12.3 7.4L3.5 20.5 5 16.1a8.4 8.4 0 1 1 15.5-4.5z" />
    <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" strokeWidth={2.5} />
  </Icon>
);
/** An envelope. */
export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m3.5 7 8.5 6 8.5-6" />
  </Icon>
);
/** A map pin. */
export const MapPinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
/** A clock face. */
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
/** A calendar page. */
export const CalendarIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8.5 14.5l2 2 4-4" />
  </Icon>
);
/** Three lines: the menu toggle. */
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
/** A cross: close. */
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
/** A chevron pointing left: previous. */
export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m14.5 6-6 6 6 6" />
  </Icon>
);
/** A chevron pointing right: next. */
export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9.5 6 6 6-6 6" />
  </Icon>
);
/** An arrow pointing right. */
export const ArrowRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 12h15M13.5 6l6 6-6 6" />
  </Icon>
);
/** A tick in a circle. */
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.3 2.7 2.7L16 9.5" />
  </Icon>
);
/** An exclamation mark in a circle. */
export const AlertIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Icon>
);
/** A paper plane: send. */
export const SendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 3 10.5 13.5M21 3l-6.5 18-4-7.5L3 9.5 21 3z" />
  </Icon>
);
/** A P in a rounded square: parking. */
export const ParkingIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
    <path d="M9.5 17V7.5h3.3a2.9 2.9 0 0 1 0 5.8H9.5" />
  </Icon>
);
/** A smile: smile correction. */
export const SmileCorrectionIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M7.5 13.5c1.2 2 2.7 3 4.5 3s3.3-1 4.5-3M7.5 13.5h9M9 9.5h.01M15 9.5h.01" />
  </Icon>
);
/** A clear tray over a tooth row: aligners. */
export const AlignersIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 9.5c0 5 3.8 8.5 8.5 8.5s8.5-3.5 8.5-8.5" />
    <path d="M6.5 9.5c0 3.3 2.4 5.5 5.5 5.5s5.5-2.2 5.5-5.5M9.5 12.5v2M12 13v2M14.5 12.5v2" />
  </Icon>
);
/** A crown on a screw post: dental implants. */
export const DentalImplantsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4.5c0-1 .8-1.5 1.8-1.5h6.4c1 0 1.8.5 1.8 1.5 0 2.3-1 3.5-1.4 4.5H8.4C8 8 7 6.8 7 4.5z" />
    <path d="M9 9h6l-.8 11h-4.4L9 9zM8.8 12.5h6.4M9.1 15.5h5.8M9.4 18.2h5.2" />
  </Icon>
);
/** A tooth with a sparkle: cosmetic dentistry. */
export const CosmeticDentistryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.5 6c-2 0-3 1.6-3 3.6 0 1.8.8 2.8 1.2 4.4.5 1.6.6 5.5 2.3 5.5 1.4 0 1.2-3.6 3.2-3.6s1.8 3.6 3.2 3.6c1.7 0 1.8-3.9 2.3-5.5.4-1.6 1.2-2.6 1.2-4.4" />
    <path d="M18 2.5v5M15.5 5h5" />
  </Icon>
);
/** A handpiece with a beam: laser dentistry. */
export const LaserDentistryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 21 12 12M10.5 10.5l3 3 4-4-3-3-4 4z" />
    <path d="M17.5 6.5 20 4M19 10h2.5M14 2.5V5" />
  </Icon>
);

/** The icon of each specialty, by its id. */
export const specialtyIcons: Record<
  'smile-correction' | 'aligners' | 'dental-implants' | 'cosmetic-dentistry' | 'laser-dentistry',
  (props: IconProps) => JSX.Element
> = {
  'smile-correction': SmileCorrectionIcon,
  aligners: AlignersIcon,
  'dental-implants': DentalImplantsIcon,
  'cosmetic-dentistry': CosmeticDentistryIcon,
  'laser-dentistry': LaserDentistryIcon,
};
