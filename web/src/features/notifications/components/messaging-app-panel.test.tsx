import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { NotificationSetting } from '../api/notification-settings';
import type { WhatsAppOptIn } from '../api/whatsapp-opt-in';
import { frame } from '../frame';

import { MessagingAppButton } from './messaging-app-button';
import { MessagingAppPanelHost } from './messaging-app-panel-host';

const NONE: WhatsAppOptIn = { phone: null, active: false, available: true };
const ON: WhatsAppOptIn = { phone: '+34600111222', active: true, available: true };

const SETTINGS: NotificationSetting[] = [
  { kind: 'post_liked', in_app: true, email: false, whatsapp: false },
  { kind: 'recognition_received', in_app: true, email: true, whatsapp: true },
  { kind: 'birthday', in_app: true, email: false, whatsapp: false },
];

function bodyOf(request: TransportRequest): unknown {
  return JSON.parse(request.body as string);
}

/** The fake server: the member's opt-in and settings, each save recorded and answered. */
function server(
  optIn: WhatsAppOptIn,
  saveOptIn: (body: unknown) => FakeReply = () => ok(ON),
): { optIns: unknown[]; settings: unknown[]; seen: string[] } {
  const optIns: unknown[] = [];
  const settings: unknown[] = [];
  let current = SETTINGS;
  const seen = installFakeApi({
    'GET /user/notification_settings_wpp': ok(optIn),
    'POST /user/notification_settings_wpp': (request) => {
      optIns.push(bodyOf(request));
      return saveOptIn(bodyOf(request));
    },
    'GET /user/notification_settings': () => ok(current),
    'POST /user/notification_settings': (request) => {
      const body = bodyOf(request) as { settings: Partial<NotificationSetting>[] };
      settings.push(body);
      const [change] = body.settings;
      current = current.map((s) => (s.kind === change?.kind ? { ...s, ...change } : s));
      return ok(current);
    },
  });
  return { optIns, settings, seen };
}

const flag = () => useAppStore.getState().messagingAppPanelOpen;

