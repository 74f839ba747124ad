import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vitest/config';

// Components get their real Linaria class names, exactly as in the build (same working directory).
export default defineConfig({
  plugins: [wyw({ sourceMap: false, prefixer: false })],
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
});
