// An admin fulfils orders in bulk at a phone, a small laptop and a desktop width: three people
// redeem a product of the test's own (through the API), the admin selects the three items in
// Pedidos and marks them shipped in one action, one toast; nothing overflows, axe finds nothing
// serious.
import type { APIRequestContext } from '@playwright/test';

import { apiToken, openAdmin, uniqueName } from './admin-support';
import { EMAILS } from './recognition-support';
import { expect, expectNoSeriousA11yViolations, test, withModule } from './support';

async function call<T>(
  request: APIRequestContext,
  email: string,
  path: string,
  body: unknown,
): Promise<T> {
  const headers = { Authorization: `Bearer ${await apiToken(request, email)}` };
  const response = await request.post(`/api${path}`, { headers, data: body });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

const BUYERS = [EMAILS.carlos, EMAILS.jorge, EMAILS.sofia] as const;

for (const width of [375, 900, 1440]) {
  test(`an admin marks three orders shipped in one action at ${width} px`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await withModule(request, 'catalog', async () => {
      const name = uniqueName('Botella e2e');
      const product = await call<{ id: number }>(request, EMAILS.admin, '/product', {
        name,
        points: 5,
        type: 'physical',
      });
      const orders: number[] = [];
      for (const email of BUYERS) {
        const headers = { Authorization: `Bearer ${await apiToken(request, email)}` };
        await request.delete('/api/cart', { headers });
        await call(request, email, '/cart', { product_id: product.id, quantity: 1 });
        orders.push((await call<{ id: number }>(request, email, '/buy_products', { total: 5 })).id);
      }

      await openAdmin(page, '/admin/orders');
      await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Producto' }).selectOption({ label: name });
      await expect(page.locator('[data-order-item]')).toHaveCount(3);
      for (const id of orders) {
        await page.getByRole('checkbox', { name: `Seleccionar ${name}, pedido #${id}` }).check();
      }
      await expect(page.getByText('3 seleccionados')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Marcar como enviados' }).click();
      await expect(page.getByText('3 pedidos actualizados')).toBeVisible();
      for (const id of orders) {
        await expect(page.locator(`[data-order="${id}"]`)).toContainText('Enviado');
      }
      await expect(page.getByText('3 seleccionados')).toHaveCount(0);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
    });
  });
}
