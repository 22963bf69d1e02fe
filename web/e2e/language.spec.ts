import {
  apiToken,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  test,
  waitForApp,
} from './support';

// Whatever fails in a test here, Luis reads Spanish afterwards: the other specs greet him in it.
test.afterEach(async ({ request }) => {
  const token = await apiToken(request, 'leader@demo.local');
  const response = await request.patch('/api/user/account/update', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language: 'spanish' },
  });
  expect(response.status(), await response.text()).toBe(200);
});

test('the language switch turns the UI to English and the choice survives a reload', async ({
  page,
}) => {
  await signIn(page, 'leader@demo.local');
  await expect(page.getByRole('heading', { name: '¡Hola, Luis Herrera!' })).toBeVisible();

  await page.getByRole('button', { name: /Luis Herrera/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/account/update') && response.ok(),
  );
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await saved;
  await expect(page.getByRole('heading', { name: 'Hello, Luis Herrera!' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link'),
  ).toHaveText([
    'Home',
    'Catalog',
    'Benefits',
    'Requests',
    'Telemedicine',
    'Coverages',
    'Invoices',
    'Health and safety',
    'Podium',
    'Values',
    'Our culture',
    'Communications',
    'Documents',
    'My workplace',
    'Surveys',
    'Notifications',
    'Goals',
    'Programs',
    'Challenges',
    'Tasks',
    'Reviews',
    'Events',
    'My mood',
    'Suggestions',
    'Point requests',
    'Awaiting approval',
    'My team',
    'Custom analytics',
    'Complaints channel',
    'My profile',
    'Support',
    'Guide',
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The next start begins in English (no Spanish screen first); Spanish loads beside it as the
  // fallback of spec §1. Both arrive compressed.
  const glossaries: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/locales\/(\w+)\/glossary\.json/.exec(request.url());
    if (match?.[1]) glossaries.push(match[1]);
  });
  const english = page.waitForResponse((response) =>
    response.url().includes('/api/locales/en/glossary.json'),
  );
  await page.reload();
  const answer = await english;
  expect([200, 304]).toContain(answer.status());
  if (answer.status() === 200) expect(answer.headers()['content-encoding']).toBe('gzip');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Hello, Luis Herrera!' })).toBeVisible();
  expect(glossaries.sort()).toEqual(['en', 'es']);

  // Back to Spanish, so other runs start from the seeded state.
  await page.getByRole('button', { name: /Luis Herrera/ }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola, Luis Herrera!' })).toBeVisible();
});

test("a visitor's sign-in screen reads only its part of the glossary, the next screen all of it", async ({
  page,
}) => {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/locales\/(\w+)\/(\w+)\.json/.exec(request.url());
    if (match) catalogs.push(`${match[1]}/${match[2]}`);
  });
  const answer = await page.goto('/login');
  // The page names the reads its first screen waits for, so they start with it.
  expect(answer?.headers().link).toContain('</api/locales/es/start.json>; rel=preload');
  expect(answer?.headers().link).toContain('</api/org/auth_flow>; rel=preload');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  expect(catalogs[0]).toBe('es/start');

  await page.getByLabel('Correo electrónico').fill('leader@demo.local');
  await page.getByLabel('Contraseña', { exact: false }).first().fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola, Luis Herrera!' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link').first(),
  ).toHaveText('Inicio');
  expect(catalogs).toContain('es/glossary');

  // A signed-in start reads the whole glossary at once, announced by the page.
  catalogs.length = 0;
  const again = await page.goto('/');
  expect(again?.headers().link).toContain('</api/locales/es/glossary.json>; rel=preload');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: '¡Hola, Luis Herrera!' })).toBeVisible();
  expect(catalogs).toEqual(['es/glossary']);
});
