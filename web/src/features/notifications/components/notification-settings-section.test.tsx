import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { NotificationSetting } from '../api/notification-settings';
import type { WhatsAppOptIn } from '../api/whatsapp-opt-in';

import { NotificationSettingsSection } from './notification-settings-section';

const SETTINGS: NotificationSetting[] = [
  { kind: 'post_liked', in_app: true, email: false, whatsapp: false },
  { kind: 'post_commented', in_app: true, email: false, whatsapp: false },
  { kind: 'post_boosted', in_app: false, email: false, whatsapp: false },
  { kind: 'recognition_received', in_app: true, email: true, whatsapp: false },
  { kind: 'badge_received', in_app: true, email: true, whatsapp: false },
  { kind: 'birthday', in_app: true, email: false, whatsapp: false },
  { kind: 'anniversary', in_app: true, email: true, whatsapp: false },
  { kind: 'communication_received', in_app: true, email: true, whatsapp: false },
  { kind: 'product_gift', in_app: true, email: true, whatsapp: false },
  { kind: 'kudos_wall', in_app: true, email: false, whatsapp: false },
];

const LIKES_IN_APP = 'Me gusta en tus publicaciones: en la aplicación';

/** Every kind the server raises today, and one this app does not know. */
const EVERY_KIND: NotificationSetting[] = [
  'recognition_received',
  'badge_received',
  'post_liked',
  'post_commented',
  'post_boosted',
  'comment_replied',
  'birthday',
  'anniversary',
  'points_granted',
  'deletion_declined',
  'communication_received',
  'point_request_decided',
  'order_status',
  'product_gift',
  'wishlist_affordable',
  'kudos_wall',
].map((kind) => ({ kind, in_app: true, email: false, whatsapp: false }));

/** The groups in their order, each with its kinds by name. */
const GROUPS_ES = {
  'Reconocimientos y publicaciones': [
    'Comentarios en tus publicaciones',
    'Impulsos a tus publicaciones',
    'Insignias recibidas',
    'Me gusta en tus publicaciones',
    'Reconocimientos recibidos',
    'Respuestas a tus comentarios',
  ],
  'Puntos y solicitudes': [
    'Puntos para reconocer que te asignan',
    'Respuestas a tus solicitudes de puntos',
  ],
  'Catálogo y pedidos': [
    'Cómo van tus pedidos',
    'Productos guardados que ya te alcanzan',
    'Regalos de premios',
  ],
  Comunicados: ['Comunicados recibidos'],
  Celebraciones: ['Tu aniversario laboral', 'Tu cumpleaños'],
  Cuenta: ['Tu solicitud de eliminar la cuenta'],
  Otras: ['Otros avisos (kudos_wall)'],
};

/** The kinds a group's list names, in order. */
function kindsIn(list: HTMLElement): (string | null | undefined)[] {
  return within(list)
    .getAllByRole('group')
    .map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? ''))
    .map((label) => label?.textContent);
}

const WHATSAPP_OFF: WhatsAppOptIn = { phone: null, active: false, available: true };
const WHATSAPP_ON: WhatsAppOptIn = { phone: '+34600111222', active: true, available: true };

function bodyOf(request: TransportRequest): unknown {
  return JSON.parse(request.body as string);
}

