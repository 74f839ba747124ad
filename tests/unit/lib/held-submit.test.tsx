// A submit made before the form's code is live, told whole: the controls script holds it and marks the form, the page
// hears of it, the code arrives and sends it exactly once; offline, the visitor is told it will go by itself, and it
// goes once the connection returns.
import { act, screen } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contactMessages,
  dismissNotificationLabel,
  messageSent,
  waitingForConnection,
} from '../../../src/content/messages';
import { MessageForm } from '../../../src/forms/message-form';
import { useHeldSubmitWatcher } from '../../../src/forms/send-toasts';
import { createDrafts } from '../../../src/lib/drafts';
import { sendForm } from '../../../src/lib/email';
import { holdSubmits, onTurnToWaitingForm, submitAttribute } from '../../../src/lib/held-submit';
import { ToastRegions } from '../../../src/ui/toast-regions';
import { prerender } from '../prerender';
import { Visit } from '../visit';

vi.mock('../../../src/lib/email', () => ({ sendForm: vi.fn(async () => {}), loadEmailClient: vi.fn(async () => {}) }));

const typed = { name: 'Asha Rao', email: 'asha@example.com', phone: '', message: 'Do you open on Sundays?' };

/** What the page's code shows around a form whose own code comes later: the watcher of held submits, the toasts. */
function Watcher() {
  useHeldSubmitWatcher();
  return null;
}

/**
 * The contact page as it paints: the Message Us form prerendered, typed into, its code not yet here. `hydratePage`
 * is the page's code arriving (the form still waiting for its own), `codeArrives` the form's.
 */
function paintedContactPage(values: Record<string, string> = typed) {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const LaterForm = lazy(() => code.then(() => ({ default: MessageForm })));
  const page = (form: ReactNode) => (
    <Visit>
      <Watcher />
      <Suspense>{form}</Suspense>
      <ToastRegions layer="page" dismissLabel={dismissNotificationLabel} />
    </Visit>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = prerender(page(<MessageForm />));
  const form = container.querySelector('form')!;
  for (const [name, value] of Object.entries(values))
    (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement).value = value;
  const submit = () => !form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return {
    form,
    submit,
    hydratePage: () => act(async () => void hydrateRoot(container, page(<LaterForm />))),
    codeArrives: () => act(async () => arrive()),
  };
}

const online = (on: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(on);
  if (on) dispatchEvent(new Event('online'));
};

beforeAll(holdSubmits);
afterEach(() => {
  vi.mocked(sendForm).mockClear();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('a submit made before the form’s code is live', () => {
  it('is held and shown as sending, the page is told, and once the code arrives it is sent exactly once', async () => {
    const page = paintedContactPage();
    await page.hydratePage();
    const turnedTo = vi.fn();
    const stop = onTurnToWaitingForm(turnedTo);
    expect(page.submit(), 'no native submission').toBe(true);
    expect(page.submit(), 'a second press is held the same way').toBe(true);
    stop();
    expect(page.form.getAttribute(submitAttribute)).toBe('held');
    expect(turnedTo, 'the page heard of it, to fetch the form’s code at once').toHaveBeenCalled();
    expect(sendForm).not.toHaveBeenCalled();

    await page.codeArrives();
    expect(page.form.getAttribute(submitAttribute)).toBe('live');
    expect(sendForm).toHaveBeenCalledTimes(1);
    expect(sendForm).toHaveBeenCalledWith('contact', typed);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain(messageSent.title));
  });

  it('offline: the visitor is told at once that it will go by itself, and it goes once the connection returns', async () => {
    online(false);
    const page = paintedContactPage();
    await page.hydratePage();
    expect(page.submit()).toBe(true);
    const status = await screen.findByRole('status');
    await vi.waitFor(() => expect(status.textContent).toContain(waitingForConnection.title));
    expect(status.textContent).toContain(waitingForConnection.text);

    await page.codeArrives();
    expect(sendForm).not.toHaveBeenCalled();
    await act(async () => online(true));
    await vi.waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1));
    expect(sendForm).toHaveBeenCalledWith('contact', typed);
    await vi.waitFor(() => expect(status.textContent).toContain(messageSent.title));
  });

  it('offline, then refused by the form once its code came: the toast that said it would go is taken back', async () => {
    online(false);
    // Nine digits: the browser lets the optional phone through, the form's rules do not.
    const page = paintedContactPage({ ...typed, phone: '98450 1234' });
    await page.hydratePage();
    expect(page.submit()).toBe(true);
    const status = await screen.findByRole('status');
    await vi.waitFor(() => expect(status.textContent).toContain(waitingForConnection.title));

    await act(async () => online(true));
    await page.codeArrives();
    expect(sendForm).not.toHaveBeenCalled();
    expect(page.form.textContent).toContain(contactMessages.phone);
    expect(status.textContent, 'nothing will go by itself').not.toContain(waitingForConnection.title);
  });

  it('after a reload, sends what the form held when pressed, not a field of an older draft it never showed', async () => {
    // Typed before the reload: a phone, since left out (it is optional) by the visitor who pressed send.
    createDrafts().save('contact', { ...typed, phone: '+91 98450 12345', message: 'An older question' });
    const page = paintedContactPage();
    await page.hydratePage();
    expect(page.submit()).toBe(true);
    await page.codeArrives();
    expect(sendForm).toHaveBeenCalledTimes(1);
    expect(sendForm).toHaveBeenCalledWith('contact', typed);
  });
});
