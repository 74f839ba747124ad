/** dist/_headers: the security headers everywhere, and exactly one Cache-Control rule for each of `files` and each page. */
export function headersFile(files: readonly string[]): string;
/**
 * dist/_redirects: each page's file names → 301 to its address (forced where `files`, the site's files as URL paths,
 * by default the English pages', hold it); unknown addresses → their 404 page, status 404.
 */
export function redirectsFile(files?: readonly string[]): string;
