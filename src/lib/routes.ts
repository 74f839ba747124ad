// The page keys, for modules that name pages; the table itself and its rules are in route-table.mjs.
export type { PageKey } from './route-table.mjs';
