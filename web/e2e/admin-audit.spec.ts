import { ADMIN_EMAIL, apiToken, openAdmin, pickPerson, uniqueName } from './admin-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

test('an admin reads who did what in the audit log, filters it and exports it', async ({
  page,
  request,
}) => {
  // An admin action to find: a department created through the API.
  const token = await apiToken(request, ADMIN_EMAIL);
  const name = uniqueName('Auditoría');
  const created = await request.post('/api/org/departments', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name },
  });
  expect(created.status()).toBe(201);

  await openAdmin(page);
  await page
    .getByRole('navigation', { name: 'Secciones de administración' })
    .getByRole('link', { name: 'Registro de auditoría' })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Registro de auditoría' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Registro de auditoría de la organización' });
  await expect(table).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('combobox', { name: 'Área' })
    .selectOption({ label: 'Departamentos y grupos' });
  await pickPerson(page, 'Quién', 'Adriana Gómez');
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Departamento creado');
  await expect(row).toContainText('Adriana Gómez');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}|Hoy/);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar .xlsx' }).click();
  expect((await download).suggestedFilename()).toBe('auditoria.xlsx');
});
