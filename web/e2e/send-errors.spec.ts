import { EMAILS, Member, openFeed } from './recognition-support';
import { expect, test } from './support';

test('rule errors are shown next to their field in Spanish', async ({ page, request }) => {
  // Valentina's profile says English; this test reads the Spanish texts.
  const valentina = await Member.signIn(request, EMAILS.valentina);
  await valentina.setLanguage('spanish');
  await openFeed(page, EMAILS.valentina);
  await page.getByRole('button', { name: 'Reconocer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reconocer a alguien' });

  // The picker never offers yourself.
  const people = dialog.getByRole('combobox', { name: /Personas a reconocer/ });
  await people.fill('Valentina');
  await expect(page.getByRole('option', { name: /Valentina Rojas/ })).toHaveCount(0);
  await people.fill('Carl');
  await page.getByRole('option', { name: /Carlos Ruiz/ }).click();
  await dialog.getByRole('radio', { name: /Gracias/ }).check();

  // Above the type's maximum: refused before sending, next to the amount.
  const amount = dialog.getByRole('spinbutton', { name: /Puntos por persona/ });
  await amount.fill('80');
  await dialog.getByRole('button', { name: 'Enviar reconocimiento' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Los puntos de este tipo deben estar entre 1 y 50.')).toBeVisible();

  // The server's rule: Valentina spends her points elsewhere while the dialog is open, so the
  // balance the dialog knows is stale and the server refuses the send.
  const { give_balance: balance } = await valentina.points();
  const others = [EMAILS.ana, EMAILS.jorge, EMAILS.maria, EMAILS.sofia, EMAILS.diego];
  const each = Math.min(150, Math.floor((balance - 5) / others.length));
  await valentina.recognise({ to: others, type: 'Innovación', amount: each, message: 'Equipo' });
  const left = (await valentina.points()).give_balance;
  expect(left).toBeLessThan(20);

  await amount.fill('20');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/send_feedback'));
  await dialog.getByRole('button', { name: 'Enviar reconocimiento' }).click();
  expect((await answer).status()).toBe(422);
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  const helper = dialog.locator(`[id="${await amount.getAttribute('aria-describedby')}"]`);
  await expect(helper).toHaveText('No tienes puntos suficientes para dar.');
  await expect(dialog).toBeVisible();
});
