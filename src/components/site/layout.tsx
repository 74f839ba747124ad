import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { globalStyles } from '../../styles/global';
import { pageToasts } from '../ui/page-toasts';
import { BookingDialog } from './booking';

/** The hydrated part of every page; the skip link, header, FAB and footer around it are static (prerender/index.tsx). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={`${globalStyles} ${shell}`}>
      <main id="main" className={main} tabIndex={-1}>
        {children}
      </main>
      <BookingDialog />
      <pageToasts.Deferred />
    </div>
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
