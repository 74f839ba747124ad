import type { ReactNode } from 'react';
import { srOnly } from '../../styles/ui';

/**
 * A link that opens in a new tab, safely (`noopener noreferrer`), saying so to screen readers after its own words
 * with `hint` (the site's words, from src/content/). Without a hint the link must show it some other way.
 */
export function ExternalLink({ href, hint, className, children }: { href: string; hint?: string; className?: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      {hint && <span className={srOnly}> {hint}</span>}
    </a>
  );
}
