import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vitest/config';
import { siteModulesVitePlugin } from './src/build/site-modules.mjs';

// Components get their real Linaria class names, exactly as in the build (same working directory).
export default defineConfig({
  // The modules written from the route table and src/content/ (src/build/site-modules.mjs), as in the build.
  plugins: [siteModulesVitePlugin(), wyw({ sourceMap: false, prefixer: false })],
  esbuild: { jsx: 'automatic' },
  // As in the browser's bundle (build.mjs); a test that needs the prerender's output sets it true while it renders.
  define: { PRERENDER: 'false' },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
});
