// Challenges (issue 31, engagement.md §5). The admin, at 1440 px, creates a claims challenge with
// a photo as evidence, manual approval, a target of one approved claim and a reward in points
// from the console's "Retos", and activates it. Ana Torres, on a phone (375 px), finds it in
// /challenges, joins it, sends a photo in the full-screen "Enviar reclamo" dialog and sees it
// pending. The admin approves it in "Pendientes de aprobar"; Ana's page then shows the target
// reached and her points to redeem grow by the reward. Every screen is checked with axe at its
// width.
import type { Page } from '@playwright/test';

import { makePng, openAdmin, uniqueName } from './admin-support';
import { EMAILS, Member } from './recognition-support';
import {
  apiToken,
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApp,
  withModule,
} from './support';

const REWARD = 30;

/** A day `offset` days from today as the date fields take it (dd/MM/yyyy). */
function typedDay(offset: number): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getDate())}/${two(day.getMonth() + 1)}/${day.getFullYear()}`;
}

/** The challenge's card in /challenges. */
function card(page: Page, title: string) {
  return page.locator('[data-challenge]').filter({ hasText: title });
}

test.describe('challenges', () => {
  test('an admin creates a claims challenge, an employee joins and sends a photo from a phone, the admin approves it and her points grow', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // Two people in two browsers, an upload and five axe scans.
    test.slow();
    await withModule(request, 'challenges', async () => {
      const ana = await Member.signIn(request, EMAILS.ana);
      const title = uniqueName('Foto saludable');
      const before = (await ana.points()).redeem_balance;

      // The admin, at 1440 px: a new challenge from the console, then activated.
      await openAdmin(page, '/admin/challenges');
      await expect(page.getByRole('heading', { level: 2, name: 'Retos' })).toBeVisible();
      await page.getByRole('button', { name: 'Nuevo reto' }).first().click();
      await expect(page.getByRole('heading', { name: 'Nuevo reto' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Datos del reto' });
      await form.getByRole('textbox', { name: /^Título/ }).fill(title);
      await form
        .getByRole('textbox', { name: /^Reglas/ })
        .fill('Sube una foto de tu almuerzo saludable.');
      await form.getByRole('textbox', { name: /^Empieza el/ }).fill(typedDay(-1));
      await form.getByRole('textbox', { name: /^Termina el/ }).fill(typedDay(30));
      await expect(form.getByRole('combobox', { name: 'Cómo se cuenta' })).toHaveValue('claims');
      await expect(form.getByRole('combobox', { name: 'Evidencia' })).toHaveValue('photo');
      await expect(form.getByRole('combobox', { name: 'Aprobación de reclamos' })).toHaveValue(
        'manual',
      );
      await form.getByRole('textbox', { name: /^Meta/ }).fill('1');
      await form.getByRole('textbox', { name: /^Puntos al cumplir la meta/ }).fill(String(REWARD));
      await form
        .getByRole('textbox', { name: /^Alternativa adaptada/ })
        .fill('Describe tu almuerzo en un texto.');
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: 'Crear reto' }).click();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: `Activar: ${title}` }).click();
      const activate = page.getByRole('dialog', { name: '¿Activar el reto?' });
      await activate.getByRole('button', { name: 'Activar', exact: true }).click();
      await expect(activate).toBeHidden();
      await expect(page.getByText('Activo', { exact: true })).toBeVisible();

      // Ana, on her phone: she joins it from the list and sends a photo.
      const anaContext = await browser.newContext({
        baseURL,
        viewport: { width: 375, height: 800 },
      });
      const anaPage = await anaContext.newPage();
      await enterAs(anaPage, EMAILS.ana, '/challenges');
      await expect(anaPage.getByRole('heading', { level: 1, name: 'Retos' })).toBeVisible();
      await expect(card(anaPage, title)).toContainText('Consigue 1 reclamo aprobado');
      await expectNoSeriousA11yViolations(anaPage);
      await card(anaPage, title)
        .getByRole('button', { name: `Unirme a «${title}»` })
        .click();
      await expect(anaPage.getByText(`Te uniste a «${title}».`)).toBeVisible();
      await expect(card(anaPage, title)).toContainText('Te falta 1 reclamo');
      await card(anaPage, title).getByRole('link').click();
      await expect(anaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(anaPage.getByTestId('challenge-alternative')).toContainText(
        'Describe tu almuerzo en un texto.',
      );
      await expect(anaPage.getByText('Te quedan 5 reclamos hoy.')).toBeVisible();
      await anaPage.getByRole('button', { name: 'Enviar reclamo' }).click();
      const dialog = anaPage.getByRole('dialog', { name: `Enviar reclamo: ${title}` });
      await expect(dialog).toBeVisible();
      expect((await dialog.boundingBox())?.width).toBe(375);
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect(dialog.getByText('Elige una foto.')).toBeVisible();
      await dialog.getByTestId('attachments-input').setInputFiles({
        name: 'almuerzo.png',
        mimeType: 'image/png',
        buffer: makePng(),
      });
      await expect(dialog.getByRole('progressbar', { name: 'almuerzo.png subido' })).toBeVisible();
      await dialog.getByRole('textbox', { name: /Comentario/ }).fill('Ensalada y fruta.');
      await expectNoSeriousA11yViolations(anaPage);
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(anaPage.getByText(`Enviaste tu reclamo de «${title}»`)).toBeVisible();
      const mine = anaPage.getByRole('region', { name: 'Mis reclamos' });
      await expect(mine).toContainText('Pendiente');
      await expect(mine).toContainText('Ensalada y fruta.');

      // The admin approves it in the inbox.
      await page.goto('/approvals');
      await waitForApp(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pendientes de aprobar' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Reclamos de retos \(\d+\)$/ })).toBeVisible();
      const row = page.locator('[data-approval]').filter({ hasText: title });
      await expect(row).toContainText('Ana Torres');
      await expect(row.getByRole('link', { name: 'Ver almuerzo.png' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await row.getByRole('button', { name: 'Aprobar lo de Ana Torres' }).click();
      const approve = page.getByRole('dialog', { name: 'Aprobar lo de Ana Torres' });
      await approve.getByRole('button', { name: 'Aprobar', exact: true }).click();
      await expect(approve).toBeHidden();
      await expect(page.getByTestId('approvals-results')).toContainText('Aprobaste 1.');

      // Ana's points to redeem grew by the reward; her page shows the target reached.
      await expect.poll(async () => (await ana.points()).redeem_balance).toBe(before + REWARD);
      await anaPage.reload();
      await waitForApp(anaPage);
      await expect(anaPage.getByText('¡Meta cumplida!')).toBeVisible();
      await expect(mine).toContainText('Aprobado');
      await expectNoSeriousA11yViolations(anaPage);
      await anaContext.close();
    });
  });
  test('a team challenge counts the recognitions people send: their department climbs the board, per person', async ({
    page,
    request,
  }) => {
    await withModule(request, 'challenges', async () => {
      const headers = { Authorization: `Bearer ${await apiToken(request, EMAILS.admin)}` };
      const title = uniqueName('Reconoce en equipo');
      const created = await request.post('/api/org/challenge', {
        headers,
        data: {
          title,
          rules: 'Cada reconocimiento que envías suma 1 a tu departamento.',
          kind: 'team',
          team_basis: 'department',
          audience: { everyone: true },
          starts_on: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
          ends_on: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          recurrence: 'none',
          metric: 'product_event',
          product_event: 'recognition_sent',
          target: 50,
          reward_points: 0,
          join_mode: 'automatic',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const id = ((await created.json()) as { data: { id: number } }).data.id;
      const activated = await request.post('/api/org/challenge/activate', {
        headers,
        data: { id },
      });
      expect(activated.status(), await activated.text()).toBe(200);

      // Ana sends two recognitions: the server counts them for her department, once each.
      const ana = await Member.signIn(request, EMAILS.ana);
      for (const message of ['Gracias por la demo', 'Gracias por el informe']) {
        await ana.recognise({ to: [EMAILS.carlos], type: 'Gracias', amount: 5, message });
      }

      await page.setViewportSize({ width: 375, height: 800 });
      await enterAs(page, EMAILS.ana, `/challenges/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Tu equipo: #1')).toBeVisible();
      const mine = page
        .getByRole('list', { name: 'Los 10 primeros' })
        .locator('li[aria-current="true"]');
      await expect(mine).toContainText('(tu equipo)');
      await expect(mine).toContainText('2');
      await expect(mine).toContainText('en total');
      await expectNoSeriousA11yViolations(page);
    });
  });
});
