import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, pages } from '../../src/app';
import { loadDeferred } from '../../src/components/ui/deferred';
import { link } from './link';

const page = (name: string) => () => <h1>{name}</h1>;

/** Does `what` once all a navigation loads is at hand (titles, deferred parts), then lets every promise waiting on it run. */
async function settle(what: () => void) {
  await Promise.all([import('../../src/lib/titles'), loadDeferred()]);
  what();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(() => document.querySelectorAll('body > a').forEach((a) => a.remove()));

describe('navigating between pages', () => {
  it('shows the page of the last link followed, even when an earlier page’s code arrives after it', async () => {
    let arriveTreatments: (page: ComponentType) => void = () => {};
    vi.spyOn(pages, 'treatments').mockReturnValue(new Promise((resolve) => (arriveTreatments = resolve)));
    vi.spyOn(pages, 'contact').mockResolvedValue(page('Contact page'));
    render(<App initial={{ key: 'home', path: '/', scrollY: null, Page: page('Home page') }} />);

    await act(async () => {
      fireEvent.click(link({ href: '/treatments' }));
      fireEvent.click(link({ href: '/contact' }));
    });
    await screen.findByRole('heading', { name: 'Contact page' });

    await act(() => settle(() => arriveTreatments(page('Treatments page'))));
    expect(location.pathname).toBe('/contact');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact page');
  });

  it('shows a page whose code was slow when no other navigation came after it', async () => {
    let arriveTreatments: (page: ComponentType) => void = () => {};
    vi.spyOn(pages, 'treatments').mockReturnValue(new Promise((resolve) => (arriveTreatments = resolve)));
    render(<App initial={{ key: 'home', path: '/', scrollY: null, Page: page('Home page') }} />);

    await act(async () => void fireEvent.click(link({ href: '/treatments' })));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Home page');
    await act(() => settle(() => arriveTreatments(page('Treatments page'))));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Treatments page');
  });
});
