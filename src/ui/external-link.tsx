import type { ReactNode } from 'react';
import { srOnly } from '../styles/ui';

/** A link that opens in a new tab safely (`noopener noreferrer`); `hint` tells screen readers it does. */
export function ExternalLink(props: { href: string; hint?: string; className?: string; children: ReactNode }) {
  return (
    <a className={props.className} href={props.href} target="_blank" rel="noopener noreferrer">
      {props.children}
      {props.hint && <span className={srOnly}> {props.hint}</span>}
    </a>
  );
}
