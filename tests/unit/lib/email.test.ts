import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../src/config';
import { check, type FormName } from '../../../src/lib/validation';
import { sendForm } from '../../../src/lib/email';
import { SendError, unlinked } from '../../../src/lib/email-client';

const endpoint = 'https://api.emailjs.com/api/v1.0/email/send';
const appointment = { name: 'Asha Rao', phone: '+91 98450 12345', service: 'Teeth whitening' };
const message = { name: 'Asha Rao', email: 'asha@example.com', phone: '', message: 'Do you open on Sundays?' };

/** Each form's send, as the form's code makes it. */
const sendAppointment = (params: Record<string, string>) => sendForm('appointment', params);
const sendContactMessage = (params: Record<string, string>) => sendForm('contact', params);

/** What a form sends for `input`: the values its check keeps (it must pass). */
function checked(form: FormName, input: Record<string, string>): Record<string, string> {
  const result = check(form, input);
  if (!result.ok) throw new Error(`${form} refused ${JSON.stringify(result.errors)}`);
  return result.value;
}

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (status: number, text: string) =>
  fetchMock.mockImplementation(async () => new Response(text, { status }));

/** The one request the email module made: where it went, how, and its parsed JSON body. */
function theRequest() {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, headers: init.headers, body: JSON.parse(String(init.body)) };
}

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // The service accepts, unless a test says otherwise.
  answer(200, 'OK');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The whole request one send must make: the endpoint, a JSON POST, and the body for a template and its values. */
const oneSend = (templateId: string, params: Record<string, string>) => ({
  url: endpoint,
  method: 'POST',
  headers: { 'Content-type': 'application/json' },
  body: {
    lib_version: '4.4.1',
    user_id: config.emailjs.publicKey,
    service_id: config.emailjs.serviceId,
    template_id: templateId,
    template_params: params,
  },
});

describe('sending an appointment request', () => {
  it('POSTs one JSON body with exactly name, phone and service to the appointment template', async () => {
    await sendAppointment(appointment);
    expect(theRequest()).toEqual(oneSend(config.emailjs.appointmentTemplateId, appointment));
  });

  it('sends nothing but the three fields, whatever else the form holds', async () => {
    await sendAppointment(checked('appointment', { ...appointment, email: 'x@example.com' }));
    expect(Object.keys(theRequest().body.template_params).sort()).toEqual(['name', 'phone', 'service']);
  });

  it('sends an address in the service as text no mail program links, as in every field', async () => {
    await sendAppointment({ ...appointment, service: 'whitening, see www.evil.example' });
    expect(theRequest().body.template_params.service).toBe('whitening, see www[.]evil[.]example');
  });

  it('sends text in any script as it is, byte for byte', async () => {
    await sendAppointment({ ...appointment, name: 'ಆಶಾ ರಾವ್' });
    expect(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)).toContain('"name":"ಆಶಾ ರಾವ್"');
  });
});

describe('sending a contact message', () => {
  it('POSTs one JSON body with exactly name, email, phone and message to the contact template', async () => {
    await sendContactMessage(message);
    expect(theRequest()).toEqual(oneSend(config.emailjs.contactTemplateId, message));
  });

  it('never sends the service the form holds', async () => {
    await sendContactMessage(checked('contact', { ...message, service: 'Braces' }));
    expect(theRequest().body.template_params).toEqual(message);
  });

  it('uses a different template from the appointment request', () => {
    expect(config.emailjs.contactTemplateId).not.toBe(config.emailjs.appointmentTemplateId);
  });
});

describe('sendForm', () => {
  it.each([
    [
      'appointment',
      config.emailjs.appointmentTemplateId,
      { name: 'Asha Rao', phone: '9845012345', service: 'Cleaning' },
    ],
    [
      'contact',
      config.emailjs.contactTemplateId,
      { name: 'Asha Rao', email: 'asha@example.com', phone: '', message: 'Hello' },
    ],
  ] as const)(
    'sends the %s form’s values to its template as they are: exactly its parameters, nothing added or left out',
    async (form, templateId, params) => {
      await sendForm(form, params);
      expect(theRequest()).toEqual(oneSend(templateId, params));
    },
  );
});

