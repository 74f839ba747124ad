// The site's documents, from the route table the build prerenders: every page in both languages and each 404 page.
import { documents, languages } from '../../src/lib/route-table.mjs';

/** Every address the site answers with a document of its own: each page's address, and an address it lacks (404). */
export const addresses = languages.flatMap((lang) => documents(lang).map(({ path }) => path));
