// Per-host analytics (issue 34, ADR 0085): the demo admin sets a GA4 property on demo.localhost
// in Settings → Marca; a person signed in there gets gtag.js asked for; once they turn
// "Medir mis visitas a las páginas" off, a reload asks for nothing; nobody signed in (the
// sign-in page) asks for nothing either. The browser never reaches the internet: Google's
// addresses are answered (or refused) here. Only demo.localhost gets an id (other specs use
// localhost), and it is cleared, and the person's choice put back, at the end.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { ADMIN_EMAIL, openAdmin } from './admin-support';
import {
  apiToken,
  expect,
  expectNoSeriousA11yViolations,
  hostUrl,
  recordedPageViews,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const HOST = 'demo.localhost';
const MEASUREMENT_ID = 'G-E2EHOSTS42';
const PERSON = 'jorge.martinez@demo.local';

/** Answers gtag.js with an empty script and refuses every other Google address; counts the
 *  script requests. */
async function keepGoogleLocal(context: BrowserContext): Promise<{ hits: string[] }> {
  const seen = { hits: [] as string[] };
  await context.route('**://www.googletagmanager.com/**', async (route) => {
    seen.hits.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await context.route(
    /https?:\/\/([a-z0-9-]+\.)*(google-analytics|google|doubleclick)\.\w+\//,
    (route) => route.abort(),
  );
  return seen;
}

/** Signs `email` in on demo.localhost (its own origin, so its own local storage) and opens
 *  `path`. */
async function enterOnHost(page: Page, email: string, path: string): Promise<void> {
  await useSourceGlossaryIfAsked(page);
  const token = await apiToken(page.request, email);
  await page.goto(hostUrl(HOST, '/api/health'));
  await page.evaluate((value) => window.localStorage.setItem('auth_token', value), token);
  await page.goto(hostUrl(HOST, path));
  await waitForApp(page);
}

async function putBack(request: APIRequestContext): Promise<void> {
  const admin = { Authorization: `Bearer ${await apiToken(request, ADMIN_EMAIL)}` };
  const cleared = await request.patch('/api/org/hosts', {
    headers: admin,
    data: { host: HOST, analytics_id: null },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);
  const person = { Authorization: `Bearer ${await apiToken(request, PERSON)}` };
  const measured = await request.put('/api/user/analytics', {
    headers: person,
    data: { opt_out: false },
  });
  expect(measured.status(), await measured.text()).toBe(200);
}

test('a host with its own property measures signed-in people who did not opt out, only them', async ({
  page,
  context,
}) => {
  const google = await keepGoogleLocal(context);
  try {
    // The admin sets demo.localhost's property (at 1440 px, the default viewport).
    await openAdmin(page, '/admin/settings/branding');
    const row = page.getByRole('listitem', { name: HOST });
    await expect(row.getByText('Principal')).toHaveCount(0);
    await expect(
      page.getByRole('listitem', { name: 'localhost', exact: true }).getByText('Principal'),
    ).toBeVisible();
    await row.getByRole('textbox', { name: `ID de medición de ${HOST}` }).fill(MEASUREMENT_ID);
    await row.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      row.getByText(`${HOST} envía ahora sus visitas a ${MEASUREMENT_ID}.`),
    ).toBeVisible();
    // The admin's own page (localhost) asked for no script.
    expect(google.hits).toEqual([]);
    // The card reads and fits at a desktop, a small laptop and a phone width.
    for (const width of [1440, 900, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(row.getByRole('button', { name: 'Quitar' })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // A person signed in on demo.localhost: the property's script is asked for.
    await enterOnHost(page, PERSON, '/profile/settings');
    await expect.poll(() => google.hits.length).toBeGreaterThan(0);
    expect(google.hits[0]).toContain(`id=${MEASUREMENT_ID}`);

    // They turn measurement off: GA's own flag is set at once, and a reload asks for nothing.
    const measure = page.getByRole('switch', { name: 'Medir mis visitas a las páginas' });
    await expect(measure).toBeChecked();
    await measure.click();
    await expect(measure).not.toBeChecked();
    await expect(
      page.getByText('Tus visitas a las páginas ya no se miden en ninguno de tus dispositivos.'),
    ).toBeVisible();
    expect(
      await page.evaluate(
        (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
        MEASUREMENT_ID,
      ),
    ).toBe(true);
    google.hits.length = 0;
    await page.reload();
    await waitForApp(page);
    await expect(measure).not.toBeChecked();
    await expect.poll(() => recordedPageViews(page)).toContain('/profile/settings');
    expect(google.hits).toEqual([]);

    // Nobody signed in (signed out, a fresh load): the sign-in page asks for nothing.
    google.hits.length = 0;
    await page.evaluate(() => window.localStorage.removeItem('auth_token'));
    await page.goto(hostUrl(HOST, '/login'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect.poll(() => recordedPageViews(page)).toContain('/login');
    expect(google.hits).toEqual([]);
  } finally {
    await putBack(page.request);
  }
});
