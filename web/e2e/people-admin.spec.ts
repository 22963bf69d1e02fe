// People administration: the demo admin adds a person from the console, with her identity
// document and contract type (shown once chosen in the table's columns); the person gets the
// activation mail (read from the e2e SMTP server), chooses a password from its link and is
// signed in; back in the console the admin finds them active, and deactivates them.
import { openAdmin } from './admin-support';
import {
  expect,
  expectNoSeriousA11yViolations,
  latestMailTo,
  signIn,
  test,
  waitForApp,
} from './support';

const LINK = /\/activate\?token=[A-Za-z0-9_-]+/;

test('an admin adds a person who activates her account from the mail', async ({
  page,
  browser,
}) => {
  const tag = `v${Date.now().toString(36)}`;
  const email = `valentina.${tag}@demo.local`;
  await openAdmin(page, '/admin/people');
  await expect(page.getByRole('heading', { level: 2, name: 'Personas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const since = Date.now();
  await page.getByRole('button', { name: 'Añadir persona' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Añadir persona' });
  await dialog.getByRole('textbox', { name: 'Correo', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Valentina');
  await dialog.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Soto');
  // Unique in the organisation: a document of this run's own.
  const nationalId = `V${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Documento de identidad' }).fill(nationalId);
  await dialog.getByLabel('Tipo de contrato').selectOption({ label: 'Plazo fijo' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(
    page.getByText(`Le enviamos a ${email} un enlace para activar su cuenta.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar por nombre o correo').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Pendiente de activar')).toBeVisible();
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Documento de identidad' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Tipo de contrato' }).click();
  await page.keyboard.press('Escape');
  await expect(row).toContainText(nationalId);
  await expect(row.getByText('Plazo fijo')).toBeVisible();

  // Valentina, in her own browser, opens the link of the mail the server sent her.
  const link = LINK.exec(await latestMailTo(email, since, LINK))?.[0];
  if (!link) throw new Error('the activation mail carries no /activate link');
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const valentina = await context.newPage();
  await valentina.goto(link);
  await waitForApp(valentina);
  await expect(
    valentina.getByRole('heading', { level: 1, name: 'Hola Valentina, crea tu contraseña' }),
  ).toBeVisible();
  await valentina.getByLabel(/^Nueva contraseña/).fill('Valentina-clave-2026');
  await valentina.getByLabel(/^Repite la nueva contraseña/).fill('Valentina-clave-2026');
  await valentina.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(valentina.getByRole('heading', { name: '¡Hola, Valentina Soto!' })).toBeVisible();
  await context.close();

  // The admin sees her active now, and deactivates her.
  await page.reload();
  await waitForApp(page);
  await page.getByLabel('Buscar por nombre o correo').fill(email);
  await expect(row.getByText('Pendiente de activar')).toHaveCount(0);
  await expect(row.getByText('Activa', { exact: true })).toBeVisible();
  const toggle = row.getByRole('switch', { name: 'Cuenta activa: Valentina Soto' });
  await toggle.click();
  await expect(page.getByText('Se desactivó la cuenta de Valentina Soto.')).toBeVisible();
  await expect(row.getByText('Inactiva', { exact: true })).toBeVisible();

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const again = await other.newPage();
  await signIn(again, email, 'Valentina-clave-2026');
  await expect(again.getByRole('alert')).toBeVisible();
  await expect(again).toHaveURL(/\/login$/);
  await other.close();
});
