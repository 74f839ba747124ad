// The chunk every page loads with the entry: React and the modules the app and every page use, in one file.
import { relative, resolve } from 'node:path';

/** Those modules, from src/. */
const sharedModules = [
  'react',
  'react/jsx-runtime',
  ...['app.tsx', 'config.ts', 'content/site.ts', 'lib/dom.ts', 'lib/load.ts']
    .concat(['ui/toast-store.ts', 'ui/error-boundary.tsx', 'ui/kit.tsx', 'ui/lazy.tsx', 'ui/shell.tsx'])
    .map((file) => `./${file}`),
];

/** The plugin's namespace: the module importing them all, and each entry it wraps. */
const namespace = 'shared-chunk';

/**
 * Makes each entry of the client's bundle (the entry and each module import() loads) import every shared module first,
 * so esbuild puts them in one chunk: else each set of them that two chunks share becomes a file of its own. (esbuild's
 * `inject` does the same, but into every module, the shared ones too: the import cycles made it wrap each module in a
 * lazy initialiser, about 0.5 KB gzip a page.)
 * @returns {import('esbuild').Plugin}
 */
export function sharedChunkPlugin(root = process.cwd()) {
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: /.*/ }, async ({ path, kind, resolveDir, importer, pluginData }) => {
        if (kind !== 'entry-point' && kind !== 'dynamic-import') return undefined;
        if (pluginData === namespace) return undefined;
        const result = await build.resolve(path, { kind, resolveDir, importer, pluginData: namespace });
        return result.errors.length ? result : { path: relative(root, result.path), namespace };
      });
      build.onResolve({ filter: /^shared-chunk$/ }, () => ({ path: 'modules', namespace }));
      build.onLoad({ filter: /^modules$/, namespace }, () => ({
        contents: sharedModules.map((module) => `import ${JSON.stringify(module)};`).join('\n'),
        resolveDir: resolve(root, 'src'),
      }));
      build.onLoad({ filter: /.*/, namespace }, ({ path }) => ({
        contents: `import 'shared-chunk';\nexport * from ${JSON.stringify(resolve(root, path))};`,
        resolveDir: root,
      }));
    },
  };
}

/** The source file a metafile's output was built from, as a path from the root, if it is an entry. */
export const entryOf = (/** @type {{ entryPoint?: string }} */ output) =>
  output.entryPoint?.replace(`${namespace}:`, '');
