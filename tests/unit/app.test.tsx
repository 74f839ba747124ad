import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, pages } from '../../src/app';
import { preloadAll } from '../../src/ui/lazy';
import { Static } from '../../src/ui/shell';
import { link } from './link';

const page = (name: string) => () => <h1>{name}</h1>;

/**
 * What the server has at an address: the page's screen and title, its status, what else its HTML holds, where it
 * redirects.
 */
type Served = { key?: string; title: string; status?: number; body?: string; redirectedTo?: string };

/** Makes `fetch` answer as the server would for each address in `site`: that page's HTML, its key on <main>. */
function serve(site: Record<string, Served>) {
  const answer = vi.fn(async (path: string) => {
    const { key, title, status = 200, body = '', redirectedTo = path } = site[path]!;
    const main = key === undefined ? '' : `<main data-page="${key}"><h1>${title}</h1></main>`;
    const response = new Response(
      `<!doctype html><html><head><title>${title}</title></head><body>${body}${main}</body></html>`,
      { status },
    );
    Object.defineProperty(response, 'url', { value: new URL(redirectedTo, location.origin).href });
    return response;
  });
  vi.stubGlobal('fetch', answer);
  return answer;
}

/** Renders the site on the home page, as main.tsx does from the loaded document. */
const renderHome = () =>
  render(<App initial={{ key: 'home', Page: page('Home page'), source: document, scrollY: null }} />);

/** Does `what` once all a navigation loads is at hand (the lazy parts), then lets every promise waiting on it run. */
async function settle(what: () => void) {
  await preloadAll();
  what();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

// A page shows with the lazy parts (the booking layer): their code is fetched once, as after the first page has loaded.
beforeAll(() => preloadAll(), 60_000);
beforeEach(() => history.replaceState(null, '', '/'));
afterEach(() => {
  vi.unstubAllGlobals();
  for (const element of document.querySelectorAll('body > a, body > header')) element.remove();
});

describe('navigating between pages', () => {
  it('shows the page of the last link followed, even when an earlier page’s code arrives after it', async () => {
    serve({
      '/treatments': { key: 'treatments', title: 'Our Treatments' },
      '/contact': { key: 'contact', title: 'Contact Us' },
    });
    let arriveTreatments: (page: ComponentType) => void = () => {};
    vi.spyOn(pages, 'treatments').mockReturnValue(new Promise((resolve) => (arriveTreatments = resolve)));
    vi.spyOn(pages, 'contact').mockResolvedValue(page('Contact page'));
    renderHome();

    // The second link is followed once the first page's HTML is in and its code asked for, so it is its code, not
    // its HTML, that arrives late.
    await act(async () => void fireEvent.click(link({ href: '/treatments' })));
    await vi.waitFor(() => expect(pages.treatments).toHaveBeenCalledTimes(1));
    await act(async () => void fireEvent.click(link({ href: '/contact' })));
    await screen.findByRole('heading', { name: 'Contact page' });

    await act(() => settle(() => arriveTreatments(page('Treatments page'))));
    expect(location.pathname).toBe('/contact');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact page');
  });

  it('shows a page whose code was slow when no other navigation came after it', async () => {
    serve({ '/treatments': { key: 'treatments', title: 'Our Treatments' } });
    let arriveTreatments: (page: ComponentType) => void = () => {};
    vi.spyOn(pages, 'treatments').mockReturnValue(new Promise((resolve) => (arriveTreatments = resolve)));
    renderHome();

    await act(async () => void fireEvent.click(link({ href: '/treatments' })));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Home page');
    await act(() => settle(() => arriveTreatments(page('Treatments page'))));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Treatments page');
  });
});

describe('the page navigated to', () => {
  it('is the screen its HTML names, titled as its HTML is: the 404 page for an address the site lacks', async () => {
    serve({ '/does-not-exist': { key: 'not-found', title: 'Page not found', status: 404 } });
    vi.spyOn(pages, 'not-found').mockResolvedValue(page('We could not find that page'));
    renderHome();
    await act(async () => void fireEvent.click(link({ href: '/does-not-exist' })));
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeTruthy();
    expect([location.pathname, document.title]).toEqual(['/does-not-exist', 'Page not found']);
  });

  it('shows its own address for a link to another spelling of it, as the server redirected there', async () => {
    serve({
      '/Contact/?utm_source=whatsapp': {
        key: 'contact',
        title: 'Contact Us',
        redirectedTo: '/contact?utm_source=whatsapp',
      },
    });
    vi.spyOn(pages, 'contact').mockResolvedValue(page('Contact page'));
    renderHome();
    await act(async () => void fireEvent.click(link({ href: '/Contact/?utm_source=whatsapp' })));
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeTruthy();
    expect(location.pathname + location.search).toBe('/contact?utm_source=whatsapp');
  });

  it('has the words of its fetched HTML in its static parts, and the header as that HTML writes it', async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<header data-frame=""><a href="/" aria-current="page">About Us</a></header>',
    );
    const body =
      '<header data-frame=""><a href="/case-studies" aria-current="page">Case Gallery</a></header><div data-static="intro"><p>Four cases, one at a time.</p></div>';
    serve({ '/case-studies': { key: 'gallery', title: 'Case Gallery', body } });
    vi.spyOn(pages, 'gallery').mockResolvedValue(() => <Static id="intro">{false}</Static>);
    renderHome();
    await act(async () => void fireEvent.click(link({ href: '/case-studies' })));
    expect(await screen.findByText('Four cases, one at a time.')).toBeTruthy();
    expect(document.querySelector('header [aria-current="page"]')?.textContent).toBe('Case Gallery');
    expect(document.querySelectorAll('header[data-frame]')).toHaveLength(1);
  });

  it('is left to the browser when its HTML is none of the site’s pages (a file, a host’s own page): it is loaded afresh', async () => {
    serve({ '/report.html': { title: 'A file the host serves' } });
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    renderHome();
    await act(async () => void fireEvent.click(link({ href: '/report.html' })));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Home page');
  });
});

