// Programs and the approvals inbox (issue 31). The admin creates and activates a program with a
// photo action through the API; Ana Torres, on a phone (375 px), finds it in /programs, sends a
// photo as evidence in the full-screen dialog and sees it under review. Luis Herrera, her leader
// (server/src/app/demo_seed.cpp), opens "Pendientes de aprobar" from the main menu at 1440 px,
// finds her evidence with its kind, points and age, and approves it; Ana's points to redeem grow
// by the action's points and her program page shows the action completed. Both screens are
// checked with axe at their widths.
import type { Page } from '@playwright/test';

import { makePng, openAdmin, uniqueName } from './admin-support';
import { EMAILS, Member } from './recognition-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApp,
  withModule,
} from './support';

type Program = { id: number; title: string; actions: { id: number; title: string }[] };

const POINTS = 40;

/** A new active program for everyone with one photo action worth POINTS (as the admin). */
async function activeProgram(admin: Member, title: string, action: string): Promise<Program> {
  const created = await admin.post<Program>('/program', {
    title,
    description: 'Comparte lo que hiciste por tu comunidad.',
    budget_points: 1000,
    audience: { everyone: true, departments: [], groups: [] },
    show_in_feed: true,
    mandatory: false,
    actions: [
      {
        key: 'a1',
        title: action,
        instructions: 'Sube una foto de la actividad.',
        points: POINTS,
        evidence: 'photo',
        recurrence: 'once',
        per_person_limit: null,
        prerequisites: [],
      },
    ],
  });
  await admin.post('/program/activate', { id: created.id });
  return created;
}

/** The program's card in a list of /programs. */
function card(page: Page, title: string) {
  return page.locator('[data-program]').filter({ hasText: title });
}

