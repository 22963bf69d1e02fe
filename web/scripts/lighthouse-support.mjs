// What the Lighthouse benchmark scripts share: Debian's Chromium as they launch it, and signing
// the demo's Ana Torres in so that a later Lighthouse run (disableStorageReset) keeps her session.

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
  await page.close();
  await browser.disconnect();
}