describe('NotificationSettingsSection', () => {
  it('lists every kind with a switch per channel in its state', async () => {
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
    });
    await renderWithProviders(<NotificationSettingsSection />);
    const section = await screen.findByRole('region', { name: 'Notificaciones' });
    // Each kind is named by its module's words, which load with the section.
    const kinds = (await within(section).findAllByRole('group'))
      .map((group) => group.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent);
    expect(kinds).toEqual([
      'Comentarios en tus publicaciones',
      'Impulsos a tus publicaciones',
      'Insignias recibidas',
      'Me gusta en tus publicaciones',
      'Reconocimientos recibidos',
      'Regalos de premios',
      'Comunicados recibidos',
      'Tu aniversario laboral',
      'Tu cumpleaños',
      'Otros avisos (kudos_wall)',
    ]);
    // Three channels per kind, and the member's own WhatsApp switch.
    expect(within(section).getAllByRole('switch')).toHaveLength(SETTINGS.length * 3 + 1);
    expect(screen.getByRole('switch', { name: LIKES_IN_APP })).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Me gusta en tus publicaciones: por correo' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Reconocimientos recibidos: por correo' }),
    ).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Impulsos a tus publicaciones: en la aplicación' }),
    ).not.toBeChecked();
  });

  it('groups the kinds by what they are about, under headings in a fixed order', async () => {
    installFakeApi({
      'GET /user/notification_settings': ok(EVERY_KIND),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
    });
    await renderWithProviders(<NotificationSettingsSection />);
    const section = await screen.findByRole('region', { name: 'Notificaciones' });
    await within(section).findByRole('switch', { name: LIKES_IN_APP });
    // The section's title, then the kinds' title, then a heading per group, in that order.
    expect(
      within(section)
        .getAllByRole('heading')
        .map((heading) => [heading.tagName, heading.textContent]),
    ).toEqual([
      ['H2', 'Notificaciones'],
      ['H3', 'Mensajes por WhatsApp'],
      ['H3', 'Por tipo de aviso'],
      ...Object.keys(GROUPS_ES).map((group) => ['H4', group]),
    ]);
    // Each group lists its kinds, by name.
    for (const [group, names] of Object.entries(GROUPS_ES)) {
      expect(kindsIn(within(section).getByRole('list', { name: group })), group).toEqual(names);
    }
    expect(within(section).getAllByRole('switch')).toHaveLength(EVERY_KIND.length * 3 + 1);
  });

  it('groups and orders the kinds by their names in English', async () => {
    installFakeApi({
      'GET /user/notification_settings': ok(EVERY_KIND),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
    });
    await renderWithProviders(<NotificationSettingsSection />, { lng: 'en' });
    const section = await screen.findByRole('region', { name: 'Notifications' });
    await within(section).findByRole('switch', { name: 'Likes on your posts: in the app' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Recognitions and posts',
      'Points and requests',
      'Catalog and orders',
      'Communications',
      'Celebrations',
      'Account',
      'Other',
    ]);
    expect(kindsIn(within(section).getByRole('list', { name: 'Recognitions and posts' }))).toEqual([
      'Badges received',
      'Boosts to your posts',
      'Comments on your posts',
      'Likes on your posts',
      'Recognitions received',
      'Replies to your comments',
    ]);
    expect(kindsIn(within(section).getByRole('list', { name: 'Other' }))).toEqual([
      'Other notices (kudos_wall)',
    ]);
  });

  it('shows which column is which once per group, leaving each switch its own name', async () => {
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
    });
    await renderWithProviders(<NotificationSettingsSection />);
    const celebrations = await screen.findByRole('list', { name: 'Celebraciones' });
    const heads = screen.getByRole('heading', {
      level: 4,
      name: 'Celebraciones',
    }).nextElementSibling;
    expect(heads).toHaveAttribute('aria-hidden', 'true');
    expect(heads).toHaveTextContent(/^AppCorreoWhatsApp$/);
    expect(
      within(celebrations)
        .getAllByRole('switch')
        .map((control) => control.getAttribute('aria-label')),
    ).toEqual([
      'Tu aniversario laboral: en la aplicación',
      'Tu aniversario laboral: por correo',
      'Tu aniversario laboral: por WhatsApp',
      'Tu cumpleaños: en la aplicación',
      'Tu cumpleaños: por correo',
      'Tu cumpleaños: por WhatsApp',
    ]);
  });

  it.each([
    {
      name: LIKES_IN_APP,
      change: { kind: 'post_liked', in_app: false },
      checkedAfter: false,
    },
    {
      name: 'Comentarios en tus publicaciones: por correo',
      change: { kind: 'post_commented', email: true },
      checkedAfter: true,
    },
  ])('saves one channel at once: $name', async ({ name, change, checkedAfter }) => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
      'POST /user/notification_settings': (request) => {
        sent.push(bodyOf(request));
        return ok(SETTINGS.map((s) => (s.kind === change.kind ? { ...s, ...change } : s)));
      },
    });
    await renderWithProviders(<NotificationSettingsSection />);
    const control = await screen.findByRole('switch', { name });
    await user.click(control);
    await waitFor(() => expect(control).toBeEnabled());
    expect((control as HTMLInputElement).checked).toBe(checkedAfter);
    expect(sent).toEqual([{ settings: [change] }]);
  });

  it('shows the server’s reason when a change is refused, and keeps the old state', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
      'POST /user/notification_settings': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: 'No existe el tipo de notificación «post_liked».',
          details: { fields: { settings: 'No existe el tipo de notificación «post_liked».' } },
        },
      },
    });
    await renderWithProviders(<NotificationSettingsSection />);
    const likes = await screen.findByRole('switch', { name: LIKES_IN_APP });
    await user.click(likes);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No existe el tipo de notificación «post_liked».');
    // Under its kind, in its group.
    expect(likes.closest('li')).toContainElement(alert);
    expect(screen.getByRole('list', { name: 'Reconocimientos y publicaciones' })).toContainElement(
      alert,
    );
    expect(likes).toBeChecked();
    expect(likes).toBeEnabled();
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({
      'GET /user/notification_settings': fail(500, 'internal', 'Falló'),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
    });
    await renderWithProviders(<NotificationSettingsSection />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('names each kind in English', async () => {
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
    });
    await renderWithProviders(<NotificationSettingsSection />, { lng: 'en' });
    expect(
      await screen.findByRole('switch', { name: 'Likes on your posts: in the app' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Boosts to your posts: by e-mail' }),
    ).toBeInTheDocument();
  });

  it('keeps the WhatsApp switches off, saying why, while the member has WhatsApp off', async () => {
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
    });
    await renderWithProviders(<NotificationSettingsSection />);
    const whatsapp = await screen.findByRole('switch', {
      name: 'Comunicados recibidos: por WhatsApp',
    });
    await waitFor(() => expect(whatsapp).toBeDisabled());
    expect(whatsapp).toHaveAccessibleDescription(
      'Para recibir avisos por WhatsApp, activa WhatsApp arriba con tu número.',
    );
    expect(screen.getByRole('switch', { name: LIKES_IN_APP })).toBeEnabled();
  });

  it('says the organisation does not send by WhatsApp where it does not', async () => {
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok({ ...WHATSAPP_OFF, available: false }),
    });
    await renderWithProviders(<NotificationSettingsSection />);
    const whatsapp = await screen.findByRole('switch', {
      name: 'Reconocimientos recibidos: por WhatsApp',
    });
    await waitFor(() =>
      expect(whatsapp).toHaveAccessibleDescription(
        'Tu organización no envía mensajes por WhatsApp.',
      ),
    );
    expect(whatsapp).toBeDisabled();
  });

  it('saves a kind by WhatsApp once the member has WhatsApp on', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_ON),
      'POST /user/notification_settings': (request) => {
        sent.push(bodyOf(request));
        return ok(
          SETTINGS.map((s) => (s.kind === 'communication_received' ? { ...s, whatsapp: true } : s)),
        );
      },
    });
    await renderWithProviders(<NotificationSettingsSection />);
    const whatsapp = await screen.findByRole('switch', {
      name: 'Comunicados recibidos: por WhatsApp',
    });
    await waitFor(() => expect(whatsapp).toBeEnabled());
    expect(whatsapp).not.toHaveAccessibleDescription();
    await user.click(whatsapp);
    await waitFor(() => expect(whatsapp).toBeChecked());
    expect(sent).toEqual([{ settings: [{ kind: 'communication_received', whatsapp: true }] }]);
  });

  it('lets the kinds go by WhatsApp as soon as the member turns WhatsApp on', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
      'POST /user/notification_settings_wpp': ok(WHATSAPP_ON),
    });
    await renderWithProviders(<NotificationSettingsSection />);
    const whatsapp = await screen.findByRole('switch', { name: 'Tu cumpleaños: por WhatsApp' });
    await user.type(
      await screen.findByRole('textbox', { name: /^Número de WhatsApp/ }),
      '+34 600 11 12 22',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(whatsapp).toBeEnabled());
    expect(
      screen.queryByText('Para recibir avisos por WhatsApp, activa WhatsApp arriba con tu número.'),
    ).toBeNull();
  });

  it('is brought into view and focused when opened at its anchor (the top bar panels link it)', async () => {
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
    });
    const scrolled: Element[] = [];
    const scrollIntoView = vi
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(function (this: Element) {
        scrolled.push(this);
      });
    try {
      await renderWithProviders(<NotificationSettingsSection />, {
        route: '/profile/settings#notification-settings',
      });
      const section = await screen.findByRole('region', { name: 'Notificaciones' });
      expect(section).toHaveAttribute('id', 'notification-settings');
      await waitFor(() => expect(section).toHaveFocus());
      expect(scrolled).toEqual([section]);
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('stays where it is when opened without its anchor', async () => {
    installFakeApi({
      'GET /user/notification_settings': ok(SETTINGS),
      'GET /user/notification_settings_wpp': ok(WHATSAPP_OFF),
    });
    await renderWithProviders(<NotificationSettingsSection />, { route: '/profile/settings' });
    const section = await screen.findByRole('region', { name: 'Notificaciones' });
    await screen.findByRole('switch', { name: LIKES_IN_APP });
    expect(section).not.toHaveFocus();
  });
});
