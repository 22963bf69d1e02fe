import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { NotificationSetting } from '../api/notification-settings';

import { NotificationSettingsSection } from './notification-settings-section';

const SETTINGS: NotificationSetting[] = [
  { kind: 'post_liked', in_app: true, email: false },
  { kind: 'post_commented', in_app: true, email: false },
  { kind: 'post_boosted', in_app: false, email: false },
  { kind: 'recognition_received', in_app: true, email: true },
  { kind: 'badge_received', in_app: true, email: true },
  { kind: 'birthday', in_app: true, email: false },
  { kind: 'anniversary', in_app: true, email: true },
  { kind: 'communication_received', in_app: true, email: true },
  { kind: 'kudos_wall', in_app: true, email: false },
];

const LIKES_IN_APP = 'Me gusta en tus publicaciones: en la aplicación';

function bodyOf(request: TransportRequest): unknown {
  return JSON.parse(request.body as string);
}

describe('NotificationSettingsSection', () => {
  it('lists every kind with a switch per channel in its state', async () => {
    installFakeApi({ 'GET /user/notification_settings': ok(SETTINGS) });
    await renderWithProviders(<NotificationSettingsSection />);
    const section = await screen.findByRole('region', { name: 'Notificaciones' });
    const kinds = within(section)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent);
    expect(kinds).toEqual([
      'Me gusta en tus publicaciones',
      'Comentarios en tus publicaciones',
      'Impulsos a tus publicaciones',
      'Reconocimientos recibidos',
      'Insignias recibidas',
      'Tu cumpleaños',
      'Tu aniversario laboral',
      'Comunicados recibidos',
      'Otros avisos (kudos_wall)',
    ]);
    expect(within(section).getAllByRole('switch')).toHaveLength(SETTINGS.length * 2);
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No existe el tipo de notificación «post_liked».',
    );
    expect(likes).toBeChecked();
    expect(likes).toBeEnabled();
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ 'GET /user/notification_settings': fail(500, 'internal', 'Falló') });
    await renderWithProviders(<NotificationSettingsSection />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('names each kind in English', async () => {
    installFakeApi({ 'GET /user/notification_settings': ok(SETTINGS) });
    await renderWithProviders(<NotificationSettingsSection />, { lng: 'en' });
    expect(
      await screen.findByRole('switch', { name: 'Likes on your posts: in the app' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Boosts to your posts: by e-mail' }),
    ).toBeInTheDocument();
  });
});
