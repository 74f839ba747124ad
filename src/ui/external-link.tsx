import type { ReactNode } from 'react';
import { srOnly } from '../styles/ui';

/**
 * A link that opens in a new tab safely (`noopener noreferrer`), telling screen readers so with `hint` (words from
 * src/content/); without a hint the link must show it some other way.
 */
export function ExternalLink({
  href,
  hint,
  className,
  children,
}: {
  href: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      {hint && <span className={srOnly}> {hint}</span>}
    </a>
  );
}
