// Shared steps of the browser tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import type * as Axe from 'axe-core';

import { e2ePort } from './servers';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The test function of every spec: talks to its worker's own server (e2e/servers.ts), and fails a
 * test when the page logs a console error or throws (CSP violations, React errors). Failed HTTP
 * statuses the test provokes on purpose are not errors.
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  // parallelIndex, not workerIndex: a worker restarted after a failure keeps its slot (and server).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${e2ePort(testInfo.parallelIndex)}`);
  },
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource')) return;
        errors.push(`console: ${message.text()}`);
      });
      await use();
      expect(errors, errors.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const DEMO_PASSWORD = 'demo1234';

/** An origin on another host name of the running test's server (Chromium resolves *.localhost). */
export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${e2ePort(test.info().parallelIndex)}${path}`;
}

/** Waits until the start-up loaders (the HTML's, then React's) are gone. */
export async function waitForApp(page: Page): Promise<void> {
  // index.html paints a plain loader (no test id) until React mounts; then the branded one.
  // Checked in the page at every frame: an expect() polls every half second once it has waited
  // 300 ms, and a start-up takes 1–2 s, so two of them added about half a second to every load.
  await page.waitForFunction(
    () =>
      document.querySelector('#root > .aplauso-loader:not([data-testid])') === null &&
      document.querySelector('[data-testid="app-loader"]') === null,
    undefined,
    { polling: 'raf', timeout: 15_000 },
  );
}

/** Signs in from the login screen and waits for the outcome (signed in, or an error shown). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // Until the answer is in: the app has left the login screen, or it says why not. A navigation
  // started before that would cancel the sign-in request under load.
  await page.waitForFunction(
    () => window.location.pathname !== '/login' || document.querySelector('[role="alert"]'),
  );
}

/** A bearer token for API checks beside the browser. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** Turns an organisation module on for `run` (as the demo's admin), and off again afterwards
 *  when it was off: a spec about a module passes whatever another left switched. */
export async function withModule(
  request: APIRequestContext,
  module: string,
  run: () => Promise<void>,
): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'admin@demo.local')}` };
  const switchTo = async (on: boolean) => {
    const response = await request.patch('/api/org/services', { headers, data: { [module]: on } });
    expect(response.status(), await response.text()).toBe(200);
  };
  const current = await request.get('/api/org/services', { headers });
  expect(current.status(), await current.text()).toBe(200);
  const wasOn = ((await current.json()) as { data: Record<string, boolean> }).data[module] === true;
  if (!wasOn) await switchTo(true);
  try {
    await run();
  } finally {
    if (!wasOn) await switchTo(false);
  }
}

/**
 * Signs in without the login screen (its own specs test it) and opens `path`: the session's
 * token goes where the app keeps it (local storage, spec §3) before the app starts. Saves two
 * full app loads a test.
 */
export async function enterAs(page: Page, email: string, path = '/'): Promise<void> {
  const token = await apiToken(page.request, email);
  // Any page of the origin that is not the app: local storage is per origin.
  await page.goto('/api/health');
  await page.evaluate((value) => window.localStorage.setItem('auth_token', value), token);
  await page.goto(path);
  await waitForApp(page);
}

/** Signs in through the API and waits on the home page for a heading (the greeting, or the
 *  feed's title): the shared start of the specs whose subject is not signing in. */
