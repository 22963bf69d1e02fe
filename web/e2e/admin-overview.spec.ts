// The console opens on its overview (/admin): a tile per module with this month's numbers, each
// leading into its list. The admin sees the demo organisation's figures as the API gives them; a
// recognition sent and a point request made (through the API) show after a reload; a tile's
// link opens its list; at a desktop, a small laptop and a phone width nothing overflows and axe
// finds nothing serious.
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { apiToken, openAdmin, uniqueName } from './admin-support';
import { EMAILS, Member, uniqueMessage } from './recognition-support';
import { expect, expectNoSeriousA11yViolations, test, withModule } from './support';

type RecognitionOverview = {
  recognitions: number;
  points: number;
  people: number;
  participants: number;
  previous_recognitions: number;
  departments: { id: number | null; name: string | null; recognitions: number }[];
};
type PointsOverview = {
  given: number;
  redeemed: number;
  granted: number;
  to_give: number;
  budget_used: number;
};
type PointRequest = { id: number; status: string };

/** Numbers as the app writes them in Spanish. */
const number = (value: number) => new Intl.NumberFormat('es-ES').format(value);
const percent = (ratio: number) =>
  new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

/** A list's `meta.total`, read with a page of one. */
async function listTotal(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const response =
    method === 'GET'
      ? await request.get(`/api${path}`, { headers })
      : await request.post(`/api${path}`, { headers, data: body });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

/** What the API says the four tiles should show. */
async function expected(request: APIRequestContext, admin: Member, token: string) {
  return {
    recognition: await admin.get<RecognitionOverview>('/org/overview/recognition?period=month'),
    points: await admin.get<PointsOverview>('/org/overview/points?period=month'),
    pendingRequests: await listTotal(
      request,
      token,
      'GET',
      '/point_request?scope=review&status=pending&page=1&perPage=1',
    ),
    pendingOrders: await listTotal(request, token, 'POST', '/org/orders', {
      status: 'pending',
      page: 1,
      perPage: 1,
    }),
    processingOrders: await listTotal(request, token, 'POST', '/org/orders', {
      status: 'processing',
      page: 1,
      perPage: 1,
    }),
  };
}

type Expected = Awaited<ReturnType<typeof expected>>;

const tiles = (page: Page) => ({
  recognition: page.getByTestId('overview-recognition'),
  points: page.getByTestId('overview-points'),
  requests: page.getByTestId('overview-point-requests'),
  orders: page.getByTestId('overview-orders'),
});

const stat = (tile: Locator, key: string) => tile.locator(`[data-stat="${key}"]`);

/** Every tile shows the figures the API gives. */
async function expectFigures(page: Page, want: Expected): Promise<void> {
  const { recognition, points, requests, orders } = tiles(page);
  const r = want.recognition;
  await expect(
    recognition.getByRole('heading', { level: 3, name: 'Reconocimientos' }),
  ).toBeVisible();
  await expect(recognition).toContainText(r.people > 0 ? percent(r.participants / r.people) : '—');
  await expect(recognition).toContainText(
    `${number(r.participants)} de ${number(r.people)} ${r.people === 1 ? 'persona' : 'personas'}`,
  );
  await expect(stat(recognition, 'recognitions')).toContainText(number(r.recognitions));
  await expect(stat(recognition, 'points')).toContainText(number(r.points));
  const top = r.departments.filter((d) => d.recognitions > 0).slice(0, 6);
  const bars = recognition.getByRole('list', { name: 'Reconocimientos por departamento' });
  if (top.length === 0) {
    await expect(bars).toHaveCount(0);
  } else {
    await expect(bars.getByRole('listitem')).toHaveCount(top.length);
    await expect(bars.getByRole('listitem').first()).toHaveText(
      `${top[0]!.name ?? 'Sin departamento'}${number(top[0]!.recognitions)}`,
    );
  }

  const p = want.points;
  const used = Math.round(p.budget_used * 100);
  await expect(points.getByRole('progressbar', { name: 'Presupuesto usado' })).toHaveAttribute(
    'aria-valuenow',
    String(used),
  );
  await expect(stat(points, 'given')).toContainText(number(p.given));
  await expect(stat(points, 'toGive')).toContainText(number(p.to_give));
  await expect(stat(points, 'redeemed')).toContainText(number(p.redeemed));
  await expect(stat(points, 'granted')).toContainText(number(p.granted));

  await expect(requests).toContainText(
    want.pendingRequests === 0 ? 'No hay solicitudes pendientes.' : number(want.pendingRequests),
  );
  await expect(orders).toContainText(
    want.pendingOrders === 0 ? 'No hay pedidos pendientes.' : number(want.pendingOrders),
  );
  await expect(stat(orders, 'processing')).toContainText(number(want.processingOrders));
}

/** Ana's pending requests (an earlier run's) are rejected: one may be pending at a time. */
async function clearPending(ana: Member, admin: Member): Promise<void> {
  const pending = await ana.get<PointRequest[]>('/point_request?scope=mine&status=pending');
  for (const request of pending) {
    await admin.post('/point_request/reject', { id: request.id, reason: 'Limpieza de la prueba.' });
  }
}

test('an admin reads the month at a glance on the overview and follows a tile into its list', async ({
  page,
  request,
}) => {
  // Three widths with an axe scan each, and two reloads.
  test.slow();
  await withModule(request, 'catalog', () =>
    withModule(request, 'recognitions', async () => {
      const admin = await Member.signIn(request, EMAILS.admin);
      const ana = await Member.signIn(request, EMAILS.ana);
      const token = await apiToken(request, EMAILS.admin);
      await clearPending(ana, admin);
      try {
        const before = await expected(request, admin, token);

        await openAdmin(page);
        await expect(page).toHaveURL(/\/admin$/);
        await expect(
          page.getByRole('heading', { level: 2, name: 'Resumen del mes' }),
        ).toBeVisible();
        await expect(
          page
            .getByRole('navigation', { name: 'Secciones de administración' })
            .getByRole('link', { name: 'Resumen', exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await expectFigures(page, before);

        // A recognition sent and a point request made show after a reload.
        await ana.recognise({
          to: [EMAILS.carlos],
          type: 'Gracias',
          amount: 10,
          message: uniqueMessage('Gracias por el resumen'),
        });
        await ana.post('/point_request', {
          amount: 25,
          reason: uniqueName('Organicé la jornada de bienvenida'),
        });
        const after = await expected(request, admin, token);
        expect(after.recognition.recognitions).toBe(before.recognition.recognitions + 1);
        expect(after.pendingRequests).toBe(before.pendingRequests + 1);
        await page.reload();
        await expect(
          page.getByRole('heading', { level: 2, name: 'Resumen del mes' }),
        ).toBeVisible();
        await expect(stat(tiles(page).recognition, 'recognitions')).toContainText(
          number(before.recognition.recognitions + 1),
        );
        await expect(tiles(page).requests).toContainText(number(before.pendingRequests + 1));
        await expectFigures(page, after);

        for (const width of [1440, 900, 375]) {
          await page.setViewportSize({ width, height: 900 });
          for (const tile of Object.values(tiles(page))) await expect(tile).toBeVisible();
          await expect(tiles(page).requests).toContainText(number(after.pendingRequests));
          // Below 900 px the console's menu is a drawer, opened by the button beside the title.
          if (width < 900) {
            await expect(page.getByRole('button', { name: 'Secciones: Resumen' })).toBeVisible();
          }
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrollWidth, `/admin scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
          await expectNoSeriousA11yViolations(page);
          if (process.env.SCREENSHOTS_DIR) {
            await page.screenshot({
              path: `${process.env.SCREENSHOTS_DIR}/admin-overview-${width}.png`,
              fullPage: true,
            });
          }
        }

        // A tile leads into its list: the pending requests, then (back on the overview) the
        // pending orders.
        await tiles(page).requests.getByRole('link', { name: 'Revisar solicitudes' }).click();
        await expect(page).toHaveURL(/\/admin\/point-requests$/);
        await expect(
          page.getByRole('heading', { level: 2, name: 'Solicitudes de puntos' }),
        ).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('pending');
        await expect(page.locator('[data-point-request]').first()).toBeVisible();

        await page.goBack();
        await expect(page).toHaveURL(/\/admin$/);
        await tiles(page).orders.getByRole('link', { name: 'Ver pedidos' }).click();
        await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
        await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('pending');
      } finally {
        await clearPending(ana, admin);
      }
    }),
  );
});
