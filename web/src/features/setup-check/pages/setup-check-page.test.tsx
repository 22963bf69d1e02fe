import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { MailDelivery } from '../api/setup-check';

import { SetupCheckPage } from './setup-check-page';

function signIn(role: 'employee' | 'admin') {
  useAppStore
    .getState()
    .setMe({ id: 1, full_name: 'Admin Demo', email: 'admin@demo.local', user_type: role } as User);
}

const delivery = (status: MailDelivery['status'], extra: Partial<MailDelivery> = {}) =>
  ({
    id: 31,
    to: 'admin@demo.local',
    status,
    attempts: status === 'pending' ? 0 : 1,
    last_error: null,
    created_at: Date.UTC(2026, 10, 30, 12),
    sent_at: status === 'sent' ? Date.UTC(2026, 10, 30, 12, 0, 3) : null,
    ...extra,
  }) satisfies MailDelivery;

const notConfigured: Record<string, FakeReply> = {
  'GET /org/whatsapp': ok({
    configured: false,
    active: false,
    phone_number_id: '',
    template_name: 'aplauso_aviso',
    has_access_token: false,
    has_app_secret: false,
    verify_token: 'v',
    webhook_url: 'https://demo.local/api/whatsapp/webhook',
  }),
  'GET /org/ldap': ok({
    configured: false,
    url: '',
    bind_dn: '',
    has_password: false,
    base_dn: '',
    filter: '',
    attributes: {},
    sync_enabled: false,
    sync_hours: 24,
    next_sync_at: null,
    last_sync: null,
  }),
  'GET /org/auth_flow': ok({
    org_name: 'Demo',
    methods: { password: true, otp: true, teams: true },
    teams_available: false,
    teams_tenant_id: null,
  }),
};

beforeEach(() => signIn('admin'));

describe('SetupCheckPage', () => {
  it('sends a trial mail and follows its delivery until it is sent', async () => {
    const user = userEvent.setup();
    let reads = 0;
    installFakeApi({
      ...notConfigured,
      'POST /org/testing/mail': { status: 201, body: { success: true, data: delivery('pending') } },
      'GET /org/testing/mail/31': () => {
        reads += 1;
        return ok(reads < 2 ? delivery('sending') : delivery('sent'));
      },
    });
    await renderWithProviders(<SetupCheckPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Probar la configuración' }),
    ).toBeVisible();
    const mail = screen.getByRole('region', { name: 'Correo' });
    await user.click(within(mail).getByRole('button', { name: 'Enviarme un correo de prueba' }));
    const status = await within(mail).findByRole('status');
    expect(status).toHaveTextContent('Para admin@demo.local');
    await waitFor(() => expect(status).toHaveTextContent('Enviado'), { timeout: 8000 });
    expect(status).toHaveTextContent('Revisa tu bandeja de entrada');
  });

  it('says why a trial mail failed, and when there were too many', async () => {
    const user = userEvent.setup();
    let sends = 0;
    installFakeApi({
      ...notConfigured,
      'POST /org/testing/mail': () => {
        sends += 1;
        return sends === 1
          ? { status: 201, body: { success: true, data: delivery('pending') } }
          : fail(429, 'too_many_trials', 'Ya enviaste cinco correos de prueba.');
      },
      'GET /org/testing/mail/31': ok(
        delivery('failed', { attempts: 6, last_error: 'El servidor rechazó la dirección.' }),
      ),
    });
    await renderWithProviders(<SetupCheckPage />);
    const mail = await screen.findByRole('region', { name: 'Correo' });
    await user.click(within(mail).getByRole('button', { name: 'Enviarme un correo de prueba' }));
    expect(await within(mail).findByText('El servidor rechazó la dirección.')).toBeVisible();
    expect(within(mail).getByText('Falló')).toBeVisible();
    await user.click(within(mail).getByRole('button', { name: 'Enviarme un correo de prueba' }));
    expect(
      await within(mail).findByText(/Ya enviaste cinco correos de prueba en la última hora/),
    ).toBeVisible();
  });

  it('offers to set up what is missing, and warns that Teams cannot work on this server', async () => {
    installFakeApi(notConfigured);
    await renderWithProviders(<SetupCheckPage />);
    const whatsapp = await screen.findByRole('region', { name: 'WhatsApp' });
    expect(
      await within(whatsapp).findByRole('link', { name: 'Configurar WhatsApp' }),
    ).toHaveAttribute('href', '/admin/communications?tab=whatsapp');
    const directory = screen.getByRole('region', { name: 'Directorio (LDAP)' });
    expect(
      await within(directory).findByRole('link', { name: 'Conectar un directorio' }),
    ).toHaveAttribute('href', '/admin/people/directory');
    const signInPanel = screen.getByRole('region', { name: 'Inicio de sesión' });
    expect(
      await within(signInPanel).findByText(/Teams está activado, pero este servidor/),
    ).toBeVisible();
  });

  it('sends the WhatsApp template and tests the saved directory without its password', async () => {
    const user = userEvent.setup();
    const tested: unknown[] = [];
    installFakeApi({
      ...notConfigured,
      'GET /org/whatsapp': ok({
        configured: true,
        active: true,
        phone_number_id: '123',
        template_name: 'aplauso_aviso',
        has_access_token: true,
        has_app_secret: true,
        verify_token: 'v',
        webhook_url: 'https://demo.local/api/whatsapp/webhook',
      }),
      'POST /org/whatsapp/test': ok({ message_id: 'wamid.42' }),
      'GET /org/ldap': ok({
        configured: true,
        url: 'ldap://127.0.0.1:3890',
        bind_dn: 'cn=admin,dc=demo',
        has_password: true,
        base_dn: 'dc=demo',
        filter: '(objectClass=person)',
        attributes: {},
        sync_enabled: false,
        sync_hours: 24,
        next_sync_at: null,
        last_sync: null,
      }),
      'POST /org/ldap/test': (request) => {
        tested.push(JSON.parse(request.body as string));
        return ok({ entries: 12, with_email: 10 });
      },
    });
    await renderWithProviders(<SetupCheckPage />);
    const whatsapp = await screen.findByRole('region', { name: 'WhatsApp' });
    await user.click(
      await within(whatsapp).findByRole('button', { name: 'Enviar mensaje de prueba' }),
    );
    expect(within(whatsapp).getByText('Escribe el número al que enviar la prueba.')).toBeVisible();
    await user.type(
      within(whatsapp).getByRole('textbox', { name: 'Número de prueba' }),
      '+52 55 1234 5678',
    );
    await user.click(within(whatsapp).getByRole('button', { name: 'Enviar mensaje de prueba' }));
    expect(
      await within(whatsapp).findByText('WhatsApp aceptó el mensaje (id wamid.42).'),
    ).toBeVisible();

    const directory = screen.getByRole('region', { name: 'Directorio (LDAP)' });
    await user.click(await within(directory).findByRole('button', { name: 'Probar la conexión' }));
    expect(
      await within(directory).findByText(
        'Conexión correcta: encontramos 12 personas, 10 con correo para importar.',
      ),
    ).toBeVisible();
    expect(tested[0]).not.toHaveProperty('bind_password');
    expect(tested[0]).toMatchObject({ url: 'ldap://127.0.0.1:3890', base_dn: 'dc=demo' });
  });

  it('is closed to members', async () => {
    signIn('employee');
    installFakeApi(notConfigured);
    await renderWithProviders(<SetupCheckPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solo para administradores' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Correo' })).toBeNull();
  });
});
