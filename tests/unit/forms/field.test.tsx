import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountAnnouncer, MessageCounter } from '../../../src/forms/field';

const max = 2_000;

/** The counter and its announcer for a message of `length` characters; `rerender` moves it on. */
function counter(length: number) {
  const both = (length: number) => (
    <>
      <MessageCounter left={max - length} />
      <CountAnnouncer left={max - length} />
    </>
  );
  const view = render(both(length));
  const visible = () => view.container.querySelector('p:not([aria-live])') as HTMLElement;
  const announced = () => view.container.querySelector('[aria-live="polite"]')!.textContent;
  return { visible, announced, type: (next: number) => view.rerender(both(next)) };
}

describe('the message counter', () => {
  it('stays out of sight far from the limit', () => {
    const { visible, announced } = counter(100);
    expect(visible().hidden).toBe(true);
    expect(announced()).toBe('');
  });

  it('shows what is left near the limit, without announcing every keystroke', () => {
    const { visible, announced, type } = counter(1_650);
    expect(visible().hidden).toBe(false);
    expect(screen.getByText('350 characters left')).toBe(visible());
    type(1_700);
    expect(visible().textContent).toBe('300 characters left');
    expect(announced()).toBe('');
  });

  it('announces politely once at each mark it crosses, with the count at that moment', () => {
    const { announced, type } = counter(1_790);
    type(1_805);
    expect(announced()).toBe('195 characters left');
    type(1_850);
    expect(announced()).toBe('195 characters left');
    type(1_960);
    expect(announced()).toBe('40 characters left');
    type(2_000);
    expect(announced()).toBe('0 characters left');
  });

  it('says nothing more once the visitor deletes back out of the last stretch', () => {
    const { announced, type } = counter(1_900);
    expect(announced()).toBe('100 characters left');
    type(1_500);
    expect(announced()).toBe('');
  });
});
