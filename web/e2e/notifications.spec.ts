import { EMAILS, Member, postCard, uniqueMessage } from './recognition-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
  openProfilePart,
} from './support';

type Setting = { kind: string; in_app: boolean };
type Notice = { id: number; kind: string; read: boolean; data: { post_id?: number } };

test('Jorge hears of his recognition from the bell, opens the post, and turns off likes', async ({
  page,
  request,
}) => {
  const jorge = await Member.signIn(request, EMAILS.jorge);
  // Whatever the seed and other specs left: nothing unread, and likes on.
  await jorge.post('/user/notification/read_all', {});
  await jorge.post('/user/notification_settings', {
    settings: [{ kind: 'post_liked', in_app: true }],
  });
  const message = uniqueMessage('Gracias por la demo del despliegue');
  const luis = await Member.signIn(request, EMAILS.leader);
  const postId = await luis.recognise({
    to: [EMAILS.jorge],
    type: 'Gracias',
    amount: 10,
    message,
  });

  try {
    // The bell in the top bar tells of the one unread notification.
    await useSourceGlossaryIfAsked(page);
    await enterAs(page, EMAILS.jorge);
    await expect(page.getByRole('heading', { name: '¡Hola, Jorge Martínez!' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Notificaciones' }),
    ).toBeVisible();
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notificaciones, 1 sin leer');
    await expect(bell).toHaveText('1');

    // The list says what happened; the item is unread.
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Tus notificaciones' });
    // Newest first: other specs may have recognised Jorge before.
    const item = list
      .getByRole('link', { name: /Luis Herrera te reconoció con 10 puntos/ })
      .first();
    await expect(item).toBeVisible();
    await expect(item).toContainText('Sin leer');
    await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    // Opening it leads to the post, and it is no longer counted.
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/post/${postId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Publicación' })).toBeVisible();
    const card = postCard(page, message);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText('Luis Herrera reconoció a Jorge Martínez');
    await expect(bell).toHaveAccessibleName('Notificaciones');
    await expect(bell).toHaveText('');
    await expectNoSeriousA11yViolations(page);

    // Likes off, from the profile: the switch saves at once.
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Mi perfil' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await openProfilePart(page, 'Ajustes');
    const likes = page.getByRole('switch', {
      name: 'Me gusta en tus publicaciones: en la aplicación',
    });
    await expect(likes).toBeChecked();
    await likes.click();
    await expect(likes).not.toBeChecked();
    await expect(likes).toBeEnabled();
    await expect
      .poll(async () => {
        const settings = await jorge.get<Setting[]>('/user/notification_settings');
        return settings.find((setting) => setting.kind === 'post_liked')?.in_app;
      })
      .toBe(false);
    await expectNoSeriousA11yViolations(page);

    // Ana likes the post, then comments on it: only the comment reaches Jorge.
    const ana = await Member.signIn(request, EMAILS.ana);
    await ana.post('/like', { post_id: postId });
    await ana.post('/comment', { post_id: postId, body: '¡Muy merecido, Jorge!' });

    // The bell moves by itself: the live stream tells of the comment (the fallback poll, for
    // when the stream is down, waits a minute).
    await expect(bell).toHaveAccessibleName('Notificaciones, 1 sin leer', { timeout: 10_000 });
    // And a banner at the top says what happened, with where it leads.
    const banner = page.getByRole('alert').filter({ hasText: 'Ana Torres comentó tu publicación' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Ver' })).toHaveAttribute(
      'href',
      `/post/${postId}`,
    );
    await banner.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(banner).toBeHidden();
    await bell.click();
    // Newest first: the comment, then (read) the recognition; nothing about the like between.
    const items = page.getByRole('list', { name: 'Tus notificaciones' }).getByRole('listitem');
    await expect(items.nth(0)).toContainText('Ana Torres comentó tu publicación');
    await expect(items.nth(0)).toContainText('Sin leer');
    await expect(items.nth(1)).toContainText('Luis Herrera te reconoció con 10 puntos');
    await expect(items.nth(1)).not.toContainText('Sin leer');
    const notices = await jorge.get<Notice[]>('/user/notification');
    expect(
      notices.filter((notice) => notice.kind === 'post_liked' && notice.data.post_id === postId),
    ).toEqual([]);
  } finally {
    // Later specs on this server expect Jorge's likes to be on.
    await jorge.post('/user/notification_settings', {
      settings: [{ kind: 'post_liked', in_app: true }],
    });
  }
});

test('a new post in the organisation shows on an open feed without reloading', async ({
  page,
  request,
}) => {
  await enterAs(page, EMAILS.carlos);
  await expect(page.getByRole('heading', { name: 'Muro de reconocimientos' })).toBeVisible();
  const luis = await Member.signIn(request, EMAILS.leader);
  await luis.recognise({
    to: [EMAILS.sofia],
    type: 'Gracias',
    amount: 5,
    message: uniqueMessage('Gracias por cubrir el turno'),
  });
  // The feed's own poll, for when the stream is down, waits 30 s.
  await expect(page.getByRole('button', { name: /publicaci(ón|ones) nuevas?/ })).toBeVisible({
    timeout: 10_000,
  });
});
