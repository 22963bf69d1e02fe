import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { WhatsAppSettings } from '../api/whatsapp';
import { WHATSAPP_ON, makeWhatsAppSettings } from '../testing/communication-fixture';

import { CommunicationsAdminPage } from './communications-admin-page';

function bodyOf(request: TransportRequest): unknown {
  return JSON.parse(request.body as string);
}

const WEBHOOK = 'https://demo.aplauso.app/api/whatsapp/webhook';

/** The fake server: the account as `start`, PUT answered by `onSave` (default: as sent). */
function server(
  start: WhatsAppSettings,
  { onSave, extra = {} }: { onSave?: () => FakeReply; extra?: FakeRoutes } = {},
) {
  let current = start;
  const saved: unknown[] = [];
  const seen = installFakeApi({
    'GET /org/whatsapp': () => ok(current),
    'PUT /org/whatsapp': (request) => {
      const body = bodyOf(request) as Record<string, unknown>;
      saved.push(body);
      if (onSave) return onSave();
      current = {
        ...current,
        configured: true,
        active: body.active === true,
        phone_number_id: String(body.phone_number_id),
        template_name: String(body.template_name),
        has_access_token: current.has_access_token || typeof body.access_token === 'string',
        has_app_secret: current.has_app_secret || typeof body.app_secret === 'string',
        verify_token: 'vt-8f2c41d0',
      };
      return ok(current);
    },
    'DELETE /org/whatsapp': () => {
      current = makeWhatsAppSettings();
      return ok(current);
    },
    ...extra,
  });
  return { saved, seen };
}

async function renderTab(lng: 'es' | 'en' = 'es') {
  await renderWithProviders(
    <>
      <CommunicationsAdminPage />
      <ToastHost />
    </>,
    { route: '/admin/communications?tab=whatsapp', lng },
  );
  const name = lng === 'es' ? 'Cuenta de WhatsApp Business' : 'WhatsApp Business account';
  return screen.findByRole('region', { name });
}

const field = (region: HTMLElement, name: RegExp) => within(region).getByLabelText(name);

