import { describe, expect, it, vi } from 'vitest';
import { headOf } from '../../../src/prerender/head';

// A content module of a new page that forgot its description, and one that forgot both texts.
vi.mock('site:content', () => ({ content: { faq: { title: 'Questions and answers' }, blank: { title: ' ' } } }));

describe("a page's head", () => {
  it('fails, naming the page, its language and the file, when the content module lacks its title or description', () => {
    expect(() => headOf('faq')).toThrow("page 'faq' (en): src/content/faq.ts exports no description");
    expect(() => headOf('blank')).toThrow("page 'blank' (en): src/content/blank.ts exports no title");
  });
});
