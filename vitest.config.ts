import wyw from '@wyw-in-js/vite';
import type { Plugin, ViteDevServer } from 'vite';
import { defineConfig } from 'vitest/config';
import { linariaOptions, siteModulesVitePlugin } from './src/build/site-modules.mjs';

/**
 * Linaria as the build has it. Its plugin stops the process it evaluates styles in when the dev server's HTTP server
 * closes; vitest's server has none, and the process kept vitest from exiting: it is stopped when the server closes.
 */
function linaria(): Plugin {
  const plugin = wyw(linariaOptions()) as Plugin;
  const configureServer = plugin.configureServer as (server: ViteDevServer) => void;
  const buildEnd = plugin.buildEnd as (...args: unknown[]) => void;
  let stop = () => {};
  const httpServer = {
    once: (_event: string, listener: () => void) => {
      stop = listener;
    },
  };
  return {
    ...plugin,
    configureServer: (server: ViteDevServer) => configureServer({ ...server, httpServer } as unknown as ViteDevServer),
    buildEnd(...args) {
      buildEnd.call(this, ...args);
      stop();
    },
  };
}

// Components get their real Linaria class names, exactly as in the build (same working directory).
export default defineConfig({
  // The modules written from the route table and src/content/ (src/build/site-modules.mjs), as in the build.
  plugins: [siteModulesVitePlugin(), linaria()],
  esbuild: { jsx: 'automatic' },
  // As in the browser's bundle (build.mjs); a test that needs the prerender's output sets it true while it renders.
  define: { PRERENDER: 'false', LOST_CODE: '"/assets/lost-code.js"', POPOVERS: '"/assets/popovers.js"' },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
});
