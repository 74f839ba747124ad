import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InteriorCarousel } from '../../../../src/components/site/interior-carousel';
import { slides } from '../../../../src/content/carousel';
import { carouselTitle } from '../../../../src/content/carousel';

/** The slide on show: the one group marked active (the others stay in the DOM, faded out by CSS). */
const currentSlide = () => document.querySelector<HTMLElement>('[aria-roledescription="slide"][data-state="active"]')!;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));

describe('given the clinic interior carousel', () => {
  it('is a carousel named by its visible title', () => {
    render(<InteriorCarousel slides={slides} />);
    const carousel = screen.getByRole('region', { name: carouselTitle });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('labels every slide as a group, "1 of 2" and "2 of 2", each with its caption', () => {
    render(<InteriorCarousel slides={slides} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    groups.forEach((group, i) => {
      expect(group.getAttribute('aria-roledescription')).toBe('slide');
      expect(within(group).getByRole('img').getAttribute('alt')).toBe(slides[i].image.alt);
      expect(within(group).getByText(slides[i].caption)).toBeTruthy();
    });
  });

  it('starts on the first slide, with the counter reading "1 / 2"', () => {
    render(<InteriorCarousel slides={slides} />);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 2');
    expect(screen.getByText('1 / 2')).toBeTruthy();
  });

  it('fetches the first photo eagerly and at high priority, the second lazily', () => {
    render(<InteriorCarousel slides={slides} />);
    const [first, second] = screen.getAllByRole('img');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(second.getAttribute('loading')).toBe('lazy');
  });

  describe('after clicking next', () => {
    it('shows the second slide and reads "2 / 2"', () => {
      render(<InteriorCarousel slides={slides} />);
      next();
      expect(currentSlide().getAttribute('aria-label')).toBe('2 of 2');
      expect(screen.getByText('2 / 2')).toBeTruthy();
    });

    it('wraps round from the last slide to the first', () => {
      render(<InteriorCarousel slides={slides} />);
      next();
      next();
      expect(currentSlide().getAttribute('aria-label')).toBe('1 of 2');
      expect(screen.getByText('1 / 2')).toBeTruthy();
    });
  });

  it('wraps round from the first slide to the last after clicking previous', () => {
    render(<InteriorCarousel slides={slides} />);
    previous();
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 2');
    expect(screen.getByText('2 / 2')).toBeTruthy();
  });

  it('has previous and next buttons that control the slides, which announce changes politely', () => {
    render(<InteriorCarousel slides={slides} />);
    const slidesBox = currentSlide().parentElement!;
    for (const name of ['Previous photo', 'Next photo']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-controls')).toBe(slidesBox.id);
    }
    expect(slidesBox.getAttribute('aria-live')).toBe('polite');
  });

  describe('when swiped', () => {
    /** Drags a pointer across the slides from x 200 to `toX` (and down by `dy`), as a finger or a mouse would. */
    const swipe = (toX: number, { dy = 0, pointerType = 'touch' } = {}) => {
      const slides = currentSlide().parentElement!;
      fireEvent.pointerDown(slides, { pointerType, isPrimary: true, clientX: 200, clientY: 300 });
      fireEvent.pointerUp(slides, { pointerType, isPrimary: true, clientX: toX, clientY: 300 + dy });
    };

    it('shows the next slide after a swipe to the left, and the previous one, wrapping, after a swipe to the right', () => {
      render(<InteriorCarousel slides={slides} />);
      swipe(100);
      expect(screen.getByText('2 / 2')).toBeTruthy();
      swipe(300);
      swipe(300);
      expect(screen.getByText('2 / 2')).toBeTruthy();
      expect(currentSlide().getAttribute('aria-label')).toBe('2 of 2');
    });

    it('stays put for a short nudge, a mostly vertical drag or a mouse drag', () => {
      render(<InteriorCarousel slides={slides} />);
      swipe(170);
      swipe(100, { dy: 150 });
      swipe(100, { pointerType: 'mouse' });
      expect(screen.getByText('1 / 2')).toBeTruthy();
    });
  });

  it('never moves by itself', () => {
    vi.useFakeTimers();
    try {
      render(<InteriorCarousel slides={slides} />);
      act(() => void vi.advanceTimersByTime(60_000));
      expect(currentSlide().getAttribute('aria-label')).toBe('1 of 2');
    } finally {
      vi.useRealTimers();
    }
  });
});
