// Spreadsheet import: the demo admin chooses a spreadsheet with two bad rows, sees them listed
// before importing, imports (the good rows are created, the bad ones listed with their reason),
// fixes the two rows and imports the file again: they are created and the rest stay unchanged.
import { openAdmin } from './admin-support';
import { peopleSheet } from './sheet-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

const HEADER = ['Correo', 'Nombre', 'Apellido', 'Departamento', 'Fecha de ingreso'];

test('an admin imports a spreadsheet, sees two bad rows, fixes them and imports again', async ({
  page,
}) => {
  test.slow();
  const tag = `i${Date.now().toString(36)}`;
  const person = (name: string) => `${name}.${tag}@demo.local`;
  const good = [
    [person('rocio'), 'Rocío', 'Vidal', 'Operaciones', '2022-01-10'],
    [person('tomas'), 'Tomás', 'Ibarra', 'Operaciones', '15/03/2021'],
    [person('irene'), 'Irene', 'Lagos', 'Finanzas', ''],
  ];
  const bad = [
    ['sin-arroba', 'Hugo', 'Mena', 'Finanzas', ''],
    [person('paula'), 'Paula', 'Reyes', 'Finanzas', '31/02/2020'],
  ];
  const fixed = [
    [person('hugo'), 'Hugo', 'Mena', 'Finanzas', ''],
    [person('paula'), 'Paula', 'Reyes', 'Finanzas', '28/02/2020'],
  ];

  await openAdmin(page, '/admin/people/import');
  await expect(page.getByRole('heading', { level: 2, name: 'Importar personas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const choose = async (rows: string[][]) => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'personas.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: peopleSheet([HEADER, ...rows]),
    });
  };

  // Rows 2-4 good, row 5 without an @, row 6 on 31 February: seen before anything is written.
  await choose([...good, ...bad]);
  await expect(page.getByText('5 filas, 3 correctas, 2 con errores')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errores del archivo' });
  await expect(errors.getByRole('row').filter({ hasText: 'Correo' }).first()).toContainText('5');
  await expect(errors.getByRole('row').filter({ hasText: 'Fecha de ingreso' })).toContainText('6');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Importar 3 filas' }).click();
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('progressbar', { name: 'Progreso de la importación' }),
  ).toHaveAttribute('aria-valuenow', '100');
  const failures = page.getByRole('table', { name: 'Filas que no se importaron' });
  await expect(failures.getByRole('row')).toHaveCount(3); // header + the two bad rows
  await expect(failures).toContainText(person('paula'));

  // The two rows fixed: they are created, the three already there stay as they are.
  await page.getByRole('button', { name: 'Importar otro archivo' }).click();
  await choose([...good, ...fixed]);
  await expect(page.getByText('Todas las filas están correctas.')).toBeVisible();
  await page.getByRole('button', { name: 'Importar 5 filas' }).click();
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('table', { name: 'Filas que no se importaron' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Ver personas' }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await page.getByLabel('Buscar por nombre o correo').fill(tag);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(5);
});
