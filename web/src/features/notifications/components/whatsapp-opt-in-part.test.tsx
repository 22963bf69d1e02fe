import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { WhatsAppOptIn } from '../api/whatsapp-opt-in';

import { WhatsAppOptInPart } from './whatsapp-opt-in-part';

const NONE: WhatsAppOptIn = { phone: null, active: false, available: true };
const ON: WhatsAppOptIn = { phone: '+34600111222', active: true, available: true };

function bodyOf(request: TransportRequest): unknown {
  return JSON.parse(request.body as string);
}

/** The fake server: the opt-in as given, and every save answered with `reply`. */
function server(optIn: WhatsAppOptIn, reply: (body: unknown) => FakeReply = () => ok(ON)) {
  const saved: unknown[] = [];
  const seen = installFakeApi({
    'GET /user/notification_settings_wpp': ok(optIn),
    'POST /user/notification_settings_wpp': (request) => {
      saved.push(bodyOf(request));
      return reply(bodyOf(request));
    },
    'POST /user/whatsapp/deactivate': ok({ ...ON, active: false }),
  });
  return { saved, seen };
}

async function renderPart(lng: 'es' | 'en' = 'es') {
  await renderWithProviders(<WhatsAppOptInPart />, { lng });
  const name = lng === 'es' ? 'Mensajes por WhatsApp' : 'WhatsApp messages';
  const part = screen.getByRole('region', { name });
  await within(part).findByRole('textbox');
  return part;
}

const phoneField = (part: HTMLElement) =>
  within(part).getByRole('textbox', { name: /^Número de WhatsApp/ });

