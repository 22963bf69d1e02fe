import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';

// The suites run on every core (vite.config.ts): a screen may take more than the default 1 s to
// appear while the other worker holds the CPU. findBy* and waitFor still return as soon as it
// does.
// On a slow day (2026-12-02: the suite at 1,016 s against 540 s) a screen took more than 5 s to
// appear in the longest form tests (the challenge editor: 10 s alone, 22 s beside three other
// files).
configure({ asyncUtilTimeout: 15_000 });

// user-event waits a macrotask between keystrokes by default (`delay: 0`): typing a title costs
// one timer per letter, and the suite spent about a third of its time there. Without the delay
// every test types, clicks and tabs the same, in order, only without the pauses (two of the
// slowest files: 61 s of tests against 38 s). A test can still ask for a delay of its own.
const setup = userEvent.setup.bind(userEvent);
Object.assign(userEvent, {
  setup: (options?: Parameters<typeof setup>[0]) => setup({ delay: null, ...options }),
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