describe('what a visitor typed, in the clinic’s mail', () => {
  it.each([
    ['see https://evil.example/login now', 'see https[:]//evil[.]example/login now'],
    ['www.evil.example or HTTP://EVIL.EXAMPLE', 'www[.]evil[.]example or HTTP[:]//EVIL[.]EXAMPLE'],
    ['javascript://xy.zz%0Aalert(1)', 'javascript[:]//xy[.]zz%0Aalert(1)'],
    // Schemes that need no "//".
    ['mailto:asha@evil javascript:alert(1)', 'mailto[:]asha@evil javascript[:]alert(1)'],
    ['TEL:+919999999999 data:text/html,<b>x</b>', 'TEL[:]+919999999999 data[:]text/html,<b>x</b>'],
    ['write to asha@example.com', 'write to asha@example[.]com'],
    ['evil\u3002example evil\uFF0Eexample evil\uFF61example', 'evil[.]example evil[.]example evil[.]example'],
    // The small full stop and the one-dot leader, which a browser's address bar also reads as dots.
    ['evil\uFE52example evil\u2024example', 'evil[.]example evil[.]example'],
    ['ಉದಾಹರಣೆ.ಭಾರತ', 'ಉದಾಹರಣೆ[.]ಭಾರತ'],
    // Marks and joiners no one sees, after the dot: a domain's rules drop them, and the address stays one.
    ['www.\uFE0Fevil.\u034Fexample', 'www[.]\uFE0Fevil[.]\u034Fexample'],
    ['evil.\u200Dexample evil.\u200Cexample', 'evil[.]\u200Dexample evil[.]\u200Cexample'],
    // And joiners before the dot, which the same rules drop.
    ['evil\u200D.example ಕನ್\u200D.com', 'evil\u200D[.]example ಕನ್\u200D[.]com'],
    // Letters a browser reads as ASCII ones (circled, squared, Roman numerals), and a symbol before the dot.
    [
      '\u24D4\u24E5\u24D8\u24DB.com evil.\u24D2\u24DE\u24DC evil.\u217D\u217F \u{1F600}.com',
      '\u24D4\u24E5\u24D8\u24DB[.]com evil[.]\u24D2\u24DE\u24DC evil[.]\u217D\u217F \u{1F600}[.]com',
    ],
    // An IPv4 address, bare or after a scheme with no "//", which mail programs and browsers also open.
    ['10.0.0.1/login, 192.168.1.1.', '10[.]0[.]0[.]1/login, 192[.]168[.]1[.]1.'],
    ['http:3232235777 HTTPS:evil FTP:x', 'http[:]3232235777 HTTPS[:]evil FTP[:]x'],
    // "http:/", "http:\\" (read as "http://") and a Windows share ("\\\\host\\share"), which Outlook links.
    ['http:/evil http:\\\\evil \\\\evil\\share', 'http[:]/evil http[:][\\]\\evil [\\]\\evil\\share'],
    // Schemes that need no "//" and a mail program may open.
    [
      'sip:x@y skype:evil?call news:evil facetime:1 search-ms:query',
      'sip[:]x@y skype[:]evil?call news[:]evil facetime[:]1 search-ms[:]query',
    ],
  ])('reads as an address but is no link: %s', (typed, shown) => {
    expect(unlinked({ message: typed })).toEqual({ message: shown });
  });

  it.each([
    'Dr. Rao, 2.5 years ago, Rs.500 at 10.30 am. Thanks!',
    'ಡಾ. ರಾವ್, 2.5 ವರ್ಷ',
    'a time: 10:30, a ratio 1:2',
    // A single letter after a dot is no domain: no top-level domain is one letter.
    'S.K. Rao from the U.S.A., e.g. at 10.30a.m. Hi.I need a cleaning',
    'my data: none, tel: below',
    // Prices, versions and dates with dots, a time, a path that is no address.
    'Rs.1.5 lakh, 1.2.3, 06.12.2026, v1.2.3.4.5, 10:30, and/or',
    'ನಮಸ್ಕಾರ. ನನಗೆ ಹಲ್ಲು ನೋವು. ದಯವಿಟ್ಟು ಕರೆ ಮಾಡಿ.',
  ])('is left as typed where nothing looks like an address: %s', (typed) => {
    expect(unlinked({ message: typed })).toEqual({ message: typed });
  });

  it('is sent so in every field but the email, which goes as typed: it is the address the reply goes to', async () => {
    await sendContactMessage({
      name: 'Asha.Rao',
      email: 'asha.rao@example.com',
      phone: '919845012345',
      message: 'My X-ray: https://files.example/xray.png',
    });
    expect(theRequest().body.template_params).toEqual({
      name: 'Asha[.]Rao',
      email: 'asha.rao@example.com',
      phone: '919845012345',
      message: 'My X-ray: https[:]//files[.]example/xray[.]png',
    });
  });
});

describe('the outcome of a send', () => {
  it.each([200, 201, 204])('is a success when the service answers %i', async (status) => {
    answer(status, status === 204 ? '' : 'OK');
    await expect(sendAppointment(appointment)).resolves.toBeUndefined();
  });

  it.each([
    [400, 'The template ID is invalid'],
    [403, 'Forbidden'],
    [412, 'Gmail_API: Invalid grant'],
    [429, 'Too Many Requests'],
    [451, 'Unavailable For Headless Browser'],
    [500, 'Internal Server Error'],
  ])('is a failure carrying the status when the service answers %i', async (status, text) => {
    answer(status, text);
    const error = await sendAppointment(appointment).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ status, message: `The email service answered ${status}: ${text}` });
  });

  it('is a failure when the network fails, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(cause);
    const error = await sendContactMessage(message).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ status: undefined, cause });
  });

  it('is a failure when the request is aborted', async () => {
    fetchMock.mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(sendAppointment(appointment)).rejects.toBeInstanceOf(SendError);
  });
});

describe('what the library is not asked to do', () => {
  it('sends a second request at once after the first: no rate limit holds it back', async () => {
    answer(500, 'Internal Server Error');
    await sendAppointment(appointment).catch(() => {});
    answer(200, 'OK');
    await sendAppointment(appointment);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.length).toBe(0);
  });

  it('gives up on no slow request by itself: the answer after a minute still counts', async () => {
    vi.useFakeTimers();
    let respond = (_: Response) => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (respond = resolve)));
    let outcome = 'pending';
    sendAppointment(appointment).then(
      () => (outcome = 'sent'),
      () => (outcome = 'failed'),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(outcome).toBe('pending');
    respond(new Response('OK', { status: 200 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toBe('sent');
  });
});
