import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A fresh PGlite costs seconds; each file shares one (see test/support/databases.ts).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
