// The rewards catalog end to end. An admin creates a physical product of their own (a unique name,
// 100 points, 10 units) in the console; Ana browses and filters the catalog, opens it, adds it to
// her cart and redeems it, and sees the order "Pendiente"; the admin finds it in Pedidos and moves
// it to "Enviado"; Ana is told and sees "Enviado". Then Carlos redeems a coupon product of the
// test's own (its codes loaded through the API) and sees its code at once, in the order and in
// his coupons. Each demo employee starts with 500 points to redeem. Last, once the admin says a
// point is worth 0,05 €, a product of 100 points shows "≈ 5,00 €" beside its price. And an admin
// gives María the demo's day off as a prize: she is told, and her order cost her nothing.
import type { APIRequestContext } from '@playwright/test';

import { apiToken, openAdmin, pickPerson, uniqueName } from './admin-support';
import { EMAILS } from './recognition-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  signInAs,
  test,
  waitForApp,
  withModule,
} from './support';

/** Someone's API calls beside the browser. */
async function apiAs(request: APIRequestContext, email: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, email)}` };
  const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    get: async <T>(path: string) => data<T>(await request.get(`/api${path}`, { headers })),
    post: async <T>(path: string, body: unknown) =>
      data<T>(await request.post(`/api${path}`, { headers, data: body })),
    delete: async <T>(path: string) => data<T>(await request.delete(`/api${path}`, { headers })),
    upload: async <T>(path: string, name: string, text: string) =>
      data<T>(
        await request.post(`/api${path}`, {
          headers,
          multipart: { file: { name, mimeType: 'text/csv', buffer: Buffer.from(text) } },
        }),
      ),
  };
}

test('a member redeems a product and follows its order until the admin ships it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two people in two browsers, several screens and axe scans.
  test.slow();
  await withModule(request, 'catalog', async () => {
    const name = uniqueName('Termo e2e');
    // A cart left by an earlier attempt would change what Ana is shown.
    await (await apiAs(request, EMAILS.ana)).delete('/cart');

    // The admin creates the product in the console.
    await openAdmin(page, '/admin/catalog');
    await expect(page.getByRole('heading', { level: 2, name: 'Catálogo' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo producto' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
    // The form replaces the dialog's loading state once its lists are in.
    await expect(dialog.getByRole('combobox', { name: 'Tipo' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Crear producto' }).click();
    await expect(dialog.getByText('Escribe un nombre.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Nombre( \*)?$/ }).fill(name);
    await dialog.getByRole('textbox', { name: 'Nombre en inglés' }).fill(`${name} (EN)`);
    await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Termo de acero de 500 ml.');
    await dialog.getByRole('textbox', { name: /^Precio en puntos/ }).fill('100');
    await dialog.getByRole('switch', { name: 'Existencias sin límite' }).uncheck();
    await dialog.getByRole('textbox', { name: /^Existencias/ }).fill('10');
    await dialog.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Bienestar' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Crear producto' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Creaste «${name}».`)).toBeVisible();
    const row = page.locator('[data-product]').filter({ hasText: name });
    await expect(row).toContainText('Producto físico');
    await expect(row.getByRole('switch', { name: `Activo: ${name}` })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // Ana browses the catalog from the main menu and filters it down to the product.
    const anaContext = await browser.newContext({ baseURL });
    const ana = await anaContext.newPage();
    await signInAs(ana, EMAILS.ana, '¡Hola, Ana Torres!');
    await ana
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Catálogo' })
      .click();
    await expect(ana.getByRole('heading', { level: 1, name: 'Catálogo de premios' })).toBeVisible();
    // The catalog's header shows the points to redeem (one definition, as in the wallet).
    await expect(ana.getByTestId('redeem-balance')).toHaveText(/^[\d.]+$/);
    await expect(ana.getByRole('region', { name: 'Destacados' })).toBeVisible();
    await expectNoSeriousA11yViolations(ana);
    const filters = ana.getByRole('group', { name: 'Filtrar productos' });
    await filters.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Bienestar' });
    await filters.getByRole('textbox', { name: 'Hasta (puntos)' }).fill('100');
    await filters.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(name);
    await expect(ana).toHaveURL(/category=\d+.*to=100/);
    const products = ana.getByRole('list', { name: 'Productos del catálogo' });
    const card = products.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('100 puntos');
    await expect(card).toContainText('Quedan 10');
    await expect(card).toContainText('Te alcanza con tus puntos');
    await expect(products.getByRole('listitem')).toHaveCount(1);

    // She opens it and adds it to her cart.
    await card.getByRole('link').click();
    await expect(ana.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(ana.getByText('Termo de acero de 500 ml.')).toBeVisible();
    await expectNoSeriousA11yViolations(ana);
    await ana.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(ana.getByText(`Añadiste 1 unidad de «${name}» al carrito.`)).toBeVisible();

    // The cart, and the checkout that leads to the order.
    await ana.getByRole('link', { name: 'Carrito (1)' }).click();
    await expect(ana.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
    const summary = ana.getByRole('region', { name: 'Resumen' });
    await expect(summary).toContainText('Total del canje100 puntos');
    await expectNoSeriousA11yViolations(ana);
    await summary.getByRole('button', { name: 'Canjear' }).click();
    await expect(ana).toHaveURL(/\/orders\/\d+$/);
    const orderId = Number(/\/orders\/(\d+)$/.exec(ana.url())?.[1]);
    const order = ana.getByRole('article');
    await expect(
      order.getByRole('heading', { level: 1, name: `Pedido #${orderId}` }),
    ).toBeVisible();
    const item = order.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('Pendiente');
    await expectNoSeriousA11yViolations(ana);

    // The admin finds it in Pedidos and moves it forward to "Enviado".
    await page.goto('/admin/orders');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Producto' }).selectOption({ label: name });
    const line = page.locator('[data-order-item]').filter({ hasText: name });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Ana Torres');
    await expect(line).toContainText('Pendiente');
    await expectNoSeriousA11yViolations(page);
    await line.getByRole('button', { name: `Preparar: ${name}, pedido #${orderId}` }).click();
    await expect(page.getByText(`«${name}» pasó a En preparación.`)).toBeVisible();
    await line
      .getByRole('button', { name: `Marcar como enviado: ${name}, pedido #${orderId}` })
      .click();
    await expect(page.getByText(`«${name}» pasó a Enviado.`)).toBeVisible();
    await expect(line).toContainText('Enviado');

    // Ana is told, and her order says "Enviado".
    await ana.goto('/notifications');
    await waitForApp(ana);
    const told = ana.getByRole('link', { name: new RegExp(`Tu pedido de «${name}» fue enviado`) });
    await expect(told).toBeVisible();
    await told.click();
    await expect(ana).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(
      ana.getByRole('article').getByRole('listitem').filter({ hasText: name }),
    ).toContainText('Enviado');
    await ana.goto('/orders');
    await waitForApp(ana);
    await expect(ana.locator(`[data-order="${orderId}"]`)).toContainText('Enviado');
    await anaContext.close();
  });
});