/** Does what Back or Forward does: the entry's state and address come back, then popstate. */
function traverseTo(state: unknown, url: string) {
  history.replaceState(state, '', url);
  dispatchEvent(new PopStateEvent('popstate'));
}

describe('Back and Forward while a page loads', () => {
  it('opens at its top a page first shown on Forward, not where the page before it was scrolled', async () => {
    const answer = serve({
      '/': { key: 'home', title: 'Home' },
      '/contact': { key: 'contact', title: 'Contact Us' },
    });
    // The first fetch of /contact never comes (a dropped connection); the next ones answer.
    const served = answer.getMockImplementation()!;
    answer.mockImplementationOnce(() => new Promise(() => {}));
    answer.mockImplementation(served);
    vi.spyOn(pages, 'home').mockResolvedValue(page('Home page'));
    vi.spyOn(pages, 'contact').mockResolvedValue(page('Contact page'));
    renderHome();

    window.scrollTo(0, 1500);
    const home = history.state;
    await act(async () => void fireEvent.click(link({ href: '/contact' })));
    const contact = history.state;
    // Back before the contact page came: the home page is shown again, where the visitor left it.
    await act(async () => traverseTo(home, '/'));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(window.scrollY).toBe(1500);
    // Forward: the contact page, never seen, opens at its top.
    await act(async () => traverseTo(contact, '/contact'));
    await screen.findByRole('heading', { name: 'Contact page' });
    expect(window.scrollY).toBe(0);
  });
});

describe('a page that has not come', () => {
  it('is asked for again at once when its link is followed again, and the page on show stays where it is meanwhile', async () => {
    const answer = serve({ '/contact': { key: 'contact', title: 'Contact Us' } });
    const served = answer.getMockImplementation()!;
    // The first fetch fails (the connection dropped); a second would take a while.
    answer.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    let arrive = () => {};
    answer.mockImplementationOnce((path) => new Promise((resolve) => (arrive = () => resolve(served(path)))));
    vi.spyOn(pages, 'contact').mockResolvedValue(page('Contact page'));
    renderHome();
    const homeHeading = screen.getByRole('heading', { level: 1 });
    homeHeading.tabIndex = -1;

    window.scrollTo(0, 800);
    await act(async () => void fireEvent.click(link({ href: '/contact' })));
    await vi.waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    await act(async () => void fireEvent.click(link({ href: '/contact' })));
    // The visitor still sees the home page: it neither jumps to its top nor takes focus to its heading.
    expect(window.scrollY).toBe(800);
    expect(document.activeElement).not.toBe(homeHeading);
    // The page is asked for again now, not after the pause.
    await vi.waitFor(() => expect(answer).toHaveBeenCalledTimes(2), { timeout: 500 });
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeTruthy();
  });

  it('is no longer asked for once the visitor has gone on to another page', async () => {
    const answer = serve({
      '/treatments': { key: 'treatments', title: 'Our Treatments' },
      '/contact': { key: 'contact', title: 'Contact Us' },
    });
    // No connection for the first page: its fetch fails.
    answer.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(pages, 'contact').mockResolvedValue(page('Contact page'));
    renderHome();

    await act(async () => void fireEvent.click(link({ href: '/treatments' })));
    await vi.waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    await act(async () => void fireEvent.click(link({ href: '/contact' })));
    await screen.findByRole('heading', { name: 'Contact page' });
    // The connection returns: the page the visitor left is not fetched again, nor is its code.
    const treatments = vi.spyOn(pages, 'treatments');
    await act(async () => void dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answer.mock.calls.map(([path]) => path)).toEqual(['/treatments', '/contact']);
    expect(treatments).not.toHaveBeenCalled();
  });
});
