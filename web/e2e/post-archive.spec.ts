import { EMAILS, Member, openFeed, postCard, uniqueMessage } from './recognition-support';
import { expect, test } from './support';

test('the admin archives a post and it leaves the feed', async ({ page, request }) => {
  const message = uniqueMessage('Por cubrir el turno del sábado');
  const luis = await Member.signIn(request, EMAILS.leader);
  await luis.recognise({ to: [EMAILS.diego], type: 'Gracias', amount: 4, message });

  await openFeed(page, EMAILS.admin);
  const card = postCard(page, message);
  await card.getByRole('button', { name: 'Más acciones de la publicación' }).click();
  await page.getByRole('menuitem', { name: 'Archivar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Archivar esta publicación?' });
  await confirm.getByRole('button', { name: 'Archivar' }).click();
  await expect(card).toHaveCount(0);
  await expect(
    page.getByText('La publicación se archivó y ya no aparece en el muro.'),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(postCard(page, message)).toHaveCount(0);
});

test('a member has no "Archivar" in the post menu', async ({ page, request }) => {
  const message = uniqueMessage('Gracias por el apoyo');
  const ana = await Member.signIn(request, EMAILS.ana);
  await ana.recognise({ to: [EMAILS.diego], type: 'Gracias', amount: 2, message });
  await openFeed(page, EMAILS.ana);
  await postCard(page, message)
    .getByRole('button', { name: 'Más acciones de la publicación' })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Editar mensaje' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Archivar' })).toHaveCount(0);
});
