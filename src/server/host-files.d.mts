/** dist/_headers: the security headers everywhere, and exactly one Cache-Control rule for each of `files` and each page. */
export function headersFile(files: readonly string[]): string;
/** dist/_redirects: each page's file names → 301 to its address; unknown addresses → their 404 page, status 404. */
export function redirectsFile(): string;
