import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'trust',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests shell out to openssl for every structure the trust service signs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
