// What the Lighthouse benchmark scripts share: where Lighthouse and puppeteer-core are installed
// (web/.cache/lighthouse, by scripts/lighthouse.mjs), Debian's Chromium as they launch it, and
// signing the demo's Ana Torres in so that a later Lighthouse run (disableStorageReset) keeps her session.
// Lighthouse then measures a returning person's cold start of the home: the HTTP cache and the
// storage hold what her first visit left there (the scripts, the session, the style rules kept
// by src/theme/compiled-rules.ts), as they do on a phone that has opened the app before.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const LIGHTHOUSE_CACHE = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '..'),
  '.cache',
  'lighthouse',
);

/** Imports a package installed in LIGHTHOUSE_CACHE by its own entry point (its package.json). */
export const loadFromCache = (name) =>
  import(pathToFileURL(createRequire(join(LIGHTHOUSE_CACHE, 'package.json')).resolve(name)).href);

export const CHROMIUM = {
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
};

/** Signs in on `base`'s login screen in the Chromium listening on `chromePort`. */
export async function signInDemo(puppeteer, chromePort, base) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.type('#login-email', 'ana.torres@demo.local');
  await page.type('#login-password', 'demo1234');
  await Promise.all([
    page.waitForFunction(() => globalThis.location.pathname === '/'),
    page.click('button[type="submit"]'),
  ]);
  // She has seen her home: its requests are answered (the event stream stays open) and the
  // browser has been idle, which is when the app writes what it keeps for the next visit.
  await page.waitForNetworkIdle({ idleTime: 500, concurrency: 1 });
  await page.evaluate(
    () =>
      new Promise((done) =>
        globalThis.requestIdleCallback(() => setTimeout(done, 100), { timeout: 5000 }),
      ),
  );
  await page.close();
  await browser.disconnect();
}
