// The EmailJS templates in emailjs/ are pasted into the clinic's dashboard by hand, so nothing else would notice a
// template that shows a visitor's markup live, loses a field or builds a wrong call link: this renders them here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { fill, sourceDir } from '../../emailjs/write.mjs';
import { config } from '../../src/config';
import { unlinked } from '../../src/lib/email-client';
import { normalizePhone } from '../../src/lib/validation';
import { palette, paletteFor } from '../../src/styles/palette';

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

// How EmailJS escapes is documented only by example ("<b>bold</b>" arrives as "&lt;b&gt;bold&lt;/b&gt;"), so the
// templates must hold under each way an escaper may go: Mustache's eight characters, quotes and brackets, brackets.
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
  "Mustache's full escaping": (value) => value.replace(/[&<>"'`=/]/g, (c) => mustacheTable[c]!),
  'quotes and brackets only': (value) => value.replace(/["'<>]/g, (c) => mustacheTable[c]!),
  'brackets only': (value) => value.replace(/[<>]/g, (c) => mustacheTable[c]!),
};
const escapeLikeEmailJS = escapers["Mustache's full escaping"]!;
/** What triple braces do: the value goes in as it is. Used only to prove the checks catch it. */
const raw: Escape = (value) => value;

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
afterAll(() => window.happyDOM.close());
const parseHtml = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');

/**
 * What a visitor must not choose, element by element: its tag, its attributes' names, and its link, with the phone
 * written `{phone}` (the one value a link holds: the number to call). Compared with a render of benign values.
 */
function shape(html: string, phone: string): string[] {
  return Array.from(parseHtml(html).body.querySelectorAll('*'), (element) => {
    const names = Array.from(element.attributes, (attribute) => attribute.name).sort();
    const href = element.getAttribute('href');
    return [element.tagName.toLowerCase(), ...names, href === null ? '' : href.split(phone).join('{phone}')].join(' ');
  });
}

/** The elements whose `shape` differs from a benign render's, as "benign → rendered". */
const changes = (benign: string[], rendered: string[]) =>
  Array.from({ length: Math.max(benign.length, rendered.length) }, (_, at) => [benign[at], rendered[at]])
    .filter(([one, other]) => one !== other)
    .map(([one, other]) => `${one} → ${other}`);

const links = (html: string) => Array.from(parseHtml(html).querySelectorAll('a'), (a) => a.getAttribute('href'));
const link = (html: string, start: string) => links(html).find((href) => href?.startsWith(start));

const english: Params = {
  name: 'Priya Raman',
  email: 'priya@example.com',
  phone: '919845012345',
  service: 'Root canal treatment',
  message: 'My lower left tooth hurts when I drink something cold.\nCan I come on Saturday morning?',
};
const kannada: Params = {
  name: 'ಅನಿತಾ ಶೆಟ್ಟಿ',
  email: 'anita@example.in',
  phone: '918023456789',
  service: 'ಹಲ್ಲು ಸ್ವಚ್ಛಗೊಳಿಸುವಿಕೆ',
  message: 'ನಮಸ್ಕಾರ,\nಶನಿವಾರ ಬೆಳಿಗ್ಗೆ ಬರಬಹುದೇ?',
};
const longWord = 'ಹ'.repeat(3000) + 'x'.repeat(3000);
const veryLong = `${Array.from({ length: 400 }, (_, line) => `Line ${line + 1}: ${'word '.repeat(12)}`).join('\n')}\n${longWord}`;
// What anyone with the public key can post for any parameter, past every rule of the forms.
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
    email: 'x?cc=boss%40corp.example&bcc=spy%40evil.example&subject=Invoice@evil.example.com',
    phone: '"><img src=x onerror=alert(1)>',
    service: "' onmouseover='alert(1)",
    message: 'Hello {{name}}\n{{#phone}}x{{/phone}}\n\n\tIndented line',
  },
  {
    name: 'A" style="position:fixed;inset:0" x="',
    email: 'a@b.example" onclick="alert(1)',
    phone: '" onmouseover="alert(1)',
    service: 'S'.repeat(200),
    message: veryLong,
  },
  {
    name: 'A'.repeat(100),
    email: 'javascript:alert(1)//@x.example',
    phone: "' onfocus='alert(1)' x='",
    service: '<a href="https://evil.example">Pay here</a>',
    message: '<style>*{display:none}</style><img src="https://evil.example/pixel">',
  },
  {
    name: '\u202Egpj.exe',
    email: 'mailto:x@evil.example',
    phone: '919845012345" style="position:fixed;inset:0',
    service: '&lt;b&gt;',
    message: '" onclick="alert(1)',
  },
];
const hostilePhones = hostile.map((values) => values.phone!);

describe('the EmailJS templates in emailjs/', () => {
  it('are all there: a subject, an HTML body and a plain-text body for the appointment and for the contact message', () => {
    const files = readdirSync(folder);
    for (const name of Object.keys(templates)) for (const part of parts) expect(files).toContain(`${name}.${part}`);
  });

  it('are written from emailjs/source/ with the clinic’s name and colours of src/config.ts (npm run emailjs)', () => {
    const sources = readdirSync(sourceDir);
    expect(sources.sort()).toEqual(['appointment.html', 'appointment.txt', 'contact.html', 'contact.txt']);
    for (const file of sources) {
      const written = fill(read(`source/${file}`), file, { name: config.name, palette });
      expect(read(file), `emailjs/${file} differs from what npm run emailjs writes: run it`).toBe(written);
    }
  });

  it('take a clinic’s new name and brand colour: nothing of the sample clinic is typed in a source', () => {
    const other = { name: 'Smith & Rao "Dental"', palette: paletteFor('#7a2e8c') };
    for (const file of readdirSync(sourceDir)) {
      const source = read(`source/${file}`);
      expect(source, file).not.toMatch(/#[0-9a-f]{3,8}\b/i);
      expect(source, file).not.toContain(config.name);
      const written = fill(source, file, other);
      expect(written, file).not.toContain(config.brand);
      expect(written, file).toContain(file.endsWith('.html') ? 'Smith &#38; Rao &#34;Dental&#34;' : other.name);
      if (file.endsWith('.html')) expect(written).toContain(other.palette['brand-700']);
    }
    expect(() => fill('[[brand-1000]]', 'x.html', other)).toThrow(/neither \[\[clinic\]\] nor a colour/);
  });

  it('have no triple braces anywhere in emailjs/, as they would put a visitor’s raw HTML into the clinic’s mail', () => {
    const files = [...readdirSync(folder), ...readdirSync(sourceDir).map((file) => `source/${file}`)];
    const found = files.filter((file) => file.includes('.') && /\{\{\{|\}\}\}/.test(read(file)));
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

    it(`${name}: English and Kannada values arrive whole, in both bodies, the phone written with its +`, () => {
      for (const sample of [english, kannada]) {
        const text = parseHtml(render(read(`${name}.html`), sample, escapeLikeEmailJS)).body.textContent;
        const plain = render(read(`${name}.txt`), sample, escapeLikeEmailJS);
        for (const param of params) {
          if (param === 'message') continue; // checked line by line below
          const shown = param === 'phone' ? `+${sample.phone}` : sample[param];
          expect(text).toContain(shown);
          expect(plain).toContain(shown);
        }
      }
    });

    it(`${name}: no visitor value sits in a link but the phone, and no link is a mailto:`, () => {
      const template = read(`${name}.html`);
      const hrefs = [...template.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      expect(hrefs).toEqual(['tel:+{{phone}}', 'https://wa.me/{{phone}}']);
      expect(read(`${name}.txt`)).not.toContain('mailto:');
    });

    for (const [escaperName, escaper] of Object.entries(escapers)) {
      const benign = (phone: string) => shape(render(read(`${name}.html`), english, escaper), phone);

      it(`${name}: a hostile value in any parameter but the phone adds no element, attribute or link (${escaperName})`, () => {
        const template = read(`${name}.html`);
        for (const values of hostile) {
          for (const param of params.filter((p) => p !== 'phone')) {
            const html = render(template, { ...english, [param]: values[param]! }, escaper);
            expect(changes(benign(english.phone!), shape(html, english.phone!)), `${param}: ${values[param]}`).toEqual(
              [],
            );
            expect(parseHtml(html).body.textContent).toContain(values[param]!.replace(/&lt;|&gt;/g, ''));
          }
        }
      });

      // Every value, at once, stays text; the plain-text body is text whatever it holds.
      it(`${name}: hostile values in every parameter at once stay text, the links still tel:+ and wa.me (${escaperName})`, () => {
        const template = read(`${name}.html`);
        for (const values of hostile.filter((v) => !v.phone!.includes('"'))) {
          const html = render(template, values, escaper);
          expect(changes(benign(english.phone!), shape(html, values.phone!))).toEqual([]);
          expect(links(html)).toEqual([`tel:+${values.phone}`, `https://wa.me/${values.phone}`]);
        }
      });
    }

    // A template cannot check a value: the phone is in the two links because they need it. Where " is escaped, a phone
    // is only ever the number those links call.
    for (const escaperName of ["Mustache's full escaping", 'quotes and brackets only']) {
      it(`${name}: a hostile phone is only the number the call and WhatsApp links hold (${escaperName})`, () => {
        const template = read(`${name}.html`);
        for (const phone of hostilePhones) {
          const html = render(template, { ...english, phone }, escapers[escaperName]!);
          expect(
            changes(shape(render(template, english, escapers[escaperName]!), english.phone!), shape(html, phone)),
          ).toEqual([]);
          expect(link(html, 'tel:')).toBe(`tel:+${phone}`);
          expect(link(html, 'https://')).toBe(`https://wa.me/${phone}`);
        }
      });
    }

    // The known limit, measured: where only brackets are escaped, a " in the phone ends the href and what follows it
    // becomes the link's attributes. It touches those two links and nothing else; docs/clinic-setup.md (EmailJS, step
    // 7) has the clinic check that its EmailJS escapes ", and says to delete the two links if it does not.
    it(`${name}: where only brackets are escaped, a phone with " adds attributes to the call and WhatsApp links, and to nothing else`, () => {
      const template = read(`${name}.html`);
      const escaper = escapers['brackets only']!;
      const benignShape = shape(render(template, english, escaper), english.phone!);
      const changed = hostilePhones.map((phone) =>
        changes(benignShape, shape(render(template, { ...english, phone }, escaper), phone)),
      );
      expect(changed.map((list) => list.length)).toEqual(hostilePhones.map((phone) => (phone.includes('"') ? 2 : 0)));
      for (const change of changed.flat())
        expect(change).toMatch(/^a href style (tel:\+|https:\/\/wa\.me\/)\{phone\} → a /);
      // A style the phone brings comes after the button's own, and the parser keeps the first: the button looks the same.
      const styles = (html: string) =>
        Array.from(parseHtml(html).querySelectorAll('a'), (a) => a.getAttribute('style'));
      for (const phone of hostilePhones)
        expect(styles(render(template, { ...english, phone }, escaper))).toEqual(
          styles(render(template, english, escaper)),
        );
    });

    it(`${name}: the same checks catch values put in raw, as triple braces would put them`, () => {
      const template = read(`${name}.html`);
      const benignShape = shape(render(template, english, raw), english.phone!);
      const problems = hostile.flatMap((values) =>
        params
          .filter((p) => p !== 'phone')
          .flatMap((param) =>
            changes(benignShape, shape(render(template, { ...english, [param]: values[param]! }, raw), english.phone!)),
          ),
      );
      expect(problems).toEqual(
        expect.arrayContaining([expect.stringContaining('onerror'), expect.stringContaining('script')]),
      );
    });
  }

  describe('call and WhatsApp links, for each kind of number the forms take, as the site sends it', () => {
    const kinds: [kind: string, typed: string, tel: string, whatsapp: string][] = [
      ['an Indian mobile', '98450 12345', 'tel:+919845012345', 'https://wa.me/919845012345'],
      ['an Indian mobile with +91', '+91 98450 12345', 'tel:+919845012345', 'https://wa.me/919845012345'],
      ['an Indian mobile with 0', '098450 12345', 'tel:+919845012345', 'https://wa.me/919845012345'],
      ['a Bengaluru landline with its STD code', '080 2345 6789', 'tel:+918023456789', 'https://wa.me/918023456789'],
      ['a foreign number with its +', '+44 20 7946 0958', 'tel:+442079460958', 'https://wa.me/442079460958'],
    ];
    for (const name of Object.keys(templates) as TemplateName[]) {
      for (const part of ['html', 'txt'] as const) {
        const rendered = (phone: string) => render(read(`${name}.${part}`), { ...english, phone }, escapeLikeEmailJS);
        const href = (body: string, start: string) =>
          part === 'html' ? link(body, start) : body.match(new RegExp(`${start.replace(/[.+/]/g, '\\$&')}\\S*`))?.[0];

        it.each(kinds)(`${name}.${part}: %s ("%s") gets %s and %s`, (_, typed, tel, whatsapp) => {
          const body = rendered(normalizePhone(typed));
          expect(href(body, 'tel:')).toBe(tel);
          expect(href(body, 'https://wa.me/')).toBe(whatsapp);
          expect(body).toContain(`+${whatsapp.slice('https://wa.me/'.length)}`);
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
    it('with no phone, the email says so and offers no link: Reply answers the visitor', () => {
      const html = render(read('contact.html'), { ...english, phone: '' }, escapeLikeEmailJS);
      expect(links(html)).toEqual([]);
      expect(parseHtml(html).body.textContent).toContain('Not given');
      expect(parseHtml(html).body.textContent).toContain('press Reply');
      const plain = render(read('contact.txt'), { ...english, phone: '' }, escapeLikeEmailJS);
      expect(plain).toContain('Phone: not given');
      expect(plain).not.toMatch(/tel:|wa\.me/);
    });

    it('with a phone, the email offers a call and WhatsApp, and a reply by email through Reply', () => {
      const html = render(read('contact.html'), english, escapeLikeEmailJS);
      expect(links(html)).toEqual([`tel:+${english.phone}`, `https://wa.me/${english.phone}`]);
      expect(parseHtml(html).body.textContent).toContain('press Reply');
    });
  });
});

describe('what a visitor typed, in the clinic’s mail as the page sends it', () => {
  /**
   * What a mail program links in text: a scheme's "://" (or ":/", ":\\"), "www.", a Windows share's "\\\\", an IPv4
   * address, a dot between letters (a domain's; symbols read as letters too).
   */
  const linkable =
    /[a-z][a-z0-9+.-]*:[/\\]|www\.|\\\\|\d\.\d+\.\d+\.\d|[^\s\p{P}][.\u2024\u3002\uFE52\uFF0E\uFF61][\p{L}\p{So}]/giu;
  const found = (text: string) => [...text.matchAll(linkable)].map((match) => match[0]).sort();
  const addresses: Params = {
    ...english,
    name: 'Asha www.evil.example',
    service: 'see https://evil.example/pay',
    message:
      'HTTP://EVIL.EXAMPLE or evil\u3002example or evil\uFE52example, or write to x@evil.example, or ' +
      '\u24D4\u24E5\u24D8\u24DB.com, 10.0.0.1/login, http:/evil, \\\\evil\\share',
  };
  // The email and the phone go as typed: the reply's address, and the number the links call.
  const typed = [addresses, ...hostile].map((values) => ({ ...values, email: english.email!, phone: english.phone! }));

  for (const name of Object.keys(templates) as TemplateName[]) {
    it(`${name}: no web address a visitor typed reads as one a mail program links, in either body`, () => {
      // The plain-text body taken as it is: no escaper turns a dot into anything else.
      const bodies = (values: Params) => [
        parseHtml(render(read(`${name}.html`), values, escapeLikeEmailJS)).body.textContent,
        render(read(`${name}.txt`), values, raw),
      ];
      const benign = bodies(english).map(found);
      for (const values of typed) expect(bodies(unlinked(values)).map(found), JSON.stringify(values)).toEqual(benign);
      // The check catches what the page would send unchanged.
      expect(bodies(addresses).map(found)).not.toEqual(benign);
    });
  }
});
