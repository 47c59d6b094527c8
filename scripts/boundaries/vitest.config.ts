import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'boundaries',
    // Top level only: the fixture trees hold a `.test.ts` the checker must skip, not a test.
    include: ['*.test.ts'],
  },
});
