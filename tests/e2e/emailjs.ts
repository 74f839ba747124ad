// A stand-in for the EmailJS service: the forms' e2e specs answer its one endpoint however a case needs.
import { expect, type Page, type Route } from '@playwright/test';
import { config } from '../../src/config';
import { literally, loadFailed } from './fixtures';

export const sendUrl = 'https://api.emailjs.com/api/v1.0/email/send';

/** Chromium's line for a send that failed at the network or with an error status, as the test answered it. */
export const sendFailed = loadFailed(literally(sendUrl));

/** How the stand-in answers a send. */
export type Answer = (route: Route) => Promise<void> | void;

export const answers = {
  ok: (route: Route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
  status: (status: number, body: string) => (route: Route) =>
    route.fulfill({ status, contentType: 'text/plain', body }),
  tooMany: (route: Route) => route.fulfill({ status: 429, contentType: 'text/plain', body: 'Too Many Requests' }),
  aborted: (route: Route) => route.abort('failed'),
  // What the browser reports when the device has no connection (a route that fulfils would still answer offline).
  offline: (route: Route) => route.abort('internetdisconnected'),
} satisfies Record<string, Answer | ((...args: never[]) => Answer)>;

/**
 * The limit EmailJS puts on an account (one send a second, or one in 10 s as a clinic may set): whether the service
 * takes a send now, else it answers 429 (`answers.tooMany`).
 */
export function limit(ms: number) {
  let took = Number.NEGATIVE_INFINITY;
  return () => {
    if (Date.now() - took < ms) return false;
    took = Date.now();
    return true;
  };
}

/** An answer held back until the test lets it go (`release`), as from a service that answers late. */
export function heldAnswer(then: Answer = answers.ok) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer: Answer = async (route) => {
    await released;
    await then(route);
  };
  return { answer, release };
}

/** Every way a send can fail that the forms must survive, with what the console.error line names. */
export const faults: { name: string; answer: Answer; logged: RegExp }[] = [
  { name: '400 (bad request)', answer: answers.status(400, 'The template ID is invalid'), logged: /answered 400/ },
  { name: '403 (blocked)', answer: answers.status(403, 'Forbidden'), logged: /answered 403/ },
  {
    name: '412 (service misconfigured)',
    answer: answers.status(412, 'Gmail_API: Invalid grant'),
    logged: /answered 412/,
  },
  { name: '429 (too many requests)', answer: answers.tooMany, logged: /answered 429/ },
  {
    name: '451 (headless browser)',
    answer: answers.status(451, 'Unavailable For Headless Browser'),
    logged: /answered 451/,
  },
  { name: '500 (server error)', answer: answers.status(500, 'Internal Server Error'), logged: /answered 500/ },
  { name: 'an aborted request', answer: answers.aborted, logged: /could not be reached/ },
];

/**
 * Routes the EmailJS endpoint to `answer` and records each POST's body; any other request to the service fails the
 * test.
 */
export async function fakeEmailService(page: Page, answer: Answer = answers.ok) {
  const bodies: unknown[] = [];
  const raw: Buffer[] = [];
  const stray: string[] = [];
  let current = answer;
  await page.route(`${new URL(sendUrl).origin}/**`, async (route) => {
    const request = route.request();
    if (request.url() !== sendUrl || request.method() !== 'POST') {
      stray.push(`${request.method()} ${request.url()}`);
      return route.abort();
    }
    bodies.push(request.postDataJSON());
    raw.push(request.postDataBuffer() ?? Buffer.alloc(0));
    await current(route);
  });
  return {
    /** The parsed JSON body of every send so far. */
    bodies,
    /** The bytes of every send so far, as they left the browser. */
    raw,
    /** Changes how the next sends are answered. */
    answerWith: (next: Answer) => {
      current = next;
    },
    /** Asserts that exactly these bodies were sent, and nothing else reached the email service. */
    expectSent: async (...expected: unknown[]) => {
      await expect.poll(() => bodies.length).toBe(expected.length);
      expect(bodies).toEqual(expected);
      expect(stray).toEqual([]);
    },
  };
}

/** The whole JSON body a send must carry, for a template and its parameters. */
export function emailBody(templateId: string, templateParams: Record<string, string>) {
  return {
    lib_version: '4.4.1',
    user_id: config.emailjs.publicKey,
    service_id: config.emailjs.serviceId,
    template_id: templateId,
    template_params: templateParams,
  };
}
