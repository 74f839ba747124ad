// Inline SVG line icons (24×24, currentColor stroke) used across the clinic site.
import type { JSX } from 'react';

// Props shared by every icon: an optional class name for sizing and colour.
type IconProps = { className?: string };

function Svg(props: IconProps & { children: JSX.Element | JSX.Element[] }): JSX.Element {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
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
      className={props.className}
    >
      {props.children}
    </svg>
  );
}

/** The clinic's tooth mark, drawn as a line icon. */
export function ToothIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M12 5.4C10.5 3.9 9 3.2 7.5 3.2C4.9 3.2 3.4 5.2 3.4 7.7C3.4 9.8 4.2 11.3 4.7 13.2C5.3 15.8 5.6 20.4 7.4 20.4C9 20.4 9.2 17.6 9.8 15.9C10.1 14.9 10.6 14.4 12 14.4C13.4 14.4 13.9 14.9 14.2 15.9C14.8 17.6 15 20.4 16.6 20.4C18.4 20.4 18.7 15.8 19.3 13.2C19.8 11.3 20.6 9.8 20.6 7.7C20.6 5.2 19.1 3.2 16.5 3.2C15 3.2 13.5 3.9 12 5.4Z" />
    </Svg>
  );
}

/** A telephone handset. */
export function PhoneIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M6.2 3.5h2.6a1 1 0 0 1 1 .8l.7 3.3a1 1 0 0 1-.4 1l-1.6 1.2a12 12 0 0 0 5.7 5.7l1.2-1.6a1 1 0 0 1 1-.4l3.3.7a1 1 0 0 1 .8 1v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.2 5.7a2 2 0 0 1 2-2.2z" />
    </Svg>
  );
}

/** A round chat bubble with a tail and three dots, for instant messaging. */
export function ChatIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M20.5 11.5a8.5 8.5 0 0 1-12.4 7.6L3.5 20.5l1.4-4.4a8.5 8.5 0 1 1 15.6-4.6z" />
      <path d="M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" strokeWidth={2.5} />
    </Svg>
  );
}

/** An envelope, for email. */
export function MailIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m3.8 7 8.2 6 8.2-6" />
    </Svg>
  );
}

/** A map pin, for the clinic's address. */
export function MapPinIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Svg>
  );
}

/** A clock face, for opening hours. */
export function ClockIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Svg>
  );
}

/** A calendar page, for booking an appointment. */
export function CalendarIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Svg>
  );
}

/** Three horizontal bars, for opening the navigation menu. */
export function MenuIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </Svg>
  );
}

/** A diagonal cross, for closing a menu or dialog. */
export function CloseIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

/** A chevron pointing left, for "previous". */
export function ChevronLeftIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="m14.5 6-6 6 6 6" />
    </Svg>
  );
}

/** A chevron pointing right, for "next". */
export function ChevronRightIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="m9.5 6 6 6-6 6" />
    </Svg>
  );
}

/** An arrow pointing right, for calls to action. */
export function ArrowRightIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M4.5 12h15M13.5 6l6 6-6 6" />
    </Svg>
  );
}

/** A check mark, for success and feature lists. */
export function CheckIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="m4.5 12.5 4.5 4.5L19.5 6.5" />
    </Svg>
  );
}

/** An exclamation mark in a circle, for errors and warnings. */
export function AlertIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5M12 16.2h.01" />
    </Svg>
  );
}

/** A paper plane, for sending a message. */
export function SendIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M20.5 3.5 10.5 13.5" />
      <path d="M20.5 3.5 14.2 20.2a.6.6 0 0 1-1.1 0l-2.6-6.7-6.7-2.6a.6.6 0 0 1 0-1.1z" />
    </Svg>
  );
}

/** A letter P in a rounded square, for parking. */
export function ParkingIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M9.5 16.5v-9h3.3a2.7 2.7 0 0 1 0 5.4H9.5" />
    </Svg>
  );
}

/** A smile with teeth under a guiding arc, for smile correction. */
export function SmileCorrectionIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M4 10.5c5.3 1.5 10.7 1.5 16 0-1 4.8-4.2 8-8 8s-7-3.2-8-8z" />
      <path d="M9 11.9v2.3M12 12.1v2.5M15 11.9v2.3" />
      <path d="M7 6.5a7 7 0 0 1 10 0M14.3 6.5H17V3.8" />
    </Svg>
  );
}

/** Two front teeth inside a clear aligner tray, for aligners. */
export function AlignersIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M3.5 5h17M6 5v5.5a1.8 1.8 0 0 0 3.6 0V5M10.2 5v6a1.8 1.8 0 0 0 3.6 0V5M14.4 5v5.5a1.8 1.8 0 0 0 3.6 0V5" />
      <path d="M3.5 8.5v5a5 5 0 0 0 5 5h7a5 5 0 0 0 5-5v-5" />
    </Svg>
  );
}

/** A crown on a threaded post, for dental implants. */
export function DentalImplantsIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M7 3.5c1.7 0 3.3.8 5 .8s3.3-.8 5-.8c1.5 0 2.2 1.3 1.9 2.8L18 10H6l-.9-3.7C4.8 4.8 5.5 3.5 7 3.5z" />
      <path d="M10.5 10v2M13.5 10v2M9 12h6M9.5 15h5M10 18h4M9.5 12l1.6 8.5h1.8L14.5 12" />
    </Svg>
  );
}

/** A tooth with a sparkle, for cosmetic dentistry. */
export function CosmeticDentistryIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M8.5 7.9C7.4 6.8 6.2 6.4 5.1 6.4 3.1 6.4 2 7.9 2 9.9c0 1.5.6 2.7 1 4.2.5 2 .7 5.6 2.1 5.6 1.2 0 1.4-2.2 1.8-3.5.2-.8.7-1.2 1.6-1.2s1.4.4 1.6 1.2c.4 1.3.6 3.5 1.8 3.5 1.4 0 1.6-3.6 2.1-5.6.4-1.5 1-2.7 1-4.2 0-2-1.1-3.5-3.1-3.5-1.1 0-2.3.4-3.4 1.5z" />
      <path d="M19 1.5c.4 2 1.4 3 3.5 3.5-2.1.5-3.1 1.5-3.5 3.5-.4-2-1.4-3-3.5-3.5 2.1-.5 3.1-1.5 3.5-3.5z" />
    </Svg>
  );
}

/** A slim laser handpiece aiming a beam at a point, for laser dentistry. */
export function LaserDentistryIcon(props: IconProps): JSX.Element {
  return (
    <Svg {...props}>
      <path d="M12.8 9.6 19 3.4a1.9 1.9 0 0 1 2.7 2.7l-6.2 6.2M12.8 9.6l-1.5 4.2 4.2-1.5" />
      <path d="m9.6 15.4-2.3 2.3" />
      <circle cx="5.3" cy="19.7" r="1.8" />
    </Svg>
  );
}

/** Specialty icons keyed by specialty slug. */
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
