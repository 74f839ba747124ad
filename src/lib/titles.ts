// The titles are content (src/content/titles.ts); the router loads them from here with the next page.
export { titles } from '../content/titles';
