import { EMAILS, Member, openFeed, postCard, uniqueMessage } from './recognition-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

test('María comments, replies, likes and reacts on a post', async ({ page, request }) => {
  const message = uniqueMessage('Gran trabajo en la migración');
  const ana = await Member.signIn(request, EMAILS.ana);
  await ana.recognise({ to: [EMAILS.carlos], type: 'Gracias', amount: 5, message });

  await openFeed(page, EMAILS.maria);
  const card = postCard(page, message);
  await expect(card).toBeVisible();

  // Like, then see who liked.
  const like = card.getByRole('button', { name: 'Me gusta' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'Ver a quién le gusta: 1 persona' }).click();
  const likes = page.getByRole('dialog', { name: 'A quién le gusta' });
  await expect(likes.getByRole('listitem')).toHaveCount(1);
  await expect(likes.getByRole('listitem')).toContainText('María López');
  await likes.getByRole('button', { name: 'Cerrar' }).click();
  await expect(likes).toBeHidden();

  // React with 🎉 from the picker; the chip counts it and shows it as mine.
  await card.getByRole('button', { name: 'Agregar una reacción' }).click();
  await page.getByRole('button', { name: 'Reaccionar con 🎉' }).click();
  const chip = card.getByRole('button', { name: '🎉: 1 reacción' });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  // Comment, then reply to the comment.
  await card.getByRole('button', { name: '0 comentarios' }).click();
  await expect(card.getByText('Aún no hay comentarios. ¡Escribe el primero!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card
    .getByRole('textbox', { name: 'Escribe un comentario' })
    .fill('¡Felicitaciones, Carlos!');
  await card.getByRole('button', { name: 'Comentar', exact: true }).click();
  const comment = card.getByRole('listitem', { name: 'Comentario de María López' });
  await expect(comment).toContainText('¡Felicitaciones, Carlos!');
  await expect(card.getByRole('button', { name: '1 comentario' })).toBeVisible();

  await comment.getByRole('button', { name: 'Responder' }).click();
  await card.getByRole('textbox', { name: 'Responder a María López' }).fill('Y gracias a Ana.');
  await card.getByRole('button', { name: 'Responder', exact: true }).last().click();
  const replies = card.getByRole('list', { name: 'Respuestas a María López' });
  await expect(replies.getByRole('listitem')).toHaveCount(1);
  await expect(replies).toContainText('Y gracias a Ana.');
  await expect(card.getByRole('button', { name: '2 comentarios' })).toBeVisible();

  // Everything is still there after a reload.
  await page.reload();
  const reloaded = postCard(page, message);
  await expect(reloaded.getByRole('button', { name: 'Me gusta' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reloaded.getByRole('button', { name: '🎉: 1 reacción' })).toBeVisible();
  await expect(reloaded.getByRole('button', { name: '2 comentarios' })).toBeVisible();
});
