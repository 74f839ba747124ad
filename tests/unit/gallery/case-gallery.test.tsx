import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageFailedText } from '../../../src/content/site';
import { CaseGallery } from '../../../src/gallery/case-gallery';
import { casePictures, cases } from '../../../src/content/gallery';
import { renderPrerendered } from '../prerender';
import { currentSlide, swipe } from '../ui/slides';

const currentTitle = () => within(currentSlide()).getByRole('heading').textContent;
// The arrows are drawn twice, beside the picture when wide and under it on a phone (CSS shows one pair): either moves.
const click = (name: string | RegExp) => fireEvent.click(screen.getAllByRole('button', { name })[0]!);
const dots = () => within(screen.getByRole('group', { name: 'Choose a case' })).getAllByRole('button');

describe('given the case gallery', () => {
  // happy-dom loads no images and calls every one complete; here they are still on their way, as in a browser.
  beforeEach(() => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    renderPrerendered(<CaseGallery cases={cases} />);
  });

  it('is a carousel of four slides labelled "1 of 4" … "4 of 4"', () => {
    const gallery = screen.getByRole('region', { name: 'Before and after cases' });
    expect(gallery.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((s) => [s.getAttribute('role'), s.getAttribute('aria-label')])).toEqual([
      ['group', '1 of 4'],
      ['group', '2 of 4'],
      ['group', '3 of 4'],
      ['group', '4 of 4'],
    ]);
  });

  it('opens on the first case: its image, "Before" and "After" under it, its title and summary, and "1 / 4"', () => {
    const slide = within(currentSlide());
    expect(slide.getByRole('img').getAttribute('alt')).toBe(casePictures[cases[0].id]!.alt);
    expect(slide.getByText('Before')).toBeTruthy();
    expect(slide.getByText('After')).toBeTruthy();
    expect(slide.getByRole('heading', { name: cases[0].title })).toBeTruthy();
    expect(slide.getByText(cases[0].summary)).toBeTruthy();
    expect(screen.getByText('1 / 4')).toBeTruthy();
  });

  it('steps forward with next and wraps from the fourth case to the first', () => {
    const seen = [1, 2, 3, 4].map(() => {
      click('Next case');
      return [currentTitle(), screen.getByText(/^\d \/ 4$/).textContent];
    });
    expect(seen).toEqual([
      [cases[1].title, '2 / 4'],
      [cases[2].title, '3 / 4'],
      [cases[3].title, '4 / 4'],
      [cases[0].title, '1 / 4'],
    ]);
  });

  it('wraps from the first case to the fourth with previous', () => {
    click('Previous case');
    expect(currentTitle()).toBe(cases[3].title);
    expect(screen.getByText('4 / 4')).toBeTruthy();
  });

  it('has one labelled dot per case, the current one marked aria-current, and a click on a dot selects it', () => {
    expect(dots().map((d) => d.getAttribute('aria-label'))).toEqual(cases.map((c, i) => `Case ${i + 1}: ${c.title}`));
    expect(dots().map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
    fireEvent.click(dots()[2]);
    expect(currentTitle()).toBe(cases[2].title);
    expect(screen.getByText('3 / 4')).toBeTruthy();
    expect(dots().map((d) => d.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
  });

  it('shows the previous and next cases as thumbnails that select their case when clicked', () => {
    expect(screen.getByRole('button', { name: `Previous: Case 4: ${cases[3].title}` })).toBeTruthy();
    click(`Next: Case 2: ${cases[1].title}`);
    expect(currentTitle()).toBe(cases[1].title);
    // The thumbnails follow the selection.
    click(`Previous: Case 1: ${cases[0].title}`);
    expect(currentTitle()).toBe(cases[0].title);
  });

  it('shows in each thumbnail the picture its case’s slide shows, following the selection', () => {
    const thumbnail = (name: string) => screen.getByRole('button', { name }).querySelector('img')!;
    expect(thumbnail(`Next: Case 2: ${cases[1].title}`).getAttribute('src')).toBe(
      within(screen.getByRole('group', { name: '2 of 4', hidden: true }))
        .getByRole('img', { hidden: true })
        .getAttribute('src'),
    );
    click('Next case');
    expect(thumbnail(`Previous: Case 1: ${cases[0].title}`).getAttribute('alt')).toBe(casePictures[cases[0].id]!.alt);
    expect(thumbnail(`Next: Case 3: ${cases[2].title}`).getAttribute('alt')).toBe(casePictures[cases[2].id]!.alt);
  });

  it('steps to the next case after a swipe to the left, and wraps back past the first after swipes to the right', () => {
    swipe(60, { dy: 10 });
    expect(currentTitle()).toBe(cases[1].title);
    swipe(340, { dy: 10 });
    swipe(340, { dy: 10 });
    expect(currentTitle()).toBe(cases[3].title);
    expect(screen.getByText('4 / 4')).toBeTruthy();
  });

  it('points every control at the slides it changes', () => {
    const slidesId = currentSlide().parentElement!.id;
    const controls = screen.getAllByRole('button');
    // Two peeks, the arrows beside the picture and under it, four dots.
    expect(controls).toHaveLength(2 + 2 + 2 + 4);
    expect(controls.every((b) => b.getAttribute('aria-controls') === slidesId)).toBe(true);
  });

  it(`shows "${imageFailedText}" in place of an image that fails to load, and keeps the rest`, () => {
    fireEvent.error(within(currentSlide()).getByRole('img'));
    const slide = within(currentSlide());
    expect(slide.getByText(imageFailedText)).toBeTruthy();
    expect(slide.queryByRole('img')).toBeNull();
    expect(slide.getByRole('heading', { name: cases[0].title })).toBeTruthy();
    // Only the image that failed is replaced.
    expect(screen.getAllByText(imageFailedText)).toHaveLength(1);
  });

  it('puts the picture, kept in the page, back in place of the note once it comes after all (asked for again)', () => {
    const img = within(currentSlide()).getByRole('img');
    fireEvent.error(img);
    expect(within(currentSlide()).getByText(imageFailedText)).toBeTruthy();
    fireEvent.load(img);
    expect(within(currentSlide()).queryByText(imageFailedText)).toBeNull();
    expect(within(currentSlide()).getByRole('img', { name: casePictures[cases[0].id]!.alt })).toBe(img);
  });
});

describe('given the case gallery, interactive only after an image failed', () => {
  it(`shows "${imageFailedText}" for an image that had already failed before the page became interactive`, () => {
    // The browser fired that error before React listened: the image is complete, yet has no size.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    renderPrerendered(<CaseGallery cases={cases} />);
    expect(within(currentSlide()).getByText(imageFailedText)).toBeTruthy();
  });

  it('keeps a picture that had already loaded before the page became interactive', () => {
    // Complete, with its size: it loaded before React listened, and no error will come.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1200);
    renderPrerendered(<CaseGallery cases={cases} />);
    expect(screen.queryByText(imageFailedText)).toBeNull();
    expect(within(currentSlide()).getByRole('img', { name: casePictures[cases[0].id]!.alt })).toBeTruthy();
  });
});
