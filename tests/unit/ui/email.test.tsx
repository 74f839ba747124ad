// Where an email address may break: after its @, and inside its domain only before its last dot (the domain's box keeps
// it whole while it fits). tests/e2e/long-words.spec.ts checks the lines a phone draws at 200 % text.
import { describe, expect, it } from 'vitest';
import { Email, EmailLink } from '../../../src/ui/email';
import { prerender } from '../prerender';

/** The HTML with the domain's class as `box`. */
const html = (address: string) => prerender(<Email address={address} />).replace(/class="[^"]*"/, 'class="box"');

describe('an email address', () => {
  it('breaks after its @ and, inside its domain’s box, before the last dot alone', () => {
    expect(html('hello@mallige-dental.example')).toBe('hello@<span class="box">mallige-dental<wbr/>.example</span>');
    expect(html('dr.rao@clinic.co.in')).toBe('dr.rao@<span class="box">clinic.co<wbr/>.in</span>');
  });

  it('with no dot in its domain, keeps the domain whole (a dot in the mailbox is no break)', () => {
    expect(html('dr.rao@localhost')).toBe('dr.rao@<span class="box"><wbr/>localhost</span>');
  });

  it('as a link, is named by the address as written, not by its parts', () => {
    const link = prerender(<EmailLink address="hello@mallige-dental.example" />);
    expect(link).toMatch(/^<a href="mailto:hello@mallige-dental.example" aria-label="hello@mallige-dental.example">/);
  });
});
