import { openAdmin, uniqueName } from './admin-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

test('an admin creates an API key, sees it once, uses it and revokes it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openAdmin(page);
  await page
    .getByRole('navigation', { name: 'Secciones de administración' })
    .getByRole('link', { name: 'API pública' })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings\/public-api$/);
  await expect(page.getByRole('heading', { level: 2, name: 'API pública' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const name = uniqueName('Bot de Slack');
  await page.getByRole('button', { name: 'Crear clave de API' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear clave de API' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('button', { name: 'Crear' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Tu nueva clave de API' });
  const field = secretDialog.getByRole('textbox', { name: 'Clave de API' });
  await expect(field).toHaveValue(/^ak_\S{20,}$/);
  await expect(field).toHaveAttribute('readonly', '');
  await expect(
    secretDialog.getByText('Esta clave no se volverá a mostrar.', { exact: false }),
  ).toBeVisible();
  const secret = await field.inputValue();
  await secretDialog.getByRole('button', { name: 'Copiar la clave de API' }).click();
  await expect(secretDialog.getByRole('button', { name: 'Copiada' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectNoSeriousA11yViolations(page);
  await secretDialog.getByRole('button', { name: 'Ya la guardé' }).click();
  await expect(secretDialog).toBeHidden();

  // Gone for good: only the prefix remains in the list.
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${secret.slice(0, 10)}…`);
  await expect(row).toContainText('Activa');
  await expect(page.locator(`input[value="${secret}"]`)).toHaveCount(0);

  // The key works as the raw Authorization header of a public call.
  const send = await request.post('/api/org/badges/send', {
    headers: { Authorization: secret },
    data: { reciever_emails: ['ana.torres@demo.local'], badge_id: 1, message: name },
  });
  expect(send.status()).toBe(201);

  await row.getByRole('button', { name: `Revocar ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Revocar esta clave?' });
  await confirm.getByRole('button', { name: 'Revocar' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Revocada');
  await expect(row.getByRole('button', { name: `Revocar ${name}` })).toHaveCount(0);

  const refused = await request.post('/api/org/badges/send', {
    headers: { Authorization: secret },
    data: { reciever_emails: ['ana.torres@demo.local'], badge_id: 1 },
  });
  expect(refused.status()).toBe(401);
});
