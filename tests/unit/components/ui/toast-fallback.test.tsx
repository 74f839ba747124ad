import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageToasts, useToast } from '../../../../src/components/ui/toast';

// The cards' code cannot be fetched: the connection dropped before it arrived.
vi.mock('../../../../src/components/ui/toast-card', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function Page() {
  const toast = useToast();
  return (
    <>
      <h1>The page</h1>
      <button type="button" onClick={() => toast({ variant: 'destructive', title: 'Failed to Send', description: 'Please try again later.' })}>
        show
      </button>
      <PageToasts />
    </>
  );
}

describe('a toast whose card code cannot be fetched', () => {
  it('still says its words, in its live region, and the page stays', async () => {
    render(<Page />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'show' })));
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert.textContent).toBe('Failed to Send Please try again later.'));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
