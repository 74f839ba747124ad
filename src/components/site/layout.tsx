import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { globalStyles } from '../../styles/global';
import { BookingProvider } from './booking';
import { ContactFab } from './contact-fab';
import { SiteHeader } from './site-header';
import { ToastProvider } from '../ui/toast';

/** The hydrated frame of every page: skip link, header, main content and floating contact button (the footer is static; see prerender/index.tsx). */
export function Layout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ToastProvider>
      <BookingProvider>
        <div className={`${globalStyles} ${shell}`}>
          <a className={skipLink} href="#main">
            Skip to main content
          </a>
          <SiteHeader path={path} />
          <main id="main" className={main} tabIndex={-1}>
            {children}
          </main>
          <ContactFab />
        </div>
      </BookingProvider>
    </ToastProvider>
  );
}

const shell = css`
  display: flex;
  flex-direction: column;
  flex: 1;
`;

const main = css`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const skipLink = css`
  position: absolute;
  top: var(--space-2);
  left: var(--space-2);
  z-index: 100;
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-s);
  background: var(--color-primary-strong);
  color: #fff;
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
