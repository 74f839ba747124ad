import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNotificationLabel } from '../../../src/content/messages';
import { ToastRegions } from '../../../src/ui/toast-regions';
import { type ToastInput, useToast } from '../../../src/ui/toast-store';
import { Visit } from '../visit';

const sent: ToastInput = { title: 'Message Sent!', description: "We'll get back to you within 24 hours." };
const failed: ToastInput = { variant: 'destructive', title: 'Failed to Send', description: 'Please try again later.' };

/** A page with a field, a button per toast to show, and the page's toasts. */
function Page({ toasts }: { toasts: ToastInput[] }) {
  const toast = useToast();
  return (
    <>
      <input aria-label="Message" />
      {toasts.map((input, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
        <button key={index} type="button" onClick={() => toast(input)}>
          {`show ${index}`}
        </button>
      ))}
      <ToastRegions layer="page" dismissLabel={dismissNotificationLabel} />
    </>
  );
}

/** Renders the page in a visit of its own: no toast of another test's is in it. */
function renderPage(...toasts: ToastInput[]) {
  render(
    <Visit>
      <Page toasts={toasts} />
    </Visit>,
  );
  return {
    show: (index = 0) => act(async () => void fireEvent.click(screen.getByRole('button', { name: `show ${index}` }))),
  };
}

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const viewport = () => document.querySelector('[data-toast-viewport]')!;

/** Renders the page and shows each toast, in order. */
async function showAll(...toasts: ToastInput[]) {
  const { show } = renderPage(...toasts);
  for (const index of toasts.keys()) await show(index);
}

