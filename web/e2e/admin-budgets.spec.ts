import type { Page } from '@playwright/test';

import { openAdmin, pickPerson } from './admin-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

/** The report's "Distribución" total (es formatting: 4.525). */
async function distributedTotal(page: Page): Promise<number> {
  const totals = page.getByRole('table', { name: 'Totales por tipo' });
  const row = totals.getByRole('row', { name: /^Distribución/ });
  if ((await row.count()) === 0) return 0;
  const text = (await row.getByRole('cell').last().textContent()) ?? '0';
  return Number(text.replace(/\D/g, ''));
}

test('an admin distributes points to a person and sees them in the outputs report', async ({
  page,
}) => {
  await openAdmin(page, '/admin/budgets');
  await expect(page.getByRole('heading', { level: 2, name: 'Puntos' })).toBeVisible();
  const report = page.getByRole('region', { name: 'Informe de movimientos' });
  await expect(report.getByRole('table', { name: 'Movimientos por periodo y tipo' })).toBeVisible();
  const before = await distributedTotal(page);
  await expectNoSeriousA11yViolations(page);

  const distribute = page.getByRole('region', { name: 'Distribuir puntos para dar' });
  await distribute.getByRole('button', { name: 'Distribuir' }).click();
  await expect(distribute.getByText('Escribe un número entero de puntos.')).toBeVisible();
  await expect(distribute.getByText('Elige al menos una persona.')).toBeVisible();
  await distribute.getByLabel('Puntos', { exact: false }).first().fill('25');
  await pickPerson(page, /^Personas/, 'Carlos Ruiz');
  await distribute.getByLabel('Nota (opcional)').fill('Bono de cierre');
  await distribute.getByRole('button', { name: 'Distribuir' }).click();
  await expect(
    distribute.getByText('Listo: se actualizó el saldo de 1 persona (25 puntos movidos).'),
  ).toBeVisible();

  await report.getByLabel('Agrupar por').selectOption('day');
  await report.getByRole('button', { name: 'Ver informe' }).click();
  await expect.poll(() => distributedTotal(page)).toBe(before + 25);
  await expect(
    report.getByRole('table', { name: 'Movimientos por periodo y tipo' }).getByRole('row', {
      name: /Distribución/,
    }),
  ).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
