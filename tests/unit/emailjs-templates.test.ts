// The EmailJS templates in emailjs/ are pasted into the clinic's dashboard by hand, so nothing else would notice a
// template that shows a visitor's markup live, loses a field or builds a wrong call link: this renders them here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '../../src/config';

type Params = Record<string, string>;
type Escape = (value: string) => string;

const folder = 'emailjs';
const read = (file: string) => readFileSync(join(folder, file), 'utf8');

/** The parameters each template receives, fixed by the product spec (sendForm in src/lib/email.ts sends exactly these). */
const templates = {
  appointment: ['name', 'phone', 'service'],
  contact: ['name', 'email', 'phone', 'message'],
} as const;
type TemplateName = keyof typeof templates;
const parts = ['subject.txt', 'html', 'txt'] as const;

// EmailJS documents its placeholders as Mustache's: {{name}} escapes the value, {{#name}}…{{/name}} renders only
// when the value is not empty, {{^name}}…{{/name}} only when it is, a missing value is an empty string, and triple
// braces insert the value raw. Only the escaped forms are allowed here; any other tag (triple braces, {{&name}},
// partials, comments, a change of delimiters) fails the shape check below instead of being rendered.
const tag = /\{\{\s*([#^/]?)\s*([A-Za-z_][\w.]*)\s*\}\}/g;
// A section tag alone on its line takes the line with it, as Mustache does, so the plain text keeps no blank holes.
const standalone = /^[ \t]*(\{\{\s*[#^/]\s*[A-Za-z_][\w.]*\s*\}\})[ \t]*(?:\r?\n|$)/gm;

type Node = string | { kind: 'value'; name: string } | { kind: '#' | '^'; name: string; children: Node[] };

function parse(template: string): Node[] {
  const root: Node[] = [];
  const open: { name: string; children: Node[] }[] = [];
  let children = root;
  let last = 0;
  const text = template.replace(standalone, '$1');
  for (const match of text.matchAll(tag)) {
    const [whole, sigil, name] = match;
    children.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (sigil === '#' || sigil === '^') {
      const section = { kind: sigil as '#' | '^', name, children: [] as Node[] };
      children.push(section);
      open.push(section);
      children = section.children;
    } else if (sigil === '/') {
      if (open.pop()?.name !== name) throw new Error(`{{/${name}}} closes no open {{#${name}}} or {{^${name}}}`);
      children = open.at(-1)?.children ?? root;
    } else {
      children.push({ kind: 'value', name });
    }
  }
  if (open.length) throw new Error(`{{#${open.at(-1)!.name}}} is never closed`);
  children.push(text.slice(last));
  return root;
}

/** Substitutes in one pass, so a value that holds "{{name}}" stays that text, as in Mustache. */
function render(template: string, params: Params, escaper: Escape): string {
  const walk = (nodes: Node[]): string =>
    nodes
      .map((node) => {
        if (typeof node === 'string') return node;
        const value = params[node.name] ?? '';
        if (node.kind === 'value') return escaper(value);
        return (node.kind === '#') === (value !== '') ? walk(node.children) : '';
      })
      .join('');
  return walk(parse(template));
}

// How EmailJS escapes is documented only by example ("<b>bold</b>" arrives as "&lt;b&gt;bold&lt;/b&gt;"). Mustache
// escapes these eight characters; the templates must also stay safe with the least an HTML escaper does, since the
// links put values inside double-quoted attributes.
const mustacheTable: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
  '`': '&#x60;',
  '=': '&#x3D;',
};
const escapers: Record<string, Escape> = {
  "Mustache's escaping": (value) => value.replace(/[&<>"'`=/]/g, (c) => mustacheTable[c]),
  'the least an HTML escaper does (& < > ")': (value) => value.replace(/[&<>"]/g, (c) => mustacheTable[c]),
};
const escapeLikeEmailJS = escapers["Mustache's escaping"];
/** What triple braces do: the value goes in as it is. Used only to prove the checks catch it. */
const raw: Escape = (value) => value;

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
afterAll(() => window.happyDOM.close());
const parseHtml = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');

/** Every link a template may hold starts with a scheme typed in the template itself, never with a visitor's value. */
const allowedHref = /^(tel:|https:\/\/wa\.me\/91|mailto:)/;
const allowedAttributes = new Set(['style', 'href']);

/** Says what a rendered HTML body has that a visitor's value could have put there; nothing, for a safe template. */
function liveMarkup(html: string, expectedTags: string[]): string[] {
  const document = parseHtml(html);
  const elements = Array.from(document.body.querySelectorAll('*'));
  const problems: string[] = [];
  const tags = elements.map((element) => element.tagName.toLowerCase());
  if (tags.join(' ') !== expectedTags.join(' ')) problems.push(`elements changed: ${tags.join(' ')}`);
  for (const element of elements) {
    for (const attribute of Array.from(element.attributes)) {
      if (!allowedAttributes.has(attribute.name)) problems.push(`<${element.tagName.toLowerCase()} ${attribute.name}>`);
      if (attribute.name === 'href' && !allowedHref.test(attribute.value ?? ''))
        problems.push(`href="${attribute.value}"`);
    }
  }
  // The source too: escaped, a value can hold "<img" only as "&lt;img", which is text.
  if (/<(script|img|iframe|svg|object|embed|form)\b/i.test(html)) problems.push('a live tag in the source');
  return problems;
}

const tagsOf = (html: string) =>
  Array.from(parseHtml(html).body.querySelectorAll('*')).map((element) => element.tagName.toLowerCase());
const links = (html: string) => Array.from(parseHtml(html).querySelectorAll('a')).map((a) => a.getAttribute('href'));
const link = (html: string, start: string) => links(html).find((href) => href?.startsWith(start));

const english: Params = {
  name: 'Priya Raman',
  email: 'priya@example.com',
  phone: '9845012345',
  service: 'Root canal treatment',
  message: 'My lower left tooth hurts when I drink something cold.\nCan I come on Saturday morning?',
};
const kannada: Params = {
  name: 'ಅನಿತಾ ಶೆಟ್ಟಿ',
  email: 'anita@example.in',
  phone: '+919845012345',
  service: 'ಹಲ್ಲು ಸ್ವಚ್ಛಗೊಳಿಸುವಿಕೆ',
  message: 'ನಮಸ್ಕಾರ,\nಶನಿವಾರ ಬೆಳಿಗ್ಗೆ ಬರಬಹುದೇ?',
};
const longWord = 'ಹ'.repeat(3000) + 'x'.repeat(3000);
const veryLong = `${Array.from({ length: 400 }, (_, line) => `Line ${line + 1}: ${'word '.repeat(12)}`).join('\n')}\n${longWord}`;
const hostile: Params[] = [
  {
    name: '<script>alert(1)</script>',
    email: '"><img src=x onerror=alert(1)>@x.example',
    phone: 'javascript:alert(1)',
    service: '"><img src=x onerror=alert(1)>',
    message: '</div><script>alert(1)</script>\n<a href="javascript:alert(1)">click</a>',
  },
  {
    name: '{{name}} {{{message}}}',
    email: 'javascript:alert(1)//@x.example',
    phone: '"><img src=x onerror=alert(1)>',
    service: "' onmouseover='alert(1)",
    message: 'Hello {{name}}\n{{#phone}}x{{/phone}}\n\n\tIndented line',
  },
  {
    name: 'A'.repeat(100),
    email: 'a@b.example" onclick="alert(1)',
    phone: "' onfocus='alert(1)' x='",
    service: 'S'.repeat(200),
    message: veryLong,
  },
];

describe('the EmailJS templates in emailjs/', () => {
  it('are all there: a subject, an HTML body and a plain-text body for the appointment and for the contact message', () => {
    const files = readdirSync(folder);
    for (const name of Object.keys(templates)) for (const part of parts) expect(files).toContain(`${name}.${part}`);
  });

  it('have no triple braces anywhere in emailjs/, as they would put a visitor’s raw HTML into the clinic’s mail', () => {
    const found = readdirSync(folder).filter((file) => read(file).includes('{{{') || read(file).includes('}}}'));
    expect(found).toEqual([]);
  });

  // The templates need no brace of their own, so a brace left once the tags are gone is a tag of another kind.
  it('hold only escaped placeholders and sections: {{name}}, {{#name}}, {{^name}}, {{/name}}, and no other brace', () => {
    for (const name of Object.keys(templates)) {
      for (const part of parts) {
        const text = read(`${name}.${part}`);
        expect(text.replace(tag, ''), `${name}.${part}`).not.toMatch(/[{}]/);
        expect(() => parse(text), `${name}.${part}`).not.toThrow();
      }
    }
  });

  for (const [name, params] of Object.entries(templates) as [TemplateName, readonly string[]][]) {
    it(`${name}: both bodies use exactly ${params.join(', ')}, and the subject uses none but them`, () => {
      const used = (part: string) => [...new Set([...read(`${name}.${part}`).matchAll(tag)].map((m) => m[2]))].sort();
      expect(used('html')).toEqual([...params].sort());
      expect(used('txt')).toEqual([...params].sort());
      expect(params).toEqual(expect.arrayContaining(used('subject.txt')));
    });

    it(`${name}: the subject is one line and never carries the message, the one field that may hold line breaks`, () => {
      const subject = read(`${name}.subject.txt`).replace(/\n$/, '');
      expect(subject).not.toMatch(/[\r\n]/);
      expect([...subject.matchAll(tag)].map((m) => m[2])).not.toContain('message');
      expect(render(subject, english, escapeLikeEmailJS)).toContain('Priya Raman');
      expect(render(subject, kannada, escapeLikeEmailJS)).toContain('ಅನಿತಾ ಶೆಟ್ಟಿ');
    });

    it(`${name}: both bodies name the clinic as src/config.ts does, and each stays under EmailJS's 50 KB per template`, () => {
      for (const part of parts) expect(Buffer.byteLength(read(`${name}.${part}`))).toBeLessThan(50_000);
      expect(read(`${name}.html`)).toContain(config.name);
      expect(read(`${name}.txt`)).toContain(config.name);
    });

    it(`${name}: English and Kannada values arrive whole, in both bodies`, () => {
      for (const sample of [english, kannada]) {
        const text = parseHtml(render(read(`${name}.html`), sample, escapeLikeEmailJS)).body.textContent;
        const plain = render(read(`${name}.txt`), sample, escapeLikeEmailJS);
        for (const param of params) {
          if (param === 'message') continue; // checked line by line below
          expect(text).toContain(sample[param]);
          expect(plain).toContain(sample[param]);
        }
      }
    });

    for (const [escaperName, escaper] of Object.entries(escapers)) {
      it(`${name}: hostile values stay text, never tags, handlers or javascript: links (with ${escaperName})`, () => {
        const template = read(`${name}.html`);
        for (const values of hostile) {
          const html = render(template, values, escaper);
          expect(liveMarkup(html, tagsOf(render(template, english, escaper)))).toEqual([]);
          const text = parseHtml(html).body.textContent;
          for (const param of params) expect(text).toContain(values[param]);
          expect(link(html, 'tel:')).toBe(`tel:${values.phone}`);
          expect(link(html, 'https://wa.me/')).toBe(`https://wa.me/91${values.phone}`);
        }
      });
    }

    it(`${name}: the same checks catch values put in raw, as triple braces would put them`, () => {
      const template = read(`${name}.html`);
      const problems = hostile.flatMap((values) =>
        liveMarkup(render(template, values, raw), tagsOf(render(template, english, raw))),
      );
      expect(problems).toEqual(expect.arrayContaining([expect.stringContaining('onerror')]));
    });
  }

  describe('call and WhatsApp links, for the phone as the site sends it (ASCII digits, perhaps a leading +)', () => {
    for (const name of Object.keys(templates) as TemplateName[]) {
      for (const part of ['html', 'txt'] as const) {
        const rendered = (phone: string) => render(read(`${name}.${part}`), { ...english, phone }, escapeLikeEmailJS);
        const href = (body: string, start: string) =>
          part === 'html' ? link(body, start) : body.match(new RegExp(`${start.replace(/[.+/]/g, '\\$&')}\\S*`))?.[0];

        it(`${name}.${part}: a call link dials the number as given, with or without +91`, () => {
          expect(href(rendered('9845012345'), 'tel:')).toBe('tel:9845012345');
          expect(href(rendered('+919845012345'), 'tel:')).toBe('tel:+919845012345');
        });

        it(`${name}.${part}: a 10-digit Indian mobile gets a WhatsApp link with India's 91 and digits only, as wa.me asks`, () => {
          expect(href(rendered('9845012345'), 'https://wa.me/')).toBe('https://wa.me/919845012345');
        });

        // A template cannot drop a "+", so this link is the known limit the email and docs/clinic-setup.md explain.
        it(`${name}.${part}: a number that already has + gets a WhatsApp link no one has (91, then 12 digits), never another person's`, () => {
          const whatsapp = href(rendered('+919845012345'), 'https://wa.me/');
          expect(whatsapp).toBe('https://wa.me/91+919845012345');
          expect(whatsapp!.replace(/\D/g, '')).toMatch(/^91\d{12}$/);
          expect(rendered('+919845012345')).toMatch(/already starts with \+/);
        });
      }
    }
  });

  describe('the contact message', () => {
    const message = 'Line one\nLine two\n\n\tLine four, after a blank line';
    /** The style of the block that holds the message, rendered when a test asks (a broken template fails that test). */
    const holderStyle = () => {
      const html = render(read('contact.html'), { ...english, message }, escapeLikeEmailJS);
      const holder = Array.from(parseHtml(html).body.querySelectorAll('div')).find(
        (div) => div.textContent === message,
      );
      expect(holder, 'a block whose text is the message, line breaks and all').toBeDefined();
      return holder!.getAttribute('style');
    };

    it('keeps its line breaks in the HTML body: the text is there as typed, in a block styled white-space: pre-wrap', () => {
      expect(holderStyle()).toMatch(/white-space:\s*pre-wrap/);
    });

    it('wraps a very long unbroken word instead of widening the email (overflow-wrap: anywhere)', () => {
      expect(holderStyle()).toMatch(/overflow-wrap:\s*anywhere/);
      const long = render(read('contact.html'), { ...english, message: veryLong }, escapeLikeEmailJS);
      expect(parseHtml(long).body.textContent).toContain(longWord);
    });

    // EmailJS documents no exception to its escaping for plain text, so "/" and "'" may arrive there as entities;
    // what matters is that a value is never read as a template.
    it('keeps its lines in the plain-text body too, and text that looks like a placeholder stays that text', () => {
      expect(render(read('contact.txt'), { ...english, message }, escapeLikeEmailJS)).toContain(`\n${message}\n`);
      const lookalike = 'Hello {{name}} {{#phone}}x{{/phone}}';
      const echoed = render(read('contact.txt'), { ...english, message: lookalike }, escapeLikeEmailJS);
      expect(echoed).toContain(escapeLikeEmailJS(lookalike));
      expect(echoed).not.toContain(`Hello ${english.name}`);
    });
  });

  describe('the contact form’s optional phone', () => {
    it('with no phone, the email says so and offers neither a call nor a WhatsApp link, only email', () => {
      const html = render(read('contact.html'), { ...english, phone: '' }, escapeLikeEmailJS);
      expect(links(html)).toEqual([`mailto:${english.email}`]);
      expect(parseHtml(html).body.textContent).toContain('Not given');
      const plain = render(read('contact.txt'), { ...english, phone: '' }, escapeLikeEmailJS);
      expect(plain).toContain('Phone: not given');
      expect(plain).not.toMatch(/tel:|wa\.me/);
    });

    it('with a phone, the email offers a reply by email, a call and WhatsApp', () => {
      const html = render(read('contact.html'), english, escapeLikeEmailJS);
      expect(links(html)).toEqual([
        `mailto:${english.email}`,
        `tel:${english.phone}`,
        `https://wa.me/91${english.phone}`,
      ]);
    });
  });
});
