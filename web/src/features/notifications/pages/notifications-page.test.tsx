import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Notification } from '../api/notifications';
import { everyKind, listPage, makeNotification } from '../testing/notification-fixture';

import { NotificationsPage } from './notifications-page';

function PostTarget() {
  return <p>Publicación {useParams().id}</p>;
}

function CommunicationTarget() {
  return <p>Comunicado {useParams().id}</p>;
}

async function renderPage(lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/post/:id" element={<PostTarget />} />
        <Route path="/communications/:id" element={<CommunicationTarget />} />
      </Routes>
      <ToastHost />
    </>,
    { lng, route: '/notifications' },
  );
}

/** The list and the count as a fake server holding `items` answers them. */
function serverWith(items: Notification[], extra: FakeRoutes = {}): string[] {
  const unread = () => items.filter((n) => !n.read).length;
  return installFakeApi({
    'GET /user/notification': () => listPage([...items]),
    'GET /user/notification_count': () => ok({ notification_count: unread(), pending_surveys: 0 }),
    ...extra,
  });
}

beforeEach(() => {
  useAppStore.getState().setNotificationCounts({ notificationsCount: 0, pendingSurveyCount: 0 });
});

afterEach(() => {
  useAppStore.getState().logout();
});

describe('NotificationsPage', () => {
  it('tells each kind in a sentence, the unread ones marked in words', async () => {
    serverWith(everyKind());
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Tus notificaciones' });
    const items = within(list).getAllByRole('listitem');
    const links = items.map((item) => within(item).getByRole('link'));
    expect(links[0]).toHaveAccessibleName(
      /^Sara Pérez te reconoció con 10 puntos\s*02\/11\/2026 a las 09:30\s*Sin leer$/,
    );
    expect(links[1]).toHaveAccessibleName(/^Sara Pérez te dio la insignia «Mentora».*Sin leer$/);
    expect(links[2]).toHaveAccessibleName(/^A Sara Pérez le gustó tu publicación/);
    expect(links[3]).toHaveAccessibleName(/^Sara Pérez comentó tu publicación/);
    expect(links[4]).toHaveAccessibleName(/^Sara Pérez impulsó tu publicación/);
    expect(within(list).getAllByText('Sin leer')).toHaveLength(2);
    expect(within(items[2]!).queryByText('Sin leer')).toBeNull();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/post/12');
    expect(document.title).toMatch(/^Notificaciones · /);
  });

  it('speaks English, with the badge’s English name', async () => {
    serverWith(everyKind());
    await renderPage('en');
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getByText('Sara Pérez recognised you with 10 points')).toBeInTheDocument();
    expect(within(list).getByText('Sara Pérez gave you the “Mentor” badge')).toBeInTheDocument();
    expect(within(list).getByText('Sara Pérez liked your post')).toBeInTheDocument();
    expect(within(list).getByText('Sara Pérez commented on your post')).toBeInTheDocument();
    expect(within(list).getByText('Sara Pérez boosted your post')).toBeInTheDocument();
    expect(within(list).getAllByText('Unread')).toHaveLength(2);
  });

  it('gives a neutral subject when nobody is named, and a generic text to an unknown kind', async () => {
    serverWith([
      makeNotification({ id: 3, actor: null, data: { post_id: 4, points: 1 } }),
      makeNotification({ id: 2, kind: 'post_liked', actor: null, data: {} }),
      makeNotification({ id: 1, kind: 'survey_assigned', link: null, data: { whatever: [] } }),
    ]);
    await renderPage();
    expect(await screen.findByText('Recibiste un reconocimiento de 1 punto')).toBeInTheDocument();
    expect(screen.getByText('A alguien le gustó tu publicación')).toBeInTheDocument();
    expect(screen.getByText('Tienes una notificación nueva')).toBeInTheDocument();
  });

  it('wishes a happy birthday and work anniversary, with the years and points', async () => {
    serverWith([
      makeNotification({ id: 4, kind: 'birthday', actor: null, data: { post_id: 20 } }),
      makeNotification({
        id: 3,
        kind: 'anniversary',
        actor: null,
        data: { post_id: 21, years: 5, points: 100 },
      }),
      makeNotification({
        id: 2,
        kind: 'anniversary',
        actor: null,
        data: { post_id: 22, years: 1, points: 0 },
      }),
    ]);
    const { unmount } = await renderPage();
    expect(
      await screen.findByText('¡Feliz cumpleaños! Tu organización lo celebra contigo en el muro'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('¡Feliz aniversario laboral: 5 años y 100 puntos para ti!'),
    ).toBeInTheDocument();
    expect(screen.getByText('¡Feliz aniversario laboral: 1 año!')).toBeInTheDocument();
    unmount();

    await renderPage('en');
    expect(
      await screen.findByText('Happy work anniversary: 5 years, and 100 points for you!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Happy work anniversary: 1 year!')).toBeInTheDocument();
  });

  it('tells of replies, points given and a declined deletion request', async () => {
    serverWith([
      makeNotification({ id: 7, kind: 'comment_replied', data: { post_id: 20, actor_id: 3 } }),
      makeNotification({ id: 6, kind: 'points_granted', data: { points: 30, actor_id: 3 } }),
      makeNotification({
        id: 5,
        kind: 'deletion_declined',
        actor: null,
        data: { request_id: 9, note: 'Tienes pedidos pendientes.' },
      }),
    ]);
    const { unmount } = await renderPage();
    expect(await screen.findByText(/respondió tu comentario/)).toBeInTheDocument();
    expect(screen.getByText(/te dio 30 puntos para reconocer/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tu solicitud para eliminar tu cuenta fue rechazada: Tienes pedidos pendientes.',
      ),
    ).toBeInTheDocument();
    unmount();

    await renderPage('en');
    expect(await screen.findByText(/replied to your comment/)).toBeInTheDocument();
    expect(screen.getByText(/gave you 30 points to recognise others/)).toBeInTheDocument();
  });

  it('tells of a communication by its title and leads to its page', async () => {
    const user = userEvent.setup();
    const communication = makeNotification({
      id: 8,
      kind: 'communication_received',
      data: { communication_id: 7, title: 'Cierre de oficina el viernes' },
      link: '/communications/7',
    });
    serverWith(
      [
        communication,
        makeNotification({
          id: 4,
          kind: 'communication_received',
          actor: null,
          read: true,
          read_at: 1,
          data: { communication_id: 3 },
          link: '/communications/3',
        }),
      ],
      { 'POST /user/notification/8/read': ok({ id: 8, read: true }) },
    );
    const { unmount } = await renderPage();
    const link = await screen.findByRole('link', {
      name: /^Sara Pérez te envió un comunicado: «Cierre de oficina el viernes»/,
    });
    expect(link).toHaveAttribute('href', '/communications/7');
    expect(screen.getByText('Recibiste un comunicado')).toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByText('Comunicado 7')).toBeInTheDocument();
    unmount();

    await renderPage('en');
    expect(
      await screen.findByText(
        'Sara Pérez sent you a communication: “Cierre de oficina el viernes”',
      ),
    ).toBeInTheDocument();
  });

  it('tells of an order item’s new status by its product, and leads to the order', async () => {
    const order = (id: number, data: Record<string, unknown>) =>
      makeNotification({
        id,
        kind: 'order_status',
        actor: null,
        data: { order_id: 12, item_id: 41, ...data },
        link: '/orders/12',
      });
    serverWith([
      order(4, { name: 'Taza Aplauso', name_en: 'Aplauso mug', status: 'shipped' }),
      order(3, {
        name: 'Día libre',
        status: 'rejected',
        reason: 'La fecha elegida no está disponible',
      }),
      order(2, { name: 'Entrada de cine', status: 'delivered' }),
      order(1, { status: 'archived' }),
    ]);
    const { unmount } = await renderPage();
    expect(
      await screen.findByRole('link', { name: /^Tu pedido de «Taza Aplauso» fue enviado/ }),
    ).toHaveAttribute('href', '/orders/12');
    expect(
      screen.getByText(
        'Tu pedido de «Día libre» fue rechazado: La fecha elegida no está disponible',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Tu pedido de «Entrada de cine» fue entregado')).toBeInTheDocument();
    expect(screen.getByText('Tu pedido cambió de estado')).toBeInTheDocument();
    unmount();

    await renderPage('en');
    expect(
      await screen.findByText('Your order of “Aplauso mug” has been shipped'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your order of “Día libre” was rejected: La fecha elegida no está disponible',
      ),
    ).toBeInTheDocument();
  });

  it('tells of a prize an admin gave, by its name in the reader’s language and with the note', async () => {
    const gift = (id: number, data: Record<string, unknown>, actor = makeNotification().actor) =>
      makeNotification({
        id,
        kind: 'product_gift',
        actor,
        data: { order_id: 20 + id, ...data },
        link: `/orders/${20 + id}`,
      });
    serverWith([
      gift(4, { name: 'Taza Aplauso', name_en: 'Aplauso mug', note: null }),
      gift(3, { name: 'Día libre', name_en: null, note: '¡Gracias por el cierre!' }),
      gift(2, { name: 'Entrada de cine', name_en: 'Cinema ticket', note: '' }, null),
      gift(1, { note: null }, null),
    ]);
    const { unmount } = await renderPage();
    expect(
      await screen.findByRole('link', { name: /^Sara Pérez te regaló «Taza Aplauso»/ }),
    ).toHaveAttribute('href', '/orders/24');
    expect(
      screen.getByText('Sara Pérez te regaló «Día libre»: ¡Gracias por el cierre!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Te regalaron «Entrada de cine»')).toBeInTheDocument();
    expect(screen.getByText('Te regalaron un premio')).toBeInTheDocument();
    unmount();

    await renderPage('en');
    expect(await screen.findByText('Sara Pérez gave you “Aplauso mug”')).toBeInTheDocument();
    expect(
      screen.getByText('Sara Pérez gave you “Día libre”: ¡Gracias por el cierre!'),
    ).toBeInTheDocument();
    expect(screen.getByText('You were given “Cinema ticket”')).toBeInTheDocument();
    expect(screen.getByText('You were given a prize')).toBeInTheDocument();
  });

  it('tells of a decided point request, with its note or reason, and leads to the profile', async () => {
    const decided = (id: number, data: Record<string, unknown>, actor = makeNotification().actor) =>
      makeNotification({
        id,
        kind: 'point_request_decided',
        actor,
        data: { request_id: 5, ...data },
        link: '/profile',
      });
    serverWith([
      decided(4, { amount: 500, status: 'approved', note: null }),
      decided(3, { amount: 1, status: 'approved', note: '¡Bien hecho!' }, null),
      decided(2, { amount: 300, status: 'rejected', note: 'Ya se reconoció en el muro.' }),
      decided(1, { status: 'pending' }),
    ]);
    const { unmount } = await renderPage();
    expect(
      await screen.findByRole('link', { name: /^Sara Pérez aprobó tu solicitud de 500 puntos/ }),
    ).toHaveAttribute('href', '/profile');
    expect(
      screen.getByText('Tu solicitud de 1 punto fue aprobada: ¡Bien hecho!'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sara Pérez rechazó tu solicitud de 300 puntos: Ya se reconoció en el muro.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Tu solicitud de puntos ya tiene respuesta')).toBeInTheDocument();
    unmount();

    await renderPage('en');
    expect(
      await screen.findByText('Sara Pérez approved your request for 500 points'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sara Pérez rejected your request for 300 points: Ya se reconoció en el muro.',
      ),
    ).toBeInTheDocument();
  });

  it('marks an item read when it is opened and goes where it leads', async () => {
    const user = userEvent.setup();
    const items = everyKind();
    const seen = serverWith(items, {
      'POST /user/notification/5/read': () => {
        items[0] = { ...items[0]!, read: true, read_at: Date.now() };
        return ok({ id: 5, read: true });
      },
    });
    useAppStore.getState().setNotificationCounts({ notificationsCount: 2, pendingSurveyCount: 0 });
    await renderPage();
    await user.click(
      await screen.findByRole('link', { name: /Sara Pérez te reconoció con 10 puntos/ }),
    );

    expect(await screen.findByText('Publicación 12')).toBeInTheDocument();
    await waitFor(() => expect(seen).toContain('POST /user/notification/5/read'));
    await waitFor(() => expect(useAppStore.getState().notificationsCount).toBe(1));
  });

  it('marks all read at once, and offers it only while something is unread', async () => {
    const user = userEvent.setup();
    const items = everyKind();
    const seen = serverWith(items, {
      'POST /user/notification/read_all': () => {
        items.forEach((n, i) => (items[i] = { ...n, read: true, read_at: Date.now() }));
        return ok({ marked: 2 });
      },
    });
    useAppStore.getState().setNotificationCounts({ notificationsCount: 2, pendingSurveyCount: 0 });
    await renderPage();
    await screen.findByRole('list', { name: 'Tus notificaciones' });
    const markAll = screen.getByRole('button', { name: 'Marcar todas como leídas' });
    expect(markAll).toBeEnabled();

    await user.click(markAll);

    expect(
      await screen.findByText('Marcaste todas tus notificaciones como leídas.'),
    ).toBeInTheDocument();
    expect(seen).toContain('POST /user/notification/read_all');
    await waitFor(() => expect(markAll).toBeDisabled());
    expect(screen.queryByText('Sin leer')).toBeNull();
    expect(useAppStore.getState().notificationsCount).toBe(0);
  });

  it('keeps "mark all" off when everything is read', async () => {
    serverWith([makeNotification({ read: true, read_at: 1 })]);
    await renderPage();
    await screen.findByRole('list', { name: 'Tus notificaciones' });
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });

  it('says so when there is nothing', async () => {
    serverWith([]);
    await renderPage();
    expect(await screen.findByText('No tienes notificaciones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });

  it('shows a failed load with a retry that reads again', async () => {
    const user = userEvent.setup();
    let failing = true;
    installFakeApi({
      'GET /user/notification': () =>
        failing ? fail(500, 'internal', 'Falló') : listPage([makeNotification()]),
    });
    await renderPage();
    const alert = await screen.findByRole('alert');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('link', { name: /Sara Pérez te reconoció con 10 puntos/ }),
    ).toBeInTheDocument();
  });

  it('loads the next page on demand', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /user/notification': (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('page') === '2'
          ? listPage([makeNotification({ id: 1, kind: 'post_boosted' })], {
              page: 2,
              total: 21,
              hasMore: false,
            })
          : listPage([makeNotification({ id: 2 })], { total: 21, hasMore: true }),
    });
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Sara Pérez impulsó tu publicación')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });
});