describe('WhatsAppOptInPart', () => {
  it('saves a first number, which turns WhatsApp on', async () => {
    const user = userEvent.setup();
    const { saved } = server(NONE);
    const part = await renderPart();
    expect(within(part).getByText('No recibes mensajes por WhatsApp.')).toBeVisible();
    expect(phoneField(part)).toHaveValue('');
    expect(phoneField(part)).toHaveAccessibleDescription(
      'Con el prefijo del país, por ejemplo +34 600 11 12 22.',
    );
    const receive = within(part).getByRole('switch', { name: 'Recibir mensajes por WhatsApp' });
    expect(receive).toBeChecked();
    expect(receive).toBeEnabled();
    expect(within(part).queryByRole('button', { name: 'Desactivar WhatsApp' })).toBeNull();

    await user.type(phoneField(part), ' +34 600 11 12 22 ');
    await user.click(within(part).getByRole('button', { name: 'Guardar' }));
    expect(await within(part).findByText('Guardamos tu WhatsApp.')).toBeInTheDocument();
    expect(saved).toEqual([{ phone: '+34 600 11 12 22', active: true }]);
    expect(
      within(part).getByText('Recibes mensajes por WhatsApp en el +34600111222.'),
    ).toBeVisible();
    expect(phoneField(part)).toHaveValue('+34600111222');
    expect(within(part).getByRole('button', { name: 'Desactivar WhatsApp' })).toBeInTheDocument();
  });

  it('checks the number before sending it', async () => {
    const user = userEvent.setup();
    const { saved } = server(NONE);
    const part = await renderPart();
    await user.click(within(part).getByRole('button', { name: 'Guardar' }));
    expect(phoneField(part)).toHaveAccessibleDescription('Escribe tu número de WhatsApp.');
    await user.type(phoneField(part), '600 11 12 22');
    await user.click(within(part).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(phoneField(part)).toHaveAccessibleDescription(
        'Escribe el número en formato internacional: + y entre 8 y 15 dígitos.',
      ),
    );
    expect(saved).toEqual([]);
  });

  it("shows the server's reason for a refused number under the field", async () => {
    const user = userEvent.setup();
    server(NONE, () => ({
      status: 400,
      body: {
        success: false,
        code: 'invalid_input',
        error: 'El número no tiene un prefijo de país válido.',
        details: { fields: { phone: 'El número no tiene un prefijo de país válido.' } },
      },
    }));
    const part = await renderPart();
    await user.type(phoneField(part), '+999 1234 5678');
    await user.click(within(part).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(phoneField(part)).toHaveAccessibleDescription(
        'El número no tiene un prefijo de país válido.',
      ),
    );
    // Said under the field, not again above the form.
    expect(within(part).queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal to turn WhatsApp on at the switch, else the status", async () => {
    const user = userEvent.setup();
    let reply: FakeReply = {
      status: 422,
      body: {
        success: false,
        code: 'whatsapp_unavailable',
        error: 'La organización no tiene WhatsApp configurado.',
        details: { fields: { whatsapp: 'La organización no tiene WhatsApp configurado.' } },
      },
    };
    server(NONE, () => reply);
    const part = await renderPart();
    await user.type(phoneField(part), '+34 600 11 12 22');
    await user.click(within(part).getByRole('button', { name: 'Guardar' }));
    const receive = within(part).getByRole('switch', { name: 'Recibir mensajes por WhatsApp' });
    await waitFor(() =>
      expect(receive).toHaveAccessibleDescription('La organización no tiene WhatsApp configurado.'),
    );
    expect(within(part).queryByRole('alert')).toBeNull();

    // The code alone (no field named) goes there too.
    reply = fail(422, 'whatsapp_unavailable', 'Tu organización no envía mensajes por WhatsApp.');
    await user.click(within(part).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(receive).toHaveAccessibleDescription(
        'Tu organización no envía mensajes por WhatsApp.',
      ),
    );
    expect(within(part).queryByRole('alert')).toBeNull();

    reply = { status: 500, body: { success: false, code: 'internal' } };
    await user.click(within(part).getByRole('button', { name: 'Guardar' }));
    expect(await within(part).findByRole('alert')).toHaveTextContent('Error del servidor: 500');
  });

  it('cannot be turned on where the organisation does not send by WhatsApp', async () => {
    const user = userEvent.setup();
    const { saved } = server({ phone: '+34600111222', active: false, available: false }, () =>
      ok({ phone: '+34600111333', active: false, available: false }),
    );
    const part = await renderPart();
    const receive = within(part).getByRole('switch', { name: 'Recibir mensajes por WhatsApp' });
    expect(receive).not.toBeChecked();
    expect(receive).toBeDisabled();
    expect(receive).toHaveAccessibleDescription('Tu organización no envía mensajes por WhatsApp.');
    // The number can still be kept, with WhatsApp off.
    await user.clear(phoneField(part));
    await user.type(phoneField(part), '+34600111333');
    await user.click(within(part).getByRole('button', { name: 'Guardar' }));
    expect(await within(part).findByText('Guardamos tu WhatsApp.')).toBeInTheDocument();
    expect(saved).toEqual([{ phone: '+34600111333', active: false }]);
  });

  it('turns WhatsApp off with "Desactivar WhatsApp", keeping the number', async () => {
    const user = userEvent.setup();
    const { seen } = server(ON);
    const part = await renderPart();
    expect(
      within(part).getByText('Recibes mensajes por WhatsApp en el +34600111222.'),
    ).toBeVisible();
    await user.click(within(part).getByRole('button', { name: 'Desactivar WhatsApp' }));
    expect(
      await within(part).findByText(
        'Desactivaste WhatsApp: ya no recibirás mensajes por WhatsApp.',
      ),
    ).toBeInTheDocument();
    expect(seen).toContain('POST /user/whatsapp/deactivate');
    expect(within(part).getByText('No recibes mensajes por WhatsApp.')).toBeVisible();
    expect(
      within(part).getByRole('switch', { name: 'Recibir mensajes por WhatsApp' }),
    ).not.toBeChecked();
    expect(phoneField(part)).toHaveValue('+34600111222');
    expect(within(part).queryByRole('button', { name: 'Desactivar WhatsApp' })).toBeNull();
  });

  it('speaks English', async () => {
    server({ ...ON, available: false });
    const part = await renderPart('en');
    expect(
      within(part).getByRole('textbox', { name: /^WhatsApp number/ }),
    ).toHaveAccessibleDescription('With the country prefix, for example +34 600 11 12 22.');
    expect(within(part).getByRole('switch', { name: 'Receive WhatsApp messages' })).toBeChecked();
    expect(
      within(part).getByText('Your organisation does not send WhatsApp messages.'),
    ).toBeVisible();
    expect(within(part).getByRole('button', { name: 'Turn WhatsApp off' })).toBeInTheDocument();
    expect(within(part).getByText('You receive WhatsApp messages at +34600111222.')).toBeVisible();
  });
});