export async function signInAs(page: Page, email: string, heading: string): Promise<void> {
  await useSourceGlossaryIfAsked(page);
  await enterAs(page, email);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

const PROFILE_PARTS = {
  Muro: /\/profile$/,
  Billetera: /\/profile\/wallet$/,
  Ajustes: /\/profile\/settings$/,
};

/** From one's own profile, opens one of its parts by its tab: the wall, the wallet (balances,
 *  history, point requests) or the settings (details, notifications, security). */
export async function openProfilePart(page: Page, part: keyof typeof PROFILE_PARTS): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Partes de tu perfil' })
    .getByRole('tab', { name: part })
    .click();
  await expect(page).toHaveURL(PROFILE_PARTS[part]);
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // The pointer left where the last click was may hover whatever the new screen put there (a
  // hover tint is not what anyone reads): move it off first.
  await page.mouse.move(0, 0);
  // Colours measured mid-transition (a button just enabled fades from grey to the primary
  // colour in 250 ms) are not the ones anyone reads: let finite transitions end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // axe-core is put in a document once and run there (legacy mode, no blank page per scan): the
  // console's sections change without a page load, so one injection serves a whole walk.
  // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe-core: turned on here. Only
  // violations are read: axe then skips collecting every passing node (screens-a11y: 77 s
  // against 88 s).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof Axe }).axe.run(document, options),
    {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    } as Axe.RunOptions,
  );
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} → ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 300)}`)
          .join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/** Paths recorded by the analytics adapter (in memory when no GA4 id is configured). */
export async function recordedPageViews(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.aplausoAnalytics?.pageViews ?? []).map((view) => view.path));
}

declare global {
  interface Window {
    aplausoAnalytics?: { readonly pageViews: readonly { path: string; at: number }[] };
  }
}

/**
 * The server embeds the glossary when it is compiled. With E2E_GLOSSARY_FROM_SOURCE=1 the
 * page gets web/src/i18n/locales/<lng>/glossary.json instead (and its start part, the sections
 * in start-sections.json), for runs against a binary built before the latest texts were added.
 * Off by default: the real server's catalog is tested.
 */
export async function useSourceGlossaryIfAsked(page: Page): Promise<void> {
  if (process.env.E2E_GLOSSARY_FROM_SOURCE !== '1') return;
  const source = (path: string) =>
    JSON.parse(
      readFileSync(new URL(`../src/i18n/locales/${path}`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
  await page.route(/\/api\/locales\/\w+\/(glossary|start)\.json/, async (route) => {
    const [, lng = 'es', ns] = /locales\/(\w+)\/(\w+)\.json/.exec(route.request().url()) ?? [];
    const glossary = source(`${lng}/glossary.json`);
    const sections = source('start-sections.json') as unknown as string[];
    const body =
      ns === 'start'
        ? Object.fromEntries(sections.map((section) => [section, glossary[section]]))
        : glossary;
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
  });
}

/**
 * The raw text (RFC 5322) of the newest mail to `address` that the worker's server delivered
 * after `since` (ms since the epoch) and whose text matches `matching`, waiting up to 20 s (a
 * notification mail from an earlier test may arrive in between). scripts/e2e-server runs a real
 * SMTP server (aiosmtpd) that keeps every mail in a Maildir.
 */
export async function latestMailTo(
  address: string,
  since: number,
  matching: RegExp,
): Promise<string> {
  const dir = join(tmpdir(), `aplauso-e2e-mail-${e2ePort(test.info().parallelIndex)}`, 'new');
  const to = new RegExp(`^To: <?${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}>?\\s*$`, 'im');
  const deadline = Date.now() + 20_000;
  for (;;) {
    let newest: { at: number; text: string } | null = null;
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      names = [];
    }
    for (const name of names) {
      const path = join(dir, name);
      const at = statSync(path).mtimeMs;
      if (at < since - 1000) continue;
      const text = readFileSync(path, 'utf8');
      if (to.test(text) && matching.test(text) && (!newest || at >= newest.at)) {
        newest = { at, text };
      }
    }
    if (newest) return newest.text;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} since ${since}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Opens `path` as `email` in a browser context of its own and checks that the page never scrolls
 * sideways at 375, 900 and 1440 px: one sign-in and one load, then the window resized (the layout
 * follows it, as on a turned tablet). `heading`: a pattern for any heading, or the exact name of
 * the level-1 heading.
 */
export async function fitsEveryWidth(
  browser: Browser,
  email: string,
  path: string,
  heading: RegExp | string,
): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 900 },
    locale: 'es-ES',
  });
  try {
    const page = await context.newPage();
    await useSourceGlossaryIfAsked(page);
    await enterAs(page, email, path);
    const title =
      typeof heading === 'string'
        ? page.getByRole('heading', { level: 1, name: heading })
        : page.getByRole('heading', { name: heading }).first();
    await expect(title).toBeVisible();
    for (const width of [375, 900, 1440]) {
      if (width !== 375) {
        await page.setViewportSize({ width, height: 900 });
        // Media-query listeners re-render on the next frames.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      }
      await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
          message: `${path} scrolls sideways at ${width} px`,
        })
        .toBeLessThanOrEqual(width);
    }
  } finally {
    await context.close();
  }
}
