import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { talkToUsLabel } from '../../../src/content/site';
import { defaultSpecialty, specialties } from '../../../src/content/specialties';
import { specialtyDetails } from '../../../src/content/specialty-details';
import type { Specialty, SpecialtyDetails } from '../../../src/content/types';
import { Specialties } from '../../../src/home/specialties';
import { renderPrerendered } from '../prerender';

const titles = specialties.map((s) => s.title);
const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true });
/** The one panel on show; testing-library leaves out panels with the hidden attribute. */
const visiblePanel = () => screen.getByRole('tabpanel');
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
/**
 * Renders the five and a sixth added as a clinic would: its tab (naming an icon the site has) and its panel's details.
 */
function renderWithSixth(like: Specialty): Specialty {
  const sixth = { ...like, id: 'gum-care', title: 'Gum Care', icon: 'tooth' } as unknown as Specialty;
  (specialtyDetails as Record<string, SpecialtyDetails>)[sixth.id] = specialtyDetails[like.id];
  renderPrerendered(<Specialties items={[...specialties, sixth]} defaultId={defaultSpecialty} />);
  return sixth;
}

// The panels' words are the prerendered page's (the browser's code does not carry them): each test starts from that
// page.

describe('given the specialties selector', () => {
  beforeEach(() => void renderPrerendered(<Specialties items={specialties} defaultId={defaultSpecialty} />));

  it('is a labelled tab list of the five specialties, in order', () => {
    const list = screen.getByRole('tablist', { name: 'Our specialties' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(titles);
  });

  it('opens on Smile Correction: its tab selected, its panel alone on show with picture, text and Talk to us', () => {
    expect(selectedTab().textContent).toBe('Smile Correction');
    const panel = visiblePanel();
    expect(panel.getAttribute('aria-labelledby')).toBe(selectedTab().id);
    expect(selectedTab().getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getByRole('heading', { name: 'Smile Correction' })).toBeTruthy();
    expect(within(panel).getByRole('img').getAttribute('alt')).toBe(specialtyDetails[specialties[0].id].image.alt);
    expect(within(panel).getByText(specialtyDetails[specialties[0].id].details)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: new RegExp(talkToUsLabel) })).toBeTruthy();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(5);
  });

  it('keeps only the selected tab in the tab order (roving tabindex)', () => {
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    fireEvent.click(tab('Dental Implants'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
  });

  it('shows the details of a specialty when its tab is clicked', () => {
    fireEvent.click(tab('Laser Dentistry'));
    expect(tab('Laser Dentistry').getAttribute('aria-selected')).toBe('true');
    expect(tab('Smile Correction').getAttribute('aria-selected')).toBe('false');
    expect(within(visiblePanel()).getByRole('heading').textContent).toBe('Laser Dentistry');
  });

  describe('with the keyboard', () => {
    it('moves, selects and focuses with the arrow keys, wrapping at both ends', () => {
      selectedTab().focus();
      const walk = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowUp', 'ArrowRight'].map((key) => {
        press(key);
        expect(document.activeElement).toBe(selectedTab());
        return within(visiblePanel()).getByRole('heading').textContent;
      });
      expect(walk).toEqual([
        'Aligners',
        'Dental Implants',
        'Aligners',
        'Smile Correction',
        'Laser Dentistry',
        'Smile Correction',
      ]);
    });

    it('jumps to the last tab with End and the first with Home', () => {
      selectedTab().focus();
      press('End');
      expect(document.activeElement?.textContent).toBe('Laser Dentistry');
      expect(selectedTab().textContent).toBe('Laser Dentistry');
      press('Home');
      expect(document.activeElement?.textContent).toBe('Smile Correction');
      expect(selectedTab().textContent).toBe('Smile Correction');
    });

    it('leaves other keys, and arrows with a modifier, to the browser', () => {
      selectedTab().focus();
      // fireEvent says false when the page called preventDefault(): the browser would not have had the key.
      const browserGets = [
        { key: 'ArrowRight', altKey: true },
        { key: 'ArrowRight', ctrlKey: true },
        { key: 'ArrowLeft', metaKey: true },
        { key: 'a' },
        { key: 'Tab' },
      ].map((init) => fireEvent.keyDown(document.activeElement!, init));
      expect(browserGets).toEqual([true, true, true, true, true]);
      expect(selectedTab().textContent).toBe('Smile Correction');
    });
  });
});

describe('given the specialties selector with other content', () => {
  it('takes a sixth specialty added to the content: six tabs and panels, the keys wrapping over all six', () => {
    renderWithSixth(specialties[0]!);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([...titles, 'Gum Care']);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(6);
    selectedTab().focus();
    press('End');
    expect(within(visiblePanel()).getByRole('heading').textContent).toBe('Gum Care');
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(selectedTab().id);
    press('ArrowRight');
    expect(selectedTab().textContent).toBe('Smile Correction');
    press('ArrowLeft');
    expect(document.activeElement?.textContent).toBe('Gum Care');
  });

  it('draws a sixth specialty’s tab just as the others, so both layouts place it as they place them', () => {
    // The wide list and the narrow circle place tabs by their position alone (nth-child), never by their id;
    // the e2e suite lays out a sixth tab made this way (home.spec.ts, phone-specialties.spec.ts).
    const sixth = renderWithSixth(specialties[1]!);
    const [, second, , , , added] = screen.getAllByRole('tab');
    const shape = (tab: HTMLElement, item: Specialty) =>
      tab.outerHTML
        .replaceAll(tab.id, 'ID')
        .replaceAll(tab.getAttribute('aria-controls')!, 'PANEL')
        .replace(item.title, 'TITLE')
        .replace(`#${item.icon}`, '#ICON');
    expect(shape(added!, sixth)).toBe(shape(second!, specialties[1]!));
  });

  it('can open on another specialty', () => {
    renderPrerendered(<Specialties items={specialties} defaultId="aligners" />);
    expect(selectedTab().textContent).toBe('Aligners');
  });
});
