// Point requests end to end. In the demo organisation Luis Herrera is the leader of Ana Torres
// (server/src/app/demo_seed.cpp sets him as the leader of every Tecnología employee; nobody is
// set as the department's leader). Ana asks for points in her profile with a reason; Luis sees
// it pending on his own page (the main menu's "Solicitudes de puntos", no admin console) and
// approves it with a note; Ana sees it approved, by whom, and her points to redeem grew. Then
// the admin rejects another one from the console with its reason, which Ana reads in her
// profile and in her notifications.
import type { Page } from '@playwright/test';

import { openAdmin, uniqueName } from './admin-support';
import { EMAILS, Member } from './recognition-support';
import {
  expect,
  expectNoSeriousA11yViolations,
  openProfilePart,
  signInAs,
  test,
  waitForApp,
} from './support';

type PointRequest = { id: number; amount: number; reason: string; status: string };

/** Only one request of a member may be pending: one left by an earlier run is rejected first. */
async function clearPending(ana: Member, admin: Member): Promise<void> {
  const pending = await ana.get<PointRequest[]>('/point_request?scope=mine&status=pending');
  for (const request of pending) {
    await admin.post('/point_request/reject', { id: request.id, reason: 'Limpieza de la prueba.' });
  }
}

/** Opens "Mi perfil" through the main menu. */
async function openProfile(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Mi perfil' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await openProfilePart(page, 'Billetera');
}

/** Ana's request with this reason in her profile's history. */
function myRequest(page: Page, reason: string) {
  return page
    .getByRole('list', { name: 'Tus solicitudes de puntos' })
    .getByRole('listitem')
    .filter({ hasText: reason });
}

