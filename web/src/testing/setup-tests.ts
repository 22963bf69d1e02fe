import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The suites run on every core (vite.config.ts): a screen may take more than the default 1 s to
// appear while the other worker holds the CPU. findBy* and waitFor still return as soon as it
// does.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
