// Browser tests against the real server (scripts/e2e-server: fresh SQLite database, demo
// organisation seeded, web/dist served). Run `npm run build` first. Drives Debian's Chromium
// headless shell.
// Each worker has a server of its own (e2e/servers.ts); e2e/support.ts points the worker's
// baseURL at it. Tests of one worker share its server, one after another.
import { defineConfig } from '@playwright/test';

import { E2E_WORKERS, e2ePort } from './e2e/servers';

// Debian's Chromium headless shell (package chromium-headless-shell), not the full browser: a
// new context's first page costs about half the CPU (docs/adr/0093). E2E_CHROMIUM names another
// build.
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2ePort(index));

export default defineConfig({
  testDir: './e2e',
  // Two browsers and two servers share the machine's cores: a test's time budget grows with the
  // number of workers (30 s alone, 60 s with two), so the axe scans never race the clock.
  timeout: 30_000 * E2E_WORKERS,
  expect: { timeout: 10_000 + 5_000 * (E2E_WORKERS - 1) },
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One more try for a test that fails: the list reporter still names it "flaky", so a test
  // that fails only sometimes is seen and fixed, while a machine's slow moment (a fresh CI
  // runner compiling beside the browsers) does not throw the whole run away. A test that fails
  // twice fails the run.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    // Replaced per worker by the baseURL fixture of e2e/support.ts.
    baseURL: `http://localhost:${e2ePort(0)}`,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    locale: 'es-ES',
    // The app honours prefers-reduced-motion (no transitions, no ripples): Chromium then paints
    // no animation frames and no step waits for one to end (screens-a11y, admin-layouts and
    // rewards: 131 s against 157 s on two workers).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // Recording a trace (screencast and DOM snapshots at every step) costs a third of the run's
    // time on two cores (screens-a11y: 108–124 s with it, 83 s without). A failure still prints
    // its error and writes error-context.md; E2E_TRACE=1 keeps the trace of each failed test.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
  webServer: servers.map((port) => ({
    command: '../scripts/e2e-server',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      E2E_PORT: String(port),
      ...(process.env.E2E_STATIC_DIR ? { E2E_STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
    },
  })),
});
