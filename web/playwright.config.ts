// Browser tests against the real server (scripts/e2e-server: fresh SQLite database, demo
// organisation seeded, web/dist served). Run `npm run build` first. Drives Debian's Chromium.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

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

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    locale: 'es-ES',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: '../scripts/e2e-server',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      E2E_PORT: String(port),
      ...(process.env.E2E_STATIC_DIR ? { E2E_STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
    },
  },
});
