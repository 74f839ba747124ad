/** An imported .svg file is its URL: esbuild copies it to /assets with a content hash (see build.mjs). */
declare module '*.svg' {
  const url: string;
  export default url;
}
