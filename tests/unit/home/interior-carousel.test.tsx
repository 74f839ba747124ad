import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InteriorCarousel } from '../../../src/home/home-page';
import { carouselTitle, slidePictures, slides } from '../../../src/content/carousel';
import { renderPrerendered } from '../prerender';
import { currentSlide, swipe } from '../ui/slides';

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
/** The slide on show is the `n`th, by its label and by the counter. */
const expectShowing = (n: number) => {
  expect(currentSlide().getAttribute('aria-label')).toBe(`${n} of 2`);
  expect(screen.getByText(`${n} / 2`)).toBeTruthy();
};

describe('given the clinic interior carousel', () => {
  beforeEach(() => void renderPrerendered(<InteriorCarousel slides={slides} />));

  it('is a carousel named by its visible title', () => {
    const carousel = screen.getByRole('region', { name: carouselTitle });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('labels every slide as a group, "1 of 2" and "2 of 2", each with its caption', () => {
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    groups.forEach((group, i) => {
      expect(group.getAttribute('aria-roledescription')).toBe('slide');
      expect(within(group).getByRole('img').getAttribute('alt')).toBe(slidePictures[slides[i].id]!.alt);
      expect(within(group).getByText(slides[i].caption)).toBeTruthy();
    });
  });

  it('starts on the first slide, with the counter reading "1 / 2"', () => {
    expectShowing(1);
  });

  it('fetches the first photo eagerly and at high priority, the second lazily', () => {
    const [first, second] = screen.getAllByRole('img');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(second.getAttribute('loading')).toBe('lazy');
  });

  describe('after clicking next', () => {
    it('shows the second slide and reads "2 / 2"', () => {
      next();
      expectShowing(2);
    });

    it('wraps round from the last slide to the first', () => {
      next();
      next();
      expectShowing(1);
    });
  });

  it('wraps round from the first slide to the last after clicking previous', () => {
    previous();
    expectShowing(2);
  });

  it('has previous and next buttons that control the slides, which announce changes politely', () => {
    const slidesBox = currentSlide().parentElement!;
    for (const name of ['Previous photo', 'Next photo']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-controls')).toBe(slidesBox.id);
    }
    expect(slidesBox.getAttribute('aria-live')).toBe('polite');
  });

  describe('when swiped', () => {
    it('shows the next slide after a swipe to the left, and the previous one, wrapping, after a swipe to the right', () => {
      swipe(100);
      expect(screen.getByText('2 / 2')).toBeTruthy();
      swipe(300);
      expectShowing(1);
      swipe(300);
      expectShowing(2);
    });

    it('stays put for a short nudge, a mostly vertical drag or a mouse drag', () => {
      // Each read on its own: with two slides, two drags that each stepped would come back round to the first.
      swipe(170);
      expectShowing(1);
      swipe(100, { dy: 150 });
      expectShowing(1);
      swipe(100, { pointerType: 'mouse' });
      expectShowing(1);
    });
  });
});

describe('given the clinic interior carousel, left alone', () => {
  it('never moves by itself', () => {
    // Rendered under fake timers, so that any timer it started would be one the test moves on.
    vi.useFakeTimers();
    try {
      renderPrerendered(<InteriorCarousel slides={slides} />);
      // A second at a time: with two slides, a jump of a minute would land back on the first after any even number of
      // steps (every 5 s, say).
      for (let second = 1; second <= 60; second++) {
        act(() => void vi.advanceTimersByTime(1_000));
        expect(currentSlide().getAttribute('aria-label'), `after ${second} s`).toBe('1 of 2');
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

// With two slides, previous and next are the same slide: only a third tells which way a control or a swipe stepped.
describe('given the clinic interior carousel with a third slide', () => {
  const three = [...slides, { id: 'third', caption: 'A third room.' }];
  slidePictures.third = slidePictures[slides[0]!.id]!;
  const showing = () => currentSlide().getAttribute('aria-label');
  beforeEach(() => void renderPrerendered(<InteriorCarousel slides={three} />));

  it('steps back with previous, wrapping from the first to the last, and forward with next', () => {
    previous();
    expect(showing()).toBe('3 of 3');
    next();
    next();
    expect(showing()).toBe('2 of 3');
  });

  it('steps forward after a swipe to the left, and back after a swipe to the right', () => {
    swipe(100);
    expect(showing()).toBe('2 of 3');
    swipe(300);
    swipe(300);
    expect(showing()).toBe('3 of 3');
  });
});
