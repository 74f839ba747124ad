import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../../src/components/ui/error-boundary';

function Broken(): never {
  throw new Error('could not render');
}

describe('an error boundary', () => {
  it('shows its children while they render', () => {
    render(
      <ErrorBoundary fallback={<p>Fallback</p>}>
        <p>The part</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('The part')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
  });

  it('shows its fallback instead of children that throw, and the page around it stays', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>The page</h1>
        <ErrorBoundary fallback={<p>Fallback</p>}>
          <Broken />
        </ErrorBoundary>
      </main>,
    );
    expect(screen.getByText('Fallback')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('catches a lazily loaded part whose code could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <main>
        <h1>The page</h1>
        <ErrorBoundary fallback={<p>Fallback</p>}>
          <Suspense>
            <Part />
          </Suspense>
        </ErrorBoundary>
      </main>,
    );
    expect(await screen.findByText('Fallback')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