test('a member asks for points, her leader approves them and her points to redeem grow', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two people in two browsers and several axe scans.
  test.slow();
  const ana = await Member.signIn(request, EMAILS.ana);
  const admin = await Member.signIn(request, EMAILS.admin);
  await clearPending(ana, admin);
  const before = (await ana.points()).redeem_balance;
  const reason = uniqueName('Cubrí el turno de soporte del fin de semana');

  // Ana asks in her profile: the checks first, then the points and the reason.
  await signInAs(page, EMAILS.ana, '¡Hola, Ana Torres!');
  await openProfile(page);
  const ask = page.getByRole('region', { name: 'Solicitar puntos' });
  await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(ask.getByText('Escribe cuántos puntos pides.')).toBeVisible();
  await expect(ask.getByText('Cuéntanos por qué pides estos puntos.')).toBeVisible();
  await ask.getByRole('textbox', { name: /^Puntos/ }).fill('35');
  await ask.getByRole('textbox', { name: /^Motivo/ }).fill(reason);
  await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(
    page.getByText('Enviamos tu solicitud de 35 puntos. Te avisaremos cuando la decidan.'),
  ).toBeVisible();
  await expect(myRequest(page, reason)).toContainText('35 puntos');
  await expect(myRequest(page, reason)).toContainText('Pendiente');
  // One at a time: the form waits for the decision.
  await expect(
    ask.getByText(
      'Tu solicitud de 35 puntos está pendiente: podrás pedir más puntos cuando la decidan.',
    ),
  ).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Luis, her leader, has no admin console: his main menu leads to the requests to decide.
  const luisContext = await browser.newContext({ baseURL });
  const luisPage = await luisContext.newPage();
  await signInAs(luisPage, EMAILS.leader, '¡Hola, Luis Herrera!');
  const menu = luisPage.getByRole('navigation', { name: 'Navegación principal' });
  await expect(menu.getByRole('link', { name: 'Administración' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Solicitudes de puntos' }).click();
  await expect(
    luisPage.getByRole('heading', { level: 1, name: 'Solicitudes de puntos' }),
  ).toBeVisible();
  await expect(luisPage.getByRole('combobox', { name: 'Estado' })).toHaveValue('pending');
  // A row of the table, or its card when the table does not fit.
  const row = luisPage.locator('[data-point-request]').filter({ hasText: reason });
  await expect(row).toContainText('Ana Torres');
  await expect(row).toContainText('35');
  await expect(row).toContainText('Pendiente');
  await expectNoSeriousA11yViolations(luisPage);

  await row.getByRole('button', { name: 'Aprobar la solicitud de Ana Torres' }).click();
  const dialog = luisPage.getByRole('dialog', { name: 'Aprobar la solicitud de Ana Torres' });
  await expect(dialog).toContainText('Ana Torres recibirá 35 puntos para canjear.');
  await dialog
    .getByRole('textbox', { name: 'Nota para la persona (opcional)' })
    .fill('¡Gracias por cubrir!');
  await dialog.getByRole('button', { name: 'Aprobar solicitud' }).click();
  await expect(dialog).toBeHidden();
  await expect(luisPage.getByText('Aprobaste la solicitud de Ana Torres.')).toBeVisible();
  // It leaves the pending list, and shows among the approved ones.
  await expect(row).toHaveCount(0);
  await luisPage.getByRole('combobox', { name: 'Estado' }).selectOption('approved');
  await expect(row).toContainText('Aprobada por Luis Herrera');
  await expect(row).toContainText('Nota: ¡Gracias por cubrir!');
  await luisContext.close();

  // Ana sees it approved, by whom, and her points to redeem grew by 35.
  await page.reload();
  await waitForApp(page);
  await expect(myRequest(page, reason)).toContainText('Aprobada');
  await expect(myRequest(page, reason)).toContainText('Aprobada por Luis Herrera');
  await expect(myRequest(page, reason)).toContainText('Nota: ¡Gracias por cubrir!');
  await expect(page.getByTestId('redeem-balance')).toHaveText(
    new Intl.NumberFormat('es-ES').format(before + 35),
  );
  await expect(ask.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
  expect((await ana.points()).redeem_balance).toBe(before + 35);
  await expectNoSeriousA11yViolations(page);
});

test('a rejected request shows its reason to the member', async ({ page, request }) => {
  test.slow();
  const ana = await Member.signIn(request, EMAILS.ana);
  const admin = await Member.signIn(request, EMAILS.admin);
  await clearPending(ana, admin);
  const before = (await ana.points()).redeem_balance;
  const reason = uniqueName('Organicé la reunión de equipo');
  await ana.post<PointRequest>('/point_request', { amount: 40, reason });

  // The admin decides it from the console: a rejection needs its reason.
  await openAdmin(page, '/admin/point-requests');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Solicitudes de puntos' }),
  ).toBeVisible();
  const row = page.locator('[data-point-request]').filter({ hasText: reason });
  await expect(row).toContainText('Ana Torres');
  await expect(row).toContainText('Pendiente');
  await row.getByRole('button', { name: 'Rechazar la solicitud de Ana Torres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar la solicitud de Ana Torres' });
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await expect(dialog.getByText('Escribe el motivo del rechazo.')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /^Motivo del rechazo/ })
    .fill('Ya se reconoció en el muro.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rechazaste la solicitud de Ana Torres.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('rejected');
  await expect(row).toContainText('Rechazada por Adriana Gómez');

  // Ana reads the reason in her profile, and in her notifications (which lead there).
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInAs(page, EMAILS.ana, '¡Hola, Ana Torres!');
  await openProfile(page);
  const mine = myRequest(page, reason);
  await expect(mine).toContainText('40 puntos');
  await expect(mine).toContainText('Rechazada');
  await expect(mine).toContainText('Rechazada por Adriana Gómez');
  await expect(mine).toContainText('Motivo del rechazo: Ya se reconoció en el muro.');
  await expect(page.getByTestId('redeem-balance')).toHaveText(
    new Intl.NumberFormat('es-ES').format(before),
  );
  await expectNoSeriousA11yViolations(page);

  await page.goto('/notifications');
  await waitForApp(page);
  const notice = page
    .getByRole('list', { name: 'Tus notificaciones' })
    .getByRole('link', { name: /solicitud de 40 puntos.*Ya se reconoció en el muro\./ })
    .first();
  await expect(notice).toHaveAttribute('href', '/profile/wallet');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the request form and the history fit the screen', async ({ page, request }) => {
    const ana = await Member.signIn(request, EMAILS.ana);
    const admin = await Member.signIn(request, EMAILS.admin);
    await clearPending(ana, admin);
    await signInAs(page, EMAILS.ana, '¡Hola, Ana Torres!');
    await page.goto('/profile/wallet');
    await waitForApp(page);
    const ask = page.getByRole('region', { name: 'Solicitar puntos' });
    await expect(ask.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Mis solicitudes de puntos' })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, '/profile/wallet scrolls sideways').toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
