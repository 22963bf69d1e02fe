// The profile's account area against the real server: personal data kept across a reload, the
// phone's check under its field, a password change that keeps this device signed in, and an
// account deletion request that reaches the admins' queue. Lucía Paredes is seeded for this
// spec alone (its password change would break any other).
import { openAdmin } from './admin-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const LUCIA = 'lucia.paredes@demo.local';
const NEW_PASSWORD = 'Nueva-Clave-2026';
const REASON = 'Me cambio de empresa y prefiero que borren mis datos.';

test('a member edits their data, changes the password and asks to delete the account', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Three sign-ins, a password change, a deletion request and several axe scans of a profile
  // that now also holds the point requests: about 40 s alone, more beside the other worker.
  test.slow();
  await useSourceGlossaryIfAsked(page);
  await enterAs(page, LUCIA, '/profile/settings');

  // Personal data: saved, and still there after a reload.
  const personal = page.getByRole('region', { name: 'Datos personales' });
  await personal.getByLabel('Cargo').fill('Coordinadora de bienestar');
  await personal.getByLabel('Teléfono').fill('+57 310 555-1234');
  await personal.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Tus datos se guardaron.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await waitForApp(page);
  await expect(personal.getByLabel('Cargo')).toHaveValue('Coordinadora de bienestar');
  await expect(personal.getByLabel('Teléfono')).toHaveValue('+573105551234');

  // A phone without the international prefix is refused under the field.
  await personal.getByLabel('Teléfono').fill('310 555 1234');
  await personal.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(personal.getByLabel('Teléfono')).toHaveAccessibleDescription(
    'Escribe el teléfono en formato internacional: + y entre 8 y 15 dígitos.',
  );
  await page.reload();
  await waitForApp(page);
  await expect(personal.getByLabel('Teléfono')).toHaveValue('+573105551234');

  // The password changes and this device stays signed in (its token was replaced).
  const password = page.getByRole('region', { name: 'Contraseña', exact: true });
  await password.getByLabel('Contraseña actual').fill('demo1234');
  await password.getByLabel(/^Nueva contraseña/).fill(NEW_PASSWORD);
  await password.getByLabel('Confirma la nueva contraseña').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(
    page.getByText('Tu contraseña cambió. Se cerraron tus sesiones en los demás dispositivos.'),
  ).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  const oldPassword = await request.post('/api/login', {
    data: { email: LUCIA, password: 'demo1234' },
  });
  expect(oldPassword.ok()).toBe(false);

  // Signed out, the new password signs in.
  await page.getByRole('button', { name: /Lucía Paredes/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, LUCIA, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: '¡Hola, Lucía Paredes!' })).toBeVisible();

  // The deletion request, with its reason; afterwards only the pending text.
  await page.goto('/profile/settings');
  await waitForApp(page);
  const deletion = page.getByRole('region', { name: 'Eliminar mi cuenta' });
  await deletion.getByRole('button', { name: 'Solicitar eliminación de mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Solicitar la eliminación de tu cuenta?' });
  await expect(dialog.getByText(/Un administrador de tu organización revisará/)).toBeVisible();
  await dialog.getByLabel('Motivo (opcional)').fill(REASON);
  await dialog.getByRole('button', { name: 'Solicitar eliminación' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(deletion.getByRole('status')).toContainText('Solicitud enviada hoy.');
  await page.reload();
  await waitForApp(page);
  await expect(deletion.getByRole('status')).toContainText('Solicitud enviada hoy.');
  await expect(deletion.getByRole('button')).toHaveCount(0);

  // The admin sees it in the console's queue.
  const admin = await browser.newContext({ baseURL });
  try {
    const adminPage = await admin.newPage();
    await openAdmin(adminPage, '/admin/deletion-requests');
    await expect(
      adminPage.getByRole('heading', { level: 2, name: 'Solicitudes de eliminación' }),
    ).toBeVisible();
    const row = adminPage.getByRole('row', { name: /Lucía Paredes/ });
    await expect(row).toContainText(LUCIA);
    await expect(row).toContainText(REASON);
    await expect(row).toContainText('Hoy');
  } finally {
    await admin.close();
  }
});
