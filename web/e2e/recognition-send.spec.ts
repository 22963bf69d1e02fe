import { EMAILS, Member, openFeed, uniqueMessage } from './recognition-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
  openProfilePart,
} from './support';

test('Ana recognises Carlos from the dialog; the post tops the feed and Carlos gets the points', async ({
  page,
  request,
}) => {
  const carlos = await Member.signIn(request, EMAILS.carlos);
  const before = (await carlos.points()).redeem_balance;
  const message = uniqueMessage('¡Gracias por revisar el informe!');

  await openFeed(page, EMAILS.ana);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Reconocer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Reconocer a alguien' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: /Personas a reconocer/ }).fill('Carl');
  await page.getByRole('option', { name: /Carlos Ruiz/ }).click();
  await dialog.getByRole('radio', { name: /Gracias/ }).check();
  const amount = dialog.getByRole('spinbutton', { name: /Puntos por persona/ });
  await amount.fill('20');
  await expect(dialog.getByTestId('send-total')).toContainText('Total: 20 de tus');
  await dialog.getByRole('button', { name: /Colaboración/ }).click();
  await expect(dialog.getByRole('button', { name: /Colaboración/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill(message);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Enviar reconocimiento' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/¡Reconocimiento enviado!/)).toBeVisible();

  const first = page.getByRole('article').first();
  await expect(first).toContainText(message);
  await expect(first.getByRole('heading')).toHaveText('Ana Torres reconoció a Carlos Ruiz');
  await expect(first).toContainText('Gracias');
  await expect(first).toContainText('Colaboración');
  await expect(first.getByTestId('post-points')).toHaveText('20 puntos por persona · 20 en total');
  await expect(first).toContainText('Hoy');

  // Carlos sees his redeem balance grow by 20.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await useSourceGlossaryIfAsked(page);
  await enterAs(page, EMAILS.carlos);
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Mi perfil' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await openProfilePart(page, 'Billetera');
  await expect(page.getByTestId('redeem-balance')).toHaveText(String(before + 20));
  const history = page.getByRole('table', { name: 'Historial de puntos' });
  await expect(history.getByRole('row').nth(1)).toContainText('Reconocimiento');
  await expect(history.getByRole('row').nth(1)).toContainText('+20');
  await expect(history.getByRole('row').nth(1)).toContainText('Ana Torres');
  await expectNoSeriousA11yViolations(page);
});
