import { openAdmin, uniqueName } from './admin-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

test('an admin creates a recognition type for leaders and admins, then deactivates it', async ({
  page,
}) => {
  await openAdmin(page, '/admin/types');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tipos de reconocimiento' }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Gracias/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const name = uniqueName('Mentoría');
  await page.getByRole('button', { name: 'Nuevo tipo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo tipo de reconocimiento' });
  await dialog.getByLabel('Nombre', { exact: false }).first().fill(name);
  await dialog.getByLabel('Emoji').fill('🧭');
  await dialog.getByLabel('Puntos mínimos').fill('80');
  await dialog.getByLabel('Puntos máximos').fill('40');
  await dialog.getByRole('checkbox', { name: 'Empleado' }).uncheck();
  await dialog.getByRole('button', { name: 'Nuevo tipo' }).click();
  await expect(
    dialog.getByText('Los puntos máximos deben ser iguales o mayores que los mínimos.'),
  ).toBeVisible();
  await dialog.getByLabel('Puntos máximos').fill('120');
  await dialog.getByLabel('Nuevo subtipo').fill('Primer mes');
  await dialog.getByRole('button', { name: 'Añadir subtipo' }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Nuevo tipo' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('80–120 pts');
  await expect(row).toContainText('Líder');
  await expect(row).toContainText('Administrador');
  await expect(row).not.toContainText('Empleado');
  const active = row.getByRole('switch', { name: `Activo: ${name}` });
  await expect(active).toBeChecked();

  await active.click();
  await expect(active).not.toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('switch', { name: `Activo: ${name}` }),
  ).not.toBeChecked();

  // Editing shows the sub type created with the type.
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar «${name}»` });
  await expect(edit.getByText('Primer mes')).toBeVisible();
  await expect(edit.getByRole('checkbox', { name: 'Empleado' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
});