/** Where the app is, and a way to another screen (as a link of the screen behind would be). */
function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.hash}`}</p>
      <button type="button" onClick={() => void navigate('/catalog')}>
        Ir al catálogo
      </button>
    </>
  );
}

beforeEach(() => {
  useAppStore.getState().setServices({ messaging_app: true, notifications: true, profile: true });
});

afterEach(() => {
  act(() => useAppStore.getState().setMessagingAppPanelOpen(false));
  useAppStore.getState().setServices(null);
});

async function renderPanel(lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <MessagingAppButton />
      <MessagingAppPanelHost />
      <Where />
    </>,
    { lng, route: '/podium' },
  );
}

/** The open panel, once its WhatsApp form has loaded. */
async function openPanel(name = 'Tu WhatsApp') {
  const panel = await screen.findByRole('dialog', { name });
  await within(panel).findByRole('textbox');
  return panel;
}

describe('MessagingAppPanel', () => {
  it('opens from the top bar button and closes with its button, giving the focus back', async () => {
    const user = userEvent.setup();
    server(ON);
    await renderPanel();
    const opener = screen.getByRole('button', { name: 'Tu WhatsApp' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    expect(flag()).toBe(true);
    const panel = await openPanel();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Tu WhatsApp' })).toBeVisible();
    expect(
      within(panel).getByText('Recibes mensajes por WhatsApp en el +34600111222.'),
    ).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Cerrar el panel de WhatsApp' }));
    expect(flag()).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the store: opened by its flag, closed with Escape and on another screen', async () => {
    const user = userEvent.setup();
    server(ON);
    await renderPanel();
    act(() => useAppStore.getState().setMessagingAppPanelOpen(true));
    await openPanel();
    expect(screen.getByRole('button', { name: 'Tu WhatsApp', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(flag()).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => useAppStore.getState().setMessagingAppPanelOpen(true));
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Ir al catálogo', hidden: true }));
    expect(screen.getByTestId('where')).toHaveTextContent('/catalog');
    expect(flag()).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves a first number, which turns WhatsApp on', async () => {
    const user = userEvent.setup();
    const { optIns } = server(NONE);
    await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Tu WhatsApp' }));
    const panel = await openPanel();
    expect(within(panel).getByText('No recibes mensajes por WhatsApp.')).toBeVisible();
    await user.type(
      within(panel).getByRole('textbox', { name: /^Número de WhatsApp/ }),
      '+34 600 11 12 22',
    );
    await user.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Guardamos tu WhatsApp.')).toBeVisible();
    expect(optIns).toEqual([{ phone: '+34 600 11 12 22', active: true }]);
    expect(
      within(panel).getByText('Recibes mensajes por WhatsApp en el +34600111222.'),
    ).toBeVisible();
    // With WhatsApp on, the kinds can go by WhatsApp.
    const likes = await within(panel).findByRole('switch', {
      name: 'Me gusta en tus publicaciones: por WhatsApp',
    });
    await waitFor(() => expect(likes).toBeEnabled());
  });

  it("shows the server's refusal to turn WhatsApp on at the switch", async () => {
    const user = userEvent.setup();
    const { optIns } = server(NONE, () => ({
      status: 422,
      body: {
        success: false,
        code: 'whatsapp_unavailable',
        error: 'La organización no tiene WhatsApp configurado.',
        details: { fields: { whatsapp: 'La organización no tiene WhatsApp configurado.' } },
      },
    }));
    await renderPanel();
    act(() => useAppStore.getState().setMessagingAppPanelOpen(true));
    const panel = await openPanel();
    await user.type(
      within(panel).getByRole('textbox', { name: /^Número de WhatsApp/ }),
      '+34600111222',
    );
    await user.click(within(panel).getByRole('button', { name: 'Guardar' }));
    const receive = within(panel).getByRole('switch', { name: 'Recibir mensajes por WhatsApp' });
    await waitFor(() =>
      expect(receive).toHaveAccessibleDescription('La organización no tiene WhatsApp configurado.'),
    );
    // Said at the switch, not again above the form.
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(optIns).toEqual([{ phone: '+34600111222', active: true }]);
    expect(within(panel).getByText('No recibes mensajes por WhatsApp.')).toBeVisible();
  });

  it('lists the kinds by group with a WhatsApp switch each, saved as it moves', async () => {
    const user = userEvent.setup();
    const { settings } = server(ON);
    await renderPanel();
    act(() => useAppStore.getState().setMessagingAppPanelOpen(true));
    const panel = await openPanel();
    const kinds = await within(panel).findByRole('region', { name: 'Avisos por WhatsApp' });
    const likes = await within(kinds).findByRole('switch', {
      name: 'Me gusta en tus publicaciones: por WhatsApp',
    });
    // One switch per kind (WhatsApp only), under its group's heading.
    expect(within(kinds).getAllByRole('switch')).toHaveLength(SETTINGS.length);
    expect(
      within(kinds)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Reconocimientos y publicaciones', 'Celebraciones']);
    expect(
      within(kinds).getByRole('switch', { name: 'Reconocimientos recibidos: por WhatsApp' }),
    ).toBeChecked();
    expect(likes).not.toBeChecked();

    await user.click(likes);
    await waitFor(() => expect(likes).toBeEnabled());
    expect(likes).toBeChecked();
    await user.click(
      within(kinds).getByRole('switch', { name: 'Reconocimientos recibidos: por WhatsApp' }),
    );
    await waitFor(() =>
      expect(
        within(kinds).getByRole('switch', { name: 'Reconocimientos recibidos: por WhatsApp' }),
      ).not.toBeChecked(),
    );
    expect(settings).toEqual([
      { settings: [{ kind: 'post_liked', whatsapp: true }] },
      { settings: [{ kind: 'recognition_received', whatsapp: false }] },
    ]);
  });

  it('keeps the kinds off, saying why, while the member has WhatsApp off', async () => {
    server({ ...ON, active: false });
    await renderPanel();
    act(() => useAppStore.getState().setMessagingAppPanelOpen(true));
    const panel = await openPanel();
    const likes = await within(panel).findByRole('switch', {
      name: 'Me gusta en tus publicaciones: por WhatsApp',
    });
    expect(likes).toBeDisabled();
    expect(likes).toHaveAccessibleDescription(
      'Para recibir avisos por WhatsApp, activa WhatsApp arriba con tu número.',
    );
  });

  it('shows a refused kind change under its kind', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /user/notification_settings_wpp': ok(ON),
      'GET /user/notification_settings': ok(SETTINGS),
      'POST /user/notification_settings': fail(503, 'unavailable', 'Servicio no disponible'),
    });
    await renderPanel();
    act(() => useAppStore.getState().setMessagingAppPanelOpen(true));
    const panel = await openPanel();
    const likes = await within(panel).findByRole('switch', {
      name: 'Me gusta en tus publicaciones: por WhatsApp',
    });
    await user.click(likes);
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Servicio no disponible');
    expect(likes.closest('li')).toContainElement(alert);
    expect(likes).not.toBeChecked();
  });

  it('links to the full notification settings, closing itself', async () => {
    const user = userEvent.setup();
    server(ON);
    await renderPanel();
    act(() => useAppStore.getState().setMessagingAppPanelOpen(true));
    const panel = await openPanel();
    const link = within(panel).getByRole('link', {
      name: 'Ver todos los ajustes de notificaciones',
    });
    expect(link).toHaveAttribute('href', '/profile/settings#notification-settings');
    await user.click(link);
    expect(flag()).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/profile/settings#notification-settings',
    );
  });

  it('without the notifications module: the WhatsApp form alone', async () => {
    useAppStore.getState().setServices({ messaging_app: true, profile: true });
    const { seen } = server(ON);
    await renderPanel();
    act(() => useAppStore.getState().setMessagingAppPanelOpen(true));
    const panel = await openPanel();
    expect(within(panel).getByRole('region', { name: 'Mensajes por WhatsApp' })).toBeVisible();
    expect(within(panel).queryByRole('region', { name: 'Avisos por WhatsApp' })).toBeNull();
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(seen).not.toContain('GET /user/notification_settings');
  });

  it('is not there with the messaging_app module off', async () => {
    const user = userEvent.setup();
    server(ON);
    await renderPanel();
    // Opened once with the module on: its chunk is loaded, so it would show at once.
    act(() => useAppStore.getState().setMessagingAppPanelOpen(true));
    await openPanel();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => {
      useAppStore.getState().setServices({ messaging_app: false, notifications: true });
      useAppStore.getState().setMessagingAppPanelOpen(true);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The frame shows the button and the panel only with the module on.
    expect(
      [...(frame.actions ?? []), ...(frame.overlays ?? [])]
        .filter((part) => part.id.startsWith('messagingApp'))
        .map((part) => part.module),
    ).toEqual(['messaging_app', 'messaging_app']);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    server(ON);
    await renderPanel('en');
    await user.click(screen.getByRole('button', { name: 'Your WhatsApp' }));
    const panel = await openPanel('Your WhatsApp');
    expect(within(panel).getByText('You receive WhatsApp messages at +34600111222.')).toBeVisible();
    expect(
      await within(panel).findByRole('switch', { name: 'Likes on your posts: by WhatsApp' }),
    ).toBeEnabled();
    expect(within(panel).getByRole('region', { name: 'Notices by WhatsApp' })).toBeVisible();
    expect(
      within(panel).getByRole('link', { name: 'See all notification settings' }),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Close the WhatsApp panel' })).toBeVisible();
  });
});
