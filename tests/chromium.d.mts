/** CHROME_PATH, else whatever `chromium` is on the PATH. */
export const chromiumPath: string;
/** Flags for a root user in a sandboxed machine with no network but the site's own. */
export const chromiumFlags: string[];
