// Where an email address may break (tests/e2e/long-words.spec.ts measures the lines in Chromium).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Email } from '../../../src/ui/email';

const written = (address: string) => renderToStaticMarkup(<Email address={address} />);

describe('an email address', () => {
  it('breaks after its @ and before its domain’s last dot, the address read the same', () => {
    expect(written('hello@mallige-dental.example')).toBe('hello@<wbr/>mallige-dental<wbr/>.example');
    expect(written('namaskara@sampige.co.in')).toBe('namaskara@<wbr/>sampige.co<wbr/>.in');
  });

  it('breaks nowhere in the mailbox, dots and all, nor at a dot its domain lacks', () => {
    expect(written('dr.rao@clinic.in')).toBe('dr.rao@<wbr/>clinic<wbr/>.in');
    expect(written('dr.rao@localhost')).toBe('dr.rao@<wbr/>localhost');
  });
});
