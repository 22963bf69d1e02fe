// Password recovery from the sign-in page: the request (one answer for every address), the link
// in the mail the server really sends (read from the e2e SMTP server's Maildir), the new password,
// signing in with it, and the used link refused. Diego signs in in no other spec (they only send
// him recognitions), so changing his password breaks none of them.
import type { Page } from '@playwright/test';

import { EMAILS } from './recognition-support';
import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  latestMailTo,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

/** The server's answer to every request, whether or not the address has an account. */
const SENT =
  'Si el correo pertenece a una cuenta activa, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada.';
const LINK = /\/recover\/password\?token=[A-Za-z0-9_-]+/;
const NEW_PASSWORD = 'Diego-clave-nueva-2026';

async function requestLink(page: Page, email: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Si el correo' })).toHaveText(SENT);
  await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
}

async function setNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel(/^Nueva contraseña/).fill(password);
  await page.getByLabel(/^Repite la nueva contraseña/).fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
}

test('a forgotten password is replaced through the mailed link, which works once', async ({
  page,
  request,
}) => {
  await useSourceGlossaryIfAsked(page);
  await page.goto('/login');
  await waitForApp(page);
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recover\/password$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recupera tu contraseña' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const since = Date.now();
  await requestLink(page, EMAILS.diego);
  const link = LINK.exec(await latestMailTo(EMAILS.diego, since, LINK))?.[0];
  if (!link) throw new Error('the recovery mail carries no /recover/password link');

  // Path and query only: this worker's server, whatever host the mail names.
  await page.goto(link);
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crea una nueva contraseña' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await setNewPassword(page, NEW_PASSWORD);
  await expect(page.getByRole('status').filter({ hasText: 'Tu contraseña' })).toHaveText(
    'Tu contraseña cambió. Ya puedes iniciar sesión.',
  );

  const oldPassword = await request.post('/api/login', {
    data: { email: EMAILS.diego, password: DEMO_PASSWORD },
  });
  expect(oldPassword.status(), 'the old password no longer signs in').toBe(401);

  await page.getByRole('link', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(EMAILS.diego);
  await page.getByLabel(/^Contraseña/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: 'Muro de reconocimientos' })).toBeVisible();

  await page.goto(link);
  await waitForApp(page);
  await setNewPassword(page, `${NEW_PASSWORD}-otra`);
  await expect(page.getByRole('alert')).toHaveText(
    'El enlace no es válido o ya venció. Pide uno nuevo.',
  );
  await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
  await expect(page).toHaveURL(/\/recover\/password$/);
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
});

test('an address with no account gets the very same answer', async ({ page }) => {
  await useSourceGlossaryIfAsked(page);
  await page.goto('/recover/password');
  await waitForApp(page);
  await requestLink(page, 'nadie@demo.local');
});
