import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'pdf',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Corpus tests render, sign and shell out to poppler/qpdf/openssl for dozens of real files.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