test.describe('programs and the approvals inbox', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('an employee sends a photo from a phone, her leader approves it in the inbox and her points grow', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // Two people in two browsers, an upload and four axe scans.
    test.slow();
    await withModule(request, 'programs', async () => {
      const admin = await Member.signIn(request, EMAILS.admin);
      const ana = await Member.signIn(request, EMAILS.ana);
      const title = uniqueName('Voluntariado');
      const action = uniqueName('Plantar un árbol');
      await activeProgram(admin, title, action);
      const before = (await ana.points()).redeem_balance;

      // Ana, on her phone: the program is among the available ones.
      await enterAs(page, EMAILS.ana, '/programs');
      await expect(page.getByRole('heading', { level: 1, name: 'Programas' })).toBeVisible();
      await expect(card(page, title)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await card(page, title).getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('0 de 1 acción')).toBeVisible();
      const item = page.locator('[data-action]').filter({ hasText: action });
      await item.getByRole('button', { name: 'Enviar evidencia' }).click();

      // The dialog is the whole screen; the photo is required.
      const dialog = page.getByRole('dialog', { name: `Enviar evidencia: ${action}` });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(375);
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect(dialog.getByText('Elige una foto.')).toBeVisible();
      await dialog.getByTestId('attachments-input').setInputFiles({
        name: 'arbol.png',
        mimeType: 'image/png',
        buffer: makePng(),
      });
      await expect(dialog.getByRole('progressbar', { name: 'arbol.png subido' })).toBeVisible();
      await dialog.getByRole('textbox', { name: /Comentario/ }).fill('En el parque del barrio.');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Enviaste tu evidencia de «${action}»`)).toBeVisible();
      await expect(item).toContainText('En revisión');
      const mine = page.locator('[data-submission]').filter({ hasText: action });
      await expect(mine).toContainText('Pendiente');

      // Luis, her leader, at 1440 px: the inbox from the main menu.
      const luisContext = await browser.newContext({
        baseURL,
        viewport: { width: 1440, height: 900 },
      });
      const luisPage = await luisContext.newPage();
      await enterAs(luisPage, EMAILS.leader);
      await luisPage
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Pendientes de aprobar' })
        .click();
      await expect(
        luisPage.getByRole('heading', { level: 1, name: 'Pendientes de aprobar' }),
      ).toBeVisible();
      await expect(
        luisPage.getByRole('button', { name: /^Evidencias de programas \(\d+\)$/ }),
      ).toBeVisible();
      const row = luisPage.locator('[data-approval]').filter({ hasText: action });
      await expect(row).toContainText('Ana Torres');
      await expect(row).toContainText(`Evidencias de programas · ${title}`);
      await expect(row).toContainText(String(POINTS));
      await expect(row).toContainText('hace un momento');
      await expect(row.getByRole('link', { name: 'Ver arbol.png' })).toBeVisible();
      await expectNoSeriousA11yViolations(luisPage);

      await row.getByRole('button', { name: 'Aprobar lo de Ana Torres' }).click();
      const approve = luisPage.getByRole('dialog', { name: 'Aprobar lo de Ana Torres' });
      await approve.getByRole('button', { name: 'Aprobar', exact: true }).click();
      await expect(approve).toBeHidden();
      await expect(luisPage.getByTestId('approvals-results')).toContainText('Aprobaste 1.');
      await expect(row).toHaveCount(0);
      await luisContext.close();

      // Ana's points to redeem grew, and her program shows the action done.
      await expect.poll(async () => (await ana.points()).redeem_balance).toBe(before + POINTS);
      await page.reload();
      await waitForApp(page);
      await expect(page.getByText('1 de 1 acción')).toBeVisible();
      await expect(mine).toContainText('Aprobada');
      await expect(item).toContainText('Completada');
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe('the console at 900 px', () => {
    test.use({ viewport: { width: 900, height: 900 } });

    test('an admin pauses a program, follows its evidence and figures, and rejects one with its reason', async ({
      page,
      request,
    }) => {
      test.slow();
      await withModule(request, 'programs', async () => {
        const admin = await Member.signIn(request, EMAILS.admin);
        const ana = await Member.signIn(request, EMAILS.ana);
        const title = uniqueName('Reciclaje');
        const action = uniqueName('Contar lo que reciclaste');
        const created = await admin.post<Program>('/program', {
          title,
          budget_points: null,
          audience: { everyone: true, departments: [], groups: [] },
          actions: [
            { key: 'a1', title: action, points: 10, evidence: 'text', recurrence: 'unlimited' },
          ],
        });
        await admin.post('/program/activate', { id: created.id });
        await ana.post('/program/submit', {
          action_id: created.actions[0]!.id,
          text: 'Separé el cartón de la oficina.',
        });

        await openAdmin(page, '/admin/programs');
        await expect(page.getByRole('heading', { level: 2, name: 'Programas' })).toBeVisible();
        const row = page.locator('[data-program]').filter({ hasText: title });
        await expect(row).toContainText('Activo');
        await row.getByRole('button', { name: 'Pausar' }).click();
        await expect(row).toContainText('Pausado');
        await expectNoSeriousA11yViolations(page);

        await row.getByRole('button', { name: 'Abrir' }).click();
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await page.getByRole('tab', { name: /^Evidencias/ }).click();
        const submission = page.locator('[data-submission]').filter({ hasText: action });
        await expect(submission).toContainText('Ana Torres');
        await expect(submission).toContainText('Separé el cartón de la oficina.');
        await submission
          .getByRole('button', { name: 'Rechazar la evidencia de Ana Torres' })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Rechazar la evidencia de Ana Torres' });
        await dialog
          .getByRole('textbox', { name: /Motivo/ })
          .fill('Falta una foto del contenedor.');
        await dialog.getByRole('button', { name: 'Rechazar', exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(submission).toHaveCount(0);

        await page.getByRole('tab', { name: 'Cifras' }).click();
        await expect(page.getByRole('region', { name: 'Evidencias por estado' })).toContainText(
          'Rechazada1',
        );
        await expect(page.getByRole('region', { name: 'Presupuesto' })).toContainText(
          '0 puntos gastados · sin tope',
        );
        await expectNoSeriousA11yViolations(page);

        // Ana reads the reason on her program page.
        const mine = await ana.get<{ my_submissions: { status: string; reason: string }[] }>(
          `/program/${created.id}`,
        );
        expect(mine.my_submissions[0]).toMatchObject({
          status: 'rejected',
          reason: 'Falta una foto del contenedor.',
        });
      });
    });
  });
});