/** A success toast paused 4 s in stays through a minute, and once resumed finishes the time it had left, no sooner. */
async function expectPausedBy(pause: () => void, resume: () => void) {
  await showAll(sent);
  wait(4_000);
  pause();
  wait(60_000);
  expect(screen.queryByText('Message Sent!')).not.toBeNull();
  resume();
  wait(1_900);
  expect(screen.queryByText('Message Sent!')).not.toBeNull();
  wait(200);
  expect(screen.queryByText('Message Sent!')).toBeNull();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the toast regions', () => {
  it('are in the page, empty, before any message: a status region and an alert region', () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

describe('a success toast', () => {
  it('appears in the status region with its title and sentence', async () => {
    await showAll(sent);
    const status = screen.getByRole('status');
    expect(within(status).getByText('Message Sent!')).toBeTruthy();
    expect(within(status).getByText("We'll get back to you within 24 hours.")).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('does not take focus from what the visitor is doing', async () => {
    const { show } = renderPage(sent);
    const field = screen.getByLabelText('Message');
    field.focus();
    await show();
    expect(document.activeElement).toBe(field);
  });

  it('stays for at least 5 seconds, then goes by itself', async () => {
    await showAll(sent);
    wait(5_000);
    expect(screen.queryByText('Message Sent!')).not.toBeNull();
    wait(1_000);
    expect(screen.queryByText('Message Sent!')).toBeNull();
  });

  it('closes with its close button', async () => {
    await showAll(sent);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Message Sent!')).toBeNull();
  });

  it('waits while the pointer is over it, and finishes its time after', () =>
    expectPausedBy(
      () => fireEvent.pointerEnter(viewport()),
      () => fireEvent.pointerLeave(viewport()),
    ));

  it('waits while it holds focus', async () => {
    await showAll(sent);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    wait(60_000);
    expect(screen.queryByText('Message Sent!')).not.toBeNull();
  });
});

describe('while the window is in the background', () => {
  it('a toast waits, and finishes its time once the window has focus again', () =>
    expectPausedBy(
      () => act(() => void fireEvent.blur(window)),
      () => act(() => void fireEvent.focus(window)),
    ));
});

describe('Escape in a toast', () => {
  it('closes that toast only, and goes no further (a dialog around it stays open)', async () => {
    await showAll(sent, failed);
    const [first] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    act(() => first.focus());
    let propagated = false;
    const onKeyDown = (event: KeyboardEvent) => (propagated = !event.defaultPrevented);
    document.addEventListener('keydown', onKeyDown);
    act(() => void fireEvent.keyDown(first, { key: 'Escape' }));
    document.removeEventListener('keydown', onKeyDown);
    expect(propagated).toBe(false);
    expect(screen.queryByText('Message Sent!')).toBeNull();
    expect(screen.queryByText('Failed to Send')).not.toBeNull();
  });

  it('is ignored for other keys', async () => {
    await showAll(sent);
    const button = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => void fireEvent.keyDown(button, { key: 'Enter' }));
    expect(screen.queryByText('Message Sent!')).not.toBeNull();
  });
});

describe('focus, when a toast holding it closes', () => {
  it('goes back to where it was before it entered the toasts', async () => {
    const { show } = renderPage(sent, failed);
    const field = screen.getByLabelText('Message');
    act(() => field.focus());
    await show(0);
    await show(1);
    // In by one toast, on to the next: where it was before is the field, not the toast it came from.
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    act(() => first.focus());
    act(() => second.focus());
    act(() => void fireEvent.keyDown(second, { key: 'Escape' }));
    expect(screen.queryByText('Failed to Send')).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it('moves to the next toast when where it was is gone', async () => {
    await showAll(sent, failed);
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    // Where it was: a control that is gone by the time the toast closes.
    const gone = document.body.appendChild(document.createElement('button'));
    act(() => gone.focus());
    act(() => first.focus());
    gone.remove();
    act(() => void fireEvent.keyDown(first, { key: 'Escape' }));
    expect(document.activeElement).toBe(second);
  });

  it('moves to the next toast when where it was has since become inert (the page behind a modal)', async () => {
    await showAll(sent, failed);
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    const behind = document.body.appendChild(document.createElement('div'));
    const field = behind.appendChild(document.createElement('button'));
    act(() => field.focus());
    act(() => first.focus());
    behind.inert = true;
    act(() => void fireEvent.keyDown(first, { key: 'Escape' }));
    expect(document.activeElement).toBe(second);
    behind.remove();
  });

  it('moves to the toast that takes its place, of the same group, as the news of a send changes', async () => {
    const waiting: ToastInput = { title: 'Taking longer than usual', description: 'Still trying.', group: 'contact' };
    const { show } = renderPage(waiting, { ...failed, group: 'contact' });
    await show(0);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    await show(1);
    expect(screen.queryByText('Taking longer than usual')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(document.activeElement?.closest('[role="alert"]')).not.toBeNull();
  });

  it('goes back to where it was when newer toasts push the toast out', async () => {
    const { show } = renderPage(sent, failed);
    const field = screen.getByLabelText('Message');
    act(() => field.focus());
    await show(0);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    for (let i = 0; i < 3; i++) await show(1);
    expect(screen.queryByText('Message Sent!')).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it('is left where the visitor put it when the toast it left goes', async () => {
    const { show } = renderPage(sent, { ...sent, group: 'x' });
    await show(1);
    const button = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => button.focus());
    act(() => button.blur());
    await show(1);
    expect(document.activeElement).toBe(document.body);
  });

  it('stays where it is when the closing toast did not hold it', async () => {
    // Another toast stays open, where focus would go if this one had held it.
    await showAll(sent, failed);
    const field = screen.getByLabelText('Message');
    act(() => field.focus());
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(screen.queryByText('Message Sent!')).toBeNull();
    expect(document.activeElement).toBe(field);
  });
});

describe('a destructive toast', () => {
  it('appears in the alert region, marked as destructive', async () => {
    await showAll(failed);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Failed to Send')).toBeTruthy();
    expect(
      within(alert).getByText('Please try again later.').closest('[data-variant]')?.getAttribute('data-variant'),
    ).toBe('destructive');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stays longer than a success toast', async () => {
    await showAll(failed);
    wait(11_000);
    expect(screen.queryByText('Failed to Send')).not.toBeNull();
  });
});

describe('a persistent toast', () => {
  const slow: ToastInput = {
    title: 'Taking longer than usual',
    description: 'Still sending.',
    group: 'send',
    persistent: true,
  };

  it('stays past every duration, until a toast of its group replaces it', async () => {
    const { show } = renderPage(slow, { ...sent, group: 'send' });
    await show(0);
    wait(120_000);
    expect(screen.queryByText('Taking longer than usual')).not.toBeNull();
    await show(1);
    expect(screen.queryByText('Taking longer than usual')).toBeNull();
    expect(screen.queryByText('Message Sent!')).not.toBeNull();
  });

  it('still closes with its close button', async () => {
    await showAll(slow);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Taking longer than usual')).toBeNull();
  });
});

describe('several toasts', () => {
  it('stack up to three; a fourth pushes out the oldest', async () => {
    await showAll(...[1, 2, 3, 4].map((n) => ({ title: `Toast ${n}`, description: `Number ${n}` })));
    expect(screen.queryByText('Toast 1')).toBeNull();
    expect(['Toast 2', 'Toast 3', 'Toast 4'].map((text) => screen.queryByText(text) !== null)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('of one group replace each other: a success clears the failure before it', async () => {
    await showAll({ ...failed, group: 'contact' }, { ...sent, group: 'contact' });
    expect(screen.queryByText('Failed to Send')).toBeNull();
    expect(screen.queryByText('Message Sent!')).not.toBeNull();
  });
});

describe('toasts of one visit', () => {
  it('show in that visit’s regions only: another App’s page has toasts of its own', async () => {
    const first = render(
      <Visit>
        <Page toasts={[sent]} />
      </Visit>,
    );
    const second = render(
      <Visit>
        <Page toasts={[sent]} />
      </Visit>,
    );
    await act(async () => void fireEvent.click(within(first.container).getByRole('button', { name: 'show 0' })));
    expect(within(first.container).getByRole('status').textContent).toContain('Message Sent!');
    expect(within(second.container).getByRole('status').textContent).toBe('');
  });
});