test('a coupon redeemed shows its code at once, in the order and among the member’s coupons', async ({
  page,
  request,
}) => {
  await withModule(request, 'catalog', async () => {
    const admin = await apiAs(request, EMAILS.admin);
    const name = uniqueName('Cupón e2e');
    const prefix = name.split(' ').at(-1)!.toUpperCase();
    const product = await admin.post<{ id: number }>('/product', {
      name,
      points: 100,
      type: 'coupon',
      active: true,
    });
    const loaded = await admin.upload<{ added: number }>(
      `/org/cupons/${product.id}`,
      'codigos.csv',
      `${prefix}-A\n${prefix}-B\n`,
    );
    expect(loaded.added).toBe(2);
    const carlos = await apiAs(request, EMAILS.carlos);
    await carlos.delete('/cart');

    await signInAs(page, EMAILS.carlos, '¡Hola, Carlos Ruiz!');
    await page.goto(`/catalog/${product.id}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Cupón', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.getByRole('link', { name: 'Carrito (1)' }).click();
    await page
      .getByRole('region', { name: 'Resumen' })
      .getByRole('button', { name: 'Canjear' })
      .click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);

    // Delivered at once, with its code to copy.
    const item = page.getByRole('article').getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('Entregado');
    const code = item.locator('[data-coupon-code]');
    await expect(code).toHaveText(new RegExp(`^${prefix}-[AB]$`));
    const text = (await code.textContent()) ?? '';
    await expect(item.getByRole('button', { name: `Copiar el código ${text}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // And among his coupons.
    await page.goto('/cupons');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis cupones' })).toBeVisible();
    const mine = page.getByRole('list', { name: 'Tus códigos' }).locator(`[data-coupon="${text}"]`);
    await expect(mine).toContainText(name);
    await expect(mine.getByRole('button', { name: `Copiar el código ${text}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The pool has one code left.
    const pools = await admin.get<{ product_id: number; left: number }[]>('/org/cupons');
    expect(pools.find((pool) => pool.product_id === product.id)?.left).toBe(1);
  });
});

test('a price in points shows what it is worth in money once the admin sets a point’s value', async ({
  page,
  request,
}) => {
  await withModule(request, 'catalog', async () => {
    const admin = await apiAs(request, EMAILS.admin);
    type PointValue = { currency: string; amount: number } | null;
    const before = (await admin.get<{ point_value?: PointValue }>('/org')).point_value ?? null;
    const name = uniqueName('Valor e2e');
    const product = await admin.post<{ id: number }>('/product', {
      name,
      points: 100,
      type: 'physical',
      active: true,
    });
    // Settings → General → Valor del punto, through the API.
    await admin.post('/org/edit', { point_value: { currency: 'EUR', amount: 0.05 } });
    try {
      await signInAs(page, EMAILS.carlos, '¡Hola, Carlos Ruiz!');
      await page.goto(`/catalog/${product.id}`);
      await waitForApp(page);
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(article).toContainText(/100 puntos · ≈ 5,00\s€/);
    } finally {
      await admin.post('/org/edit', { point_value: before });
    }
  });
});

test('an admin gives the day off as a prize, and the person is told and finds it among her orders', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two people in two browsers and axe scans.
  test.slow();
  await withModule(request, 'catalog', async () => {
    await openAdmin(page, '/admin/catalog');
    await expect(page.getByRole('heading', { level: 2, name: 'Catálogo' })).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Para regalar' })
      .selectOption({ label: 'Solo los que se pueden regalar' });
    const row = page.locator('[data-product]').filter({ hasText: 'Día libre' });
    await expect(row).toContainText('Se puede regalar');
    await row.getByRole('button', { name: 'Regalar Día libre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regalar «Día libre»' });
    await dialog.getByRole('button', { name: 'Regalar' }).click();
    await expect(dialog.getByText('Elige al menos una persona.')).toBeVisible();
    await pickPerson(page, /^Personas/, 'María López');
    await dialog.getByRole('textbox', { name: 'Nota' }).fill('Por el cierre del trimestre');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Regalar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Regalo enviado a 1 persona')).toBeVisible();

    // María is told; the notification leads to the order, which cost her nothing.
    const context = await browser.newContext({ baseURL });
    const maria = await context.newPage();
    await enterAs(maria, EMAILS.maria, '/notifications');
    const told = maria.getByRole('link', {
      name: /te regaló «Día libre»: Por el cierre del trimestre/,
    });
    await expect(told).toBeVisible();
    await told.click();
    await expect(maria).toHaveURL(/\/orders\/\d+$/);
    const order = maria.getByRole('article');
    await expect(order).toContainText('Regalo de Adriana Gómez');
    await expect(order).toContainText('Por el cierre del trimestre');
    await expect(order.getByRole('listitem').filter({ hasText: 'Día libre' })).toContainText(
      'Pendiente',
    );
    await expectNoSeriousA11yViolations(maria);
    await context.close();
  });
});

test('a member sorts the catalog, keeps to what she can afford and saves a product for later', async ({
  page,
  request,
}) => {
  await withModule(request, 'catalog', async () => {
    const admin = await apiAs(request, EMAILS.admin);
    const maria = await apiAs(request, EMAILS.maria);
    const { redeem_balance: balance } = await maria.get<{ redeem_balance: number }>('/user/points');
    const name = uniqueName('Bicicleta e2e');
    const product = await admin.post<{ id: number }>('/product', {
      name,
      points: balance + 5000,
      type: 'physical',
      active: true,
      stock: 3,
    });
    await maria.delete(`/catalog/wishlist/${product.id}`);

    await signInAs(page, EMAILS.maria, '¡Hola, María López!');
    await page.goto('/catalog');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Catálogo de premios' }),
    ).toBeVisible();
    const products = page.getByRole('list', { name: 'Productos del catálogo' });
    const card = products.getByRole('listitem').filter({ hasText: name });
    const filters = page.getByRole('group', { name: 'Filtrar productos' });

    // Dearest first: the new bicycle tops the list.
    await filters.getByRole('combobox', { name: 'Ordenar por' }).selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(products.getByRole('listitem').first()).toContainText(name);

    // "Lo que me alcanza" leaves it out, and brings it back when switched off.
    const affordable = filters.getByRole('switch', { name: 'Lo que me alcanza' });
    await affordable.check();
    await expect(page).toHaveURL(/affordable=1/);
    await expect(card).toHaveCount(0);
    await affordable.uncheck();
    await expect(card).toHaveCount(1);

    // Saved for later: the button says so, stays so after a reload, and the home's rail shows
    // how far she is from it.
    await card.getByRole('button', { name: `Guardar para después: ${name}` }).click();
    await expect(page.getByText('Guardado. Te avisaremos cuando te alcance.')).toBeVisible();
    const saved = card.getByRole('button', { name: `Guardado: ${name}; quitarlo de tu lista` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await waitForApp(page);
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/');
    await waitForApp(page);
    const close = page.getByTestId('close-to-redeem').filter({ hasText: name });
    await expect(close).toContainText('Te faltan 5000 puntos');

    await maria.delete(`/catalog/wishlist/${product.id}`);
  });
});
