import { EMAILS, Member, openFeed, postCard, uniqueMessage } from './recognition-support';
import { expect, test } from './support';

test('the author edits the message of her recognition and it shows "editado"', async ({
  page,
  request,
}) => {
  const original = uniqueMessage('Gracias por la demo');
  const edited = `${original} (y por las preguntas)`;
  const ana = await Member.signIn(request, EMAILS.ana);
  await ana.recognise({ to: [EMAILS.jorge], type: 'Gracias', amount: 3, message: original });

  await openFeed(page, EMAILS.ana);
  const card = postCard(page, original);
  await card.getByRole('button', { name: 'Más acciones de la publicación' }).click();
  await page.getByRole('menuitem', { name: 'Editar mensaje' }).click();
  const field = card.getByRole('textbox', { name: 'Mensaje' });
  await expect(field).toBeFocused();
  await field.fill(edited);
  await card.getByRole('button', { name: 'Guardar mensaje' }).click();

  const updated = postCard(page, edited);
  await expect(updated).toContainText('(editado)');
  await expect(updated.getByRole('textbox')).toHaveCount(0);
  await page.reload();
  await expect(postCard(page, edited)).toContainText('(editado)');
});

test('someone else has no way to edit the message', async ({ page, request }) => {
  const message = uniqueMessage('Gracias por el café');
  const ana = await Member.signIn(request, EMAILS.ana);
  await ana.recognise({ to: [EMAILS.jorge], type: 'Gracias', amount: 2, message });
  await openFeed(page, EMAILS.jorge);
  await expect(postCard(page, message)).toBeVisible();
  await expect(
    postCard(page, message).getByRole('button', { name: 'Más acciones de la publicación' }),
  ).toHaveCount(0);
});
