import type { Plugin } from 'esbuild';
/** Modules of src/content/ that hold no text, so every language shares them. */
export const sharedContent: readonly string[];
/** An esbuild plugin that answers imports of `src/content/<name>` with `src/content/<lang>/<name>.ts`. */
export function languagePlugin(lang: string, root?: string): Plugin;
