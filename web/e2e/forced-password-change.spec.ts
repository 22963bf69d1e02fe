// The forced password change: the admin gives Pablo Núñez a temporary password (API); signing in
// with it leads to /reset_password, where he chooses his own and is signed in; the temporary
// password then no longer works. Pablo appears in no other spec.
import type { APIRequestContext } from '@playwright/test';

import { ADMIN_EMAIL, apiToken } from './admin-support';
import {
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const PABLO = 'pablo.nunez@demo.local';
const TEMPORARY = 'Temporal-2026-abc';
const OWN_PASSWORD = 'Pablo-clave-propia-2026';

/** As the admin: finds Pablo and gives him the temporary password. */
async function giveTemporaryPassword(request: APIRequestContext): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN_EMAIL)}` };
  const search = await request.post('/api/user/search', {
    headers,
    data: { query: 'Pablo' },
  });
  expect(search.status(), await search.text()).toBe(200);
  const { data } = (await search.json()) as { data: { id: number; email?: string }[] };
  const pablo = data.find((person) => person.email === PABLO);
  if (!pablo) throw new Error(`no ${PABLO} in the search for "Pablo"`);

  const set = await request.post('/api/user/admin/temporary_password', {
    headers,
    data: { user_id: pablo.id, password: TEMPORARY },
  });
  expect(set.status(), await set.text()).toBe(200);
  const body = (await set.json()) as { data: { must_change_password: boolean } };
  expect(body.data.must_change_password).toBe(true);
}

test('a temporary password leads to choosing a new one, and then stops working', async ({
  page,
  request,
}) => {
  await giveTemporaryPassword(request);

  await useSourceGlossaryIfAsked(page);
  await signIn(page, PABLO, TEMPORARY);
  // The challenge travels in the router's state, never in the address.
  await expect(page).toHaveURL(/\/reset_password$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Elige una nueva contraseña' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Tu administrador te asignó una contraseña temporal. Elige una nueva para continuar.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(PABLO);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(/^Nueva contraseña/).fill(OWN_PASSWORD);
  await page.getByLabel(/^Repite la nueva contraseña/).fill(OWN_PASSWORD);
  await page.getByRole('button', { name: 'Guardar y entrar' }).click();
  await expect(page.getByRole('heading', { name: /¡Hola, Pablo/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const temporary = await request.post('/api/login', {
    data: { email: PABLO, password: TEMPORARY },
  });
  expect(temporary.status(), 'the temporary password no longer signs in').toBe(401);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, PABLO, TEMPORARY);
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, PABLO, OWN_PASSWORD);
  await expect(page.getByRole('heading', { name: /¡Hola, Pablo/ })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opened without signing in, the screen asks to sign in again', async ({ page }) => {
    await useSourceGlossaryIfAsked(page);
    await page.goto('/reset_password');
    await waitForApp(page);
    await expect(page.getByRole('status').filter({ hasText: 'Para elegir' })).toHaveText(
      'Para elegir una nueva contraseña, vuelve a iniciar sesión con la contraseña temporal que te dio tu administrador.',
    );
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, '/reset_password scrolls sideways').toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
