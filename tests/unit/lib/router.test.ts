import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatHref, emailHref, phoneHref } from '../../../src/config';
import { isRoutableClick, startRouter, type Navigation } from '../../../src/lib/router';
import { link } from '../link';

const click = (init: MouseEventInit = {}) =>
  new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });

/** Does what the browser does for a same-page # link: a new entry with no state, then popstate. */
function jumpTo(hash: string) {
  history.pushState(null, '', hash);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** Clicks a link to `href`, as a visitor does. */
const follow = (href: string) => link({ href }).dispatchEvent(click());

/** Does what Back or Forward does: the entry's state and address come back, then popstate. */
function traverseTo(state: unknown, url: string) {
  history.replaceState(state, '', url);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** Clicks a link the router should leave alone; a listener added after the router's keeps happy-dom from opening it. */
function clickUnrouted(attrs: Record<string, string>) {
  const keepHere = (event: Event) => event.preventDefault();
  addEventListener('click', keepHere);
  link(attrs).dispatchEvent(click());
  removeEventListener('click', keepHere);
}

/** Scrolls the window to `y`; returns the history entry the visitor is on, to come back to. */
function scrollEntry(y: number) {
  window.scrollTo(0, y);
  return history.state;
}

let router = { stop: () => {}, arrived: (_: URL) => {} };
const stop = () => router.stop();
afterEach(stop);

/** Starts the router on `path`; returns the navigations it reports, as they come, each page coming at once. */
function routeFrom(path: string) {
  history.replaceState(null, '', path);
  const seen: Navigation[] = [];
  router = startRouter((nav) => {
    seen.push(nav);
    router.arrived(new URL(nav.path, location.origin));
  });
  return seen;
}

/** A click on a link: what it is, the mouse event's options and the link's attributes. */
type Click = [what: string, init: MouseEventInit, attrs: Record<string, string>];

describe('isRoutableClick', () => {
  beforeEach(() => history.replaceState(null, '', '/'));

  it.each<Click>([
    ['a plain left click on a same-origin link', {}, { href: '/treatments' }],
    ['a link whose target is _self', {}, { href: '/contact', target: '_self' }],
  ])('routes %s', (_, init, attrs) => {
    expect(isRoutableClick(click(init), link(attrs))).toBe(true);
  });

  it.each<Click>([
    ...['ctrlKey', 'metaKey', 'shiftKey', 'altKey'].map(
      (key): Click => [`a click with ${key}`, { [key]: true }, { href: '/treatments' }],
    ),
    ['a middle click', { button: 1 }, { href: '/treatments' }],
    ['another origin', {}, { href: chatHref() }],
    ['a #hash href', {}, { href: '#main' }],
    ['a new tab', {}, { href: '/contact', target: '_blank' }],
    ['a download', {}, { href: '/contact', download: '' }],
    ['a tel: link', {}, { href: phoneHref }],
    ['a mailto: link', {}, { href: emailHref }],
    ['a link to the page in the other language', {}, { href: '/kn/', hreflang: 'kn' }],
  ])('leaves %s to the browser', (_, init, attrs) => {
    expect(isRoutableClick(click(init), link(attrs))).toBe(false);
  });

  it('leaves alone a click that another handler has already called off', () => {
    const event = click();
    event.preventDefault();
    expect(isRoutableClick(event, link({ href: '/treatments' }))).toBe(false);
  });

  it('leaves a jump to an anchor on the same page to the browser', () => {
    history.replaceState(null, '', '/treatments');
    expect(isRoutableClick(click(), link({ href: '/treatments#scaling' }))).toBe(false);
  });
});

describe('startRouter', () => {
  it('pushes a new entry and reports the page, with no position to restore, when a link is clicked', () => {
    const seen = routeFrom('/');
    const event = click();
    window.scrollTo(0, 300);
    const entries = history.length;
    link({ href: '/case-studies' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(history.length).toBe(entries + 1);
    expect(location.pathname).toBe('/case-studies');
    expect(seen).toEqual([{ path: '/case-studies', scrollY: null }]);
  });

  it('reports an address the site lacks as it is: which page shows there is for the server to say', () => {
    const seen = routeFrom('/');
    follow('/does-not-exist');
    expect(seen).toEqual([{ path: '/does-not-exist', scrollY: null }]);
  });

  it('reports the query with the path, and keeps the # out of it', () => {
    const seen = routeFrom('/');
    follow('/treatments?utm_source=whatsapp#scaling');
    expect(seen).toEqual([{ path: '/treatments?utm_source=whatsapp', scrollY: null }]);
    expect(location.hash).toBe('#scaling');
  });

  it('reports back and forward, each with where the visitor was on that entry', () => {
    const seen = routeFrom('/');
    const home = scrollEntry(200);
    follow('/contact');
    const contact = scrollEntry(50);
    traverseTo(home, '/');
    expect(seen.at(-1)).toEqual({ path: '/', scrollY: 200 });
    traverseTo(contact, '/contact');
    expect(seen.at(-1)).toEqual({ path: '/contact', scrollY: 50 });
  });

  it("puts the page's own address in place of another spelling of it once told (the server redirected), in the same entry with its #", () => {
    const seen = routeFrom('/');
    follow('/Contact/?utm_source=whatsapp#form');
    const entries = history.length;
    const entry = history.state;
    router.arrived(new URL('/contact?utm_source=whatsapp', location.origin));
    expect(location.pathname + location.search + location.hash).toBe('/contact?utm_source=whatsapp#form');
    expect([history.length, history.state]).toEqual([entries, entry]);
    expect(seen).toEqual([{ path: '/Contact/?utm_source=whatsapp', scrollY: null }]);
  });

  it('takes the replaced address as the one on screen: a # jump there renders nothing again', () => {
    const seen = routeFrom('/');
    follow('/Contact/');
    router.arrived(new URL('/contact', location.origin));
    jumpTo('#form');
    expect(seen).toEqual([{ path: '/Contact/', scrollY: null }]);
  });

  it('does not route a click the browser should handle', () => {
    const seen = routeFrom('/');
    clickUnrouted({ href: '/contact', target: '_blank' });
    expect(seen).toEqual([]);
  });

  it('stops listening when stopped', () => {
    const seen = routeFrom('/');
    stop();
    clickUnrouted({ href: '/contact' });
    expect(seen).toEqual([]);
  });
});

describe('scroll positions across back and forward', () => {
  it('reports, on back, where the visitor was when they left the page', () => {
    const seen = routeFrom('/treatments');
    const treatments = scrollEntry(640);
    follow('/contact');
    window.scrollTo(0, 0);
    traverseTo(treatments, '/treatments');
    expect(seen.at(-1)).toEqual({ path: '/treatments', scrollY: 640 });
  });

  it('reports, on back to a # entry of another page, where the visitor was on it, not where the # points', () => {
    const seen = routeFrom('/treatments');
    jumpTo('#scaling');
    const jumped = scrollEntry(2872);
    follow('/contact');
    window.scrollTo(0, 0);
    traverseTo(jumped, '/treatments#scaling');
    expect(location.hash).toBe('#scaling');
    expect(seen.at(-1)).toEqual({ path: '/treatments', scrollY: 2872 });
  });
});

describe('a jump to # on the same page', () => {
  it('is left to the browser: nothing is rendered again, and the new entry gets an id of its own', () => {
    const seen = routeFrom('/treatments');
    const first = history.state.id;
    jumpTo('#scaling');
    expect(seen).toEqual([]);
    expect(history.state.id).toEqual(expect.any(Number));
    expect(history.state.id).not.toBe(first);
  });

  it('back and forward between its entries restore where the visitor was on each, without rendering again', () => {
    const seen = routeFrom('/treatments');
    const before = scrollEntry(120);
    jumpTo('#scaling');
    const after = scrollEntry(1638);
    traverseTo(before, '/treatments');
    expect(window.scrollY).toBe(120);
    traverseTo(after, '/treatments#scaling');
    expect(window.scrollY).toBe(1638);
    expect(seen).toEqual([]);
  });
});

describe('a link to the page on show', () => {
  it('from one of its # entries brings the visitor to its top and its heading, without fetching the page again', () => {
    const seen = routeFrom('/treatments');
    const heading = document.body.appendChild(document.createElement('main')).appendChild(document.createElement('h1'));
    heading.tabIndex = -1;
    jumpTo('#scaling');
    const jumped = scrollEntry(2872);
    follow('/treatments');
    expect(seen).toEqual([]);
    expect(window.scrollY).toBe(0);
    expect(document.activeElement).toBe(heading);
    expect(location.pathname + location.hash).toBe('/treatments');
    // Back returns to the # entry, where the visitor was on it.
    traverseTo(jumped, '/treatments#scaling');
    expect(window.scrollY).toBe(2872);
    expect(seen).toEqual([]);
    heading.parentElement!.remove();
  });
});
