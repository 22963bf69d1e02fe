import { EMAILS, Member, openFeed, postCard, uniqueMessage } from './recognition-support';
import { expect, openProfilePart, test } from './support';

test('Sofía boosts a recognition and her giving balance drops', async ({ page, request }) => {
  const message = uniqueMessage('Excelente atención al cliente');
  const ana = await Member.signIn(request, EMAILS.ana);
  await ana.recognise({ to: [EMAILS.carlos], type: 'Gracias', amount: 10, message });
  const sofia = await Member.signIn(request, EMAILS.sofia);
  const before = (await sofia.points()).give_balance;

  await openFeed(page, EMAILS.sofia);
  const card = postCard(page, message);
  await card.getByRole('button', { name: 'Impulsar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impulsar reconocimiento' });
  const amount = dialog.getByRole('spinbutton', { name: /Puntos por persona/ });
  await amount.fill('7');
  await expect(dialog.getByTestId('boost-total')).toHaveText(`Total: 7 de tus ${before} puntos`);
  await dialog.getByRole('button', { name: 'Impulsar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Te quedan ${before - 7} puntos para dar.`, { exact: false }),
  ).toBeVisible();
  await expect(card.getByTestId('post-points')).toHaveText(
    '10 puntos por persona · 17 en total · 7 por impulsos',
  );

  expect((await sofia.points()).give_balance).toBe(before - 7);
  await page.getByRole('link', { name: 'Mi perfil' }).click();
  await openProfilePart(page, 'Billetera');
  await expect(page.getByTestId('give-balance')).toHaveText(String(before - 7));
  const latest = page.getByRole('table', { name: 'Historial de puntos' }).getByRole('row').nth(1);
  await expect(latest).toContainText('Impulso');
  await expect(latest).toContainText('-7');
});
