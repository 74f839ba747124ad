import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/ui/error-boundary';

function Broken(): never {
  throw new Error('could not render');
}

/** A page with a heading and `part` inside an error boundary. */
const renderPage = (part: ReactNode) =>
  render(
    <main>
      <h1>The page</h1>
      <ErrorBoundary fallback={<p>Fallback</p>}>{part}</ErrorBoundary>
    </main>,
  );

describe('an error boundary', () => {
  it('shows its children while they render', () => {
    renderPage(<p>The part</p>);
    expect(screen.getByText('The part')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
  });

  it('shows its fallback instead of children that throw, and the page around it stays', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<Broken />);
    expect(screen.getByText('Fallback')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('catches a lazily loaded part whose code could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderPage(
      <Suspense>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('Fallback')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
