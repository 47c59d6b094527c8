import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what the screen will show; on a loaded two-core machine the first
// render of a file (lazy chunks, a namespace that suspends) can take longer than the library's
// default second. The wait ends as soon as the screen shows it; only a failure waits this long.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
