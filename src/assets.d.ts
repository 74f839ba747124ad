/** An imported .svg file is its URL: esbuild copies it to /assets with a content hash (see build.mjs). */
declare module '*.svg' {
  const url: string;
  export default url;
}

/** True in the prerender's bundle, false in the browser's (build.mjs defines it), so server-only code drops out. */
declare const PRERENDER: boolean;

/** The URL of src/controls/lost-code.ts built as a script of its own, which the controls script fetches if needed. */
declare const LOST_CODE: string;
/** The URL of the popover polyfill built as a script of its own, which the controls script fetches where needed. */
declare const POPOVERS: string;