describe('WhatsApp tab', () => {
  it('sets the account up: suggested template, the webhook to paste, and a save that turns it on', async () => {
    const user = userEvent.setup();
    const { saved } = server(makeWhatsAppSettings());
    const account = await renderTab();
    expect(screen.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(account).getByText(
        'Aún no hay una cuenta de WhatsApp: complétala y guárdala para enviar por WhatsApp.',
      ),
    ).toBeVisible();
    expect(field(account, /^Nombre de la plantilla/)).toHaveValue('aplauso_aviso');
    expect(field(account, /^Token de acceso/)).toHaveAttribute('type', 'password');
    expect(field(account, /^Token de acceso/)).toHaveAccessibleDescription(
      'Se guarda cifrado y nunca se vuelve a mostrar.',
    );
    expect(within(account).queryByRole('button', { name: 'Olvidar la cuenta' })).toBeNull();

    const webhook = screen.getByRole('region', { name: 'Webhook de estados' });
    expect(within(webhook).getByLabelText('URL del webhook')).toHaveValue(WEBHOOK);
    expect(within(webhook).getByLabelText('URL del webhook')).toHaveAttribute('readonly');
    expect(
      within(webhook).getByText('El token de verificación aparece al guardar la cuenta.'),
    ).toBeVisible();
    const template = screen.getByRole('region', { name: 'Plantilla del mensaje' });
    expect(
      within(template).getByText(/una traducción por idioma: español \(es\) e inglés \(en\)/),
    ).toBeVisible();
    expect(
      within(template)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['{{1}}', '{{2}}', '{{3}}']);
    expect(
      within(template)
        .getAllByRole('definition')
        .map((meaning) => meaning.textContent),
    ).toEqual([
      'el nombre de pila de la persona',
      'el texto: el título del comunicado o lo que dice el aviso',
      'el enlace que lo abre en la aplicación',
    ]);
    expect(
      within(template).getByText('Por ejemplo: «Hola {{1}}, {{2}}. Ábrelo aquí: {{3}}»'),
    ).toBeVisible();
    const test = screen.getByRole('region', { name: 'Enviar una prueba' });
    expect(within(test).getByText('Guarda la cuenta para enviar una prueba.')).toBeVisible();

    // Turned on without its secrets: each missing one is named under its field.
    await user.click(within(account).getByRole('switch', { name: 'Enviar por WhatsApp' }));
    await user.click(within(account).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(field(account, /^Identificador del número/)).toHaveAccessibleDescription(
        'Escribe el identificador del número.',
      ),
    );
    expect(field(account, /^Token de acceso/)).toHaveAccessibleDescription(
      'Escribe el token de acceso para activar WhatsApp.',
    );
    expect(field(account, /^Secreto de la app/)).toHaveAccessibleDescription(
      'Escribe el secreto de la app para activar WhatsApp.',
    );
    expect(saved).toEqual([]);

    await user.type(field(account, /^Identificador del número/), '106540352242922');
    await user.type(field(account, /^Token de acceso/), 'EAAG-token');
    await user.type(field(account, /^Secreto de la app/), 's3cr3t');
    await user.click(within(account).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cuenta de WhatsApp guardada.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        phone_number_id: '106540352242922',
        access_token: 'EAAG-token',
        app_secret: 's3cr3t',
        template_name: 'aplauso_aviso',
        active: true,
      },
    ]);

    // Saved: on, its secrets kept and never shown, the verify token to copy, a test to send.
    const savedAccount = await screen.findByRole('region', { name: 'Cuenta de WhatsApp Business' });
    expect(
      await within(savedAccount).findByText(
        'WhatsApp está activo: los comunicados pueden enviarse por WhatsApp.',
      ),
    ).toBeVisible();
    expect(field(savedAccount, /^Token de acceso/)).toHaveValue('');
    expect(field(savedAccount, /^Token de acceso/)).toHaveAccessibleDescription(
      'Guardado: déjalo vacío para conservarlo.',
    );
    expect(field(savedAccount, /^Secreto de la app/)).toHaveAccessibleDescription(
      'Guardado: déjalo vacío para conservarlo.',
    );
    expect(within(webhook).getByLabelText('Token de verificación')).toHaveValue('vt-8f2c41d0');
    await user.click(
      within(webhook).getByRole('button', { name: 'Copiar el token de verificación' }),
    );
    expect(await navigator.clipboard.readText()).toBe('vt-8f2c41d0');
    expect(within(webhook).getByText('Copiado')).toBeInTheDocument();
    expect(within(test).getByRole('button', { name: 'Enviar prueba' })).toBeInTheDocument();
  });

  it('keeps the stored secrets when left empty, and shows what the server refused', async () => {
    const user = userEvent.setup();
    let reply: FakeReply = {
      status: 400,
      body: {
        success: false,
        code: 'invalid_input',
        error: 'El identificador del número solo lleva dígitos.',
        details: { fields: { phone_number_id: 'El identificador del número solo lleva dígitos.' } },
      },
    };
    const { saved } = server(WHATSAPP_ON, { onSave: () => reply });
    const account = await renderTab();
    expect(field(account, /^Identificador del número/)).toHaveValue('106540352242922');
    expect(field(account, /^Token de acceso/)).toHaveAccessibleDescription(
      'Guardado: déjalo vacío para conservarlo.',
    );
    expect(within(account).getByRole('switch', { name: 'Enviar por WhatsApp' })).toBeChecked();

    await user.clear(field(account, /^Identificador del número/));
    await user.type(field(account, /^Identificador del número/), 'abc');
    await user.click(within(account).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(field(account, /^Identificador del número/)).toHaveAccessibleDescription(
        'El identificador del número solo lleva dígitos.',
      ),
    );
    expect(saved).toEqual([
      { phone_number_id: 'abc', template_name: 'aplauso_aviso', active: true },
    ]);

    reply = { status: 500, body: { success: false, code: 'internal' } };
    await user.click(within(account).getByRole('button', { name: 'Guardar' }));
    expect(await within(account).findByRole('alert')).toHaveTextContent('Error del servidor: 500');
  });

  it("sends a test message and shows its id, or the server's reason", async () => {
    const user = userEvent.setup();
    const tests: unknown[] = [];
    let reply: FakeReply = ok({ message_id: 'wamid.HBgLMzQ2MDAxMTEyMjI' });
    server(WHATSAPP_ON, {
      extra: {
        'POST /org/whatsapp/test': (request) => {
          tests.push(bodyOf(request));
          return reply;
        },
      },
    });
    await renderTab();
    const test = screen.getByRole('region', { name: 'Enviar una prueba' });
    await user.click(within(test).getByRole('button', { name: 'Enviar prueba' }));
    expect(within(test).getByLabelText(/^Número de prueba/)).toHaveAccessibleDescription(
      'Escribe un número.',
    );
    await user.type(within(test).getByLabelText(/^Número de prueba/), '+34 600 11 12 22');
    await user.click(within(test).getByRole('button', { name: 'Enviar prueba' }));
    expect(
      await within(test).findByText('WhatsApp aceptó el mensaje. Id: wamid.HBgLMzQ2MDAxMTEyMjI'),
    ).toBeVisible();
    expect(tests).toEqual([{ phone: '+34 600 11 12 22' }]);

    reply = fail(
      422,
      'whatsapp_failed',
      'WhatsApp rechazó el mensaje: la plantilla no existe en el idioma es.',
    );
    await user.click(within(test).getByRole('button', { name: 'Enviar prueba' }));
    expect(await within(test).findByRole('alert')).toHaveTextContent(
      'WhatsApp rechazó el mensaje: la plantilla no existe en el idioma es.',
    );
    expect(within(test).queryByText(/WhatsApp aceptó el mensaje/)).toBeNull();
  });

  it('forgets the account once confirmed', async () => {
    const user = userEvent.setup();
    const { seen } = server(WHATSAPP_ON);
    const account = await renderTab();
    await user.click(within(account).getByRole('button', { name: 'Olvidar la cuenta' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Olvidar la cuenta de WhatsApp?' });
    expect(confirm).toHaveTextContent(
      'Se borrarán el token y el secreto, y los mensajes que aún estén en cola no se enviarán.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Olvidar' }));
    expect(await screen.findByText('Olvidaste la cuenta de WhatsApp.')).toBeInTheDocument();
    expect(seen).toContain('DELETE /org/whatsapp');
    const fresh = await screen.findByRole('region', { name: 'Cuenta de WhatsApp Business' });
    expect(
      await within(fresh).findByText(
        'Aún no hay una cuenta de WhatsApp: complétala y guárdala para enviar por WhatsApp.',
      ),
    ).toBeVisible();
    expect(field(fresh, /^Identificador del número/)).toHaveValue('');
    expect(within(fresh).queryByRole('button', { name: 'Olvidar la cuenta' })).toBeNull();
  });

  it('speaks English', async () => {
    server({ ...WHATSAPP_ON, active: false });
    const account = await renderTab('en');
    expect(screen.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(account).getByText(
        'The account is saved but turned off: nothing is sent by WhatsApp.',
      ),
    ).toBeVisible();
    expect(field(account, /^App secret/)).toHaveAccessibleDescription(
      'Saved: leave it empty to keep it.',
    );
    expect(within(account).getByRole('button', { name: 'Forget the account' })).toBeVisible();
    expect(screen.getByLabelText('Webhook URL')).toHaveValue(WEBHOOK);
    expect(screen.getByText('For example: “Hi {{1}}, {{2}}. Open it here: {{3}}”')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send test' })).toBeVisible();
  });
});
