import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import {
  WHATSAPP_ON,
  makeAdminCommunication,
  makeWhatsAppSettings,
} from '../testing/communication-fixture';

import { ComposeDialog } from './compose-dialog';

const departments = [
  { id: 2, name: 'Comercial', active: true, member_count: 4, leader: null },
  { id: 3, name: 'Tecnología', active: true, member_count: 6, leader: null },
  { id: 9, name: 'Archivo', active: false, member_count: 0, leader: null },
];
const groups = [{ id: 4, name: 'Comité de eventos', members_count: 3, created_at: 0 }];

type Sent = { path: string; body: Record<string, unknown>; key: string | undefined };

function server(
  reply: FakeReply = { status: 201, body: { success: true, data: makeAdminCommunication() } },
  extra: FakeRoutes = {},
) {
  const sent: Sent[] = [];
  const record = (request: TransportRequest) => {
    sent.push({
      path: request.path,
      body: JSON.parse(request.body as string) as Record<string, unknown>,
      key: request.headers['Idempotency-Key'],
    });
    return reply;
  };
  installFakeApi({
    'GET /departments': ok(departments),
    'GET /communication/groups': ok(groups),
    'GET /org/whatsapp': ok(makeWhatsAppSettings()),
    'POST /communication/all': record,
    'POST /communication/department': record,
    'POST /communication/group/4': record,
    ...extra,
  });
  return sent;
}

async function renderDialog(lng: 'es' | 'en' = 'es') {
  const onClose = vi.fn();
  await renderWithProviders(<ComposeDialog onClose={onClose} />, { lng });
  // The form replaces the dialog's loading state once the departments and groups are in.
  await screen.findByRole('radiogroup', { name: lng === 'es' ? 'Destinatarios' : 'Recipients' });
  const dialog = screen.getByRole('dialog', {
    name: lng === 'es' ? 'Nuevo comunicado' : 'New communication',
  });
  return { dialog, onClose };
}

async function fillValid(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Cierre de oficina');
  await user.type(
    within(dialog).getByRole('textbox', { name: /^Mensaje/ }),
    'El viernes{Enter}no abrimos.',
  );
  await user.click(within(dialog).getByRole('checkbox', { name: 'Correo' }));
}

afterEach(() => {
  useAppStore.getState().setCreatedCommunicationGroup(null);
});

describe('ComposeDialog', () => {
  it('checks the form with the spec texts before sending anything', async () => {
    const user = userEvent.setup();
    const sent = server();
    const { dialog } = await renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('El título es requerido')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Debe seleccionar al menos un canal de comunicación'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Grupo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('ID del grupo es requerido')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Departamento' }));
    const select = within(dialog).getByRole('combobox', { name: 'Departamento' });
    // Active departments only.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige un departamento', 'Comercial', 'Tecnología']);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Elige un departamento.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('checks the poll with its rules', async () => {
    const user = userEvent.setup();
    const sent = server();
    const { dialog } = await renderDialog();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('switch', { name: 'Añadir una encuesta' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('La pregunta es requerida.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Pregunta/ }), '¿Vienes?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Opción 1' }), 'Sí');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      await within(dialog).findByText('Debes agregar al menos 2 opciones válidas.'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Opción 2' }), ' sí ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      await within(dialog).findByText('No puedes tener opciones duplicadas.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends to a department with its channels, confirmation and poll, once per submission', async () => {
    const user = userEvent.setup();
    const sent = server();
    const { dialog, onClose } = await renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Departamento' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Departamento' }), '3');
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fijar' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Muro de noticias' }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Pedir confirmación de lectura' }),
    );
    await user.click(within(dialog).getByRole('switch', { name: 'Añadir una encuesta' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Pregunta/ }), ' ¿Vienes? ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Opción 1' }), 'Sí');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir opción' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Opción 2' }), 'No');
    await user.type(within(dialog).getByRole('textbox', { name: 'Opción 3' }), 'Tal vez');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar la opción 3' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Permitir varias respuestas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/communication/department');
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toEqual({
      id: 3,
      title: 'Cierre de oficina',
      message: 'El viernes\nno abrimos.',
      pin: true,
      email: true,
      whatsapp: false,
      newsfeed: true,
      acknowledge: true,
      poll: { question: '¿Vienes?', options: ['Sí', 'No'], multiple: true },
    });
  });

  it('preselects the group just created, and forgets it once sent to', async () => {
    const user = userEvent.setup();
    useAppStore.getState().setCreatedCommunicationGroup({ id: 4, name: 'Comité de eventos' });
    const sent = server();
    const { dialog, onClose } = await renderDialog();
    expect(within(dialog).getByRole('radio', { name: 'Grupo' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Grupo' })).toHaveValue('4');
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((request) => request.path)).toEqual(['/communication/group/4']);
    expect(sent[0]!.body).not.toHaveProperty('id');
    expect(useAppStore.getState().createdCommunicationGroup).toBeNull();
  });

  it('offers WhatsApp only once the organisation has it set up and on', async () => {
    server();
    const { dialog } = await renderDialog();
    const whatsapp = within(dialog).getByRole('checkbox', { name: 'WhatsApp' });
    expect(whatsapp).toBeDisabled();
    expect(whatsapp).toHaveAccessibleDescription(
      'WhatsApp no está disponible: configúralo y actívalo en la pestaña WhatsApp.',
    );
    // The other channels are there as always.
    expect(within(dialog).getByRole('checkbox', { name: 'Correo' })).toBeEnabled();
  });

  it('keeps WhatsApp off while the account is saved but turned off, in English too', async () => {
    server(undefined, {
      'GET /org/whatsapp': ok({ ...WHATSAPP_ON, active: false }),
    });
    const { dialog } = await renderDialog('en');
    const whatsapp = within(dialog).getByRole('checkbox', { name: 'WhatsApp' });
    expect(whatsapp).toBeDisabled();
    expect(whatsapp).toHaveAccessibleDescription(
      'WhatsApp is not available: set it up and turn it on in the WhatsApp tab.',
    );
  });

  it('keeps WhatsApp off when the account cannot be read', async () => {
    server(undefined, { 'GET /org/whatsapp': { status: 500, body: { success: false } } });
    const { dialog } = await renderDialog();
    expect(within(dialog).getByRole('checkbox', { name: 'WhatsApp' })).toBeDisabled();
  });

  it('sends by WhatsApp when the account is on', async () => {
    const user = userEvent.setup();
    const sent = server(undefined, { 'GET /org/whatsapp': ok(WHATSAPP_ON) });
    const { dialog, onClose } = await renderDialog();
    const whatsapp = within(dialog).getByRole('checkbox', { name: 'WhatsApp' });
    expect(whatsapp).toBeEnabled();
    expect(whatsapp).not.toHaveAccessibleDescription();
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Aviso');
    await user.click(whatsapp);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Muro de noticias' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.body).toMatchObject({
      whatsapp: true,
      newsfeed: true,
      pin: false,
      email: false,
    });
  });

  it("shows the server's own message when WhatsApp is refused", async () => {
    const user = userEvent.setup();
    const sent = server(
      {
        status: 422,
        body: {
          success: false,
          error: 'Tu organización no envía mensajes por WhatsApp.',
          code: 'whatsapp_unavailable',
        },
      },
      { 'GET /org/whatsapp': ok(WHATSAPP_ON) },
    );
    const { dialog, onClose } = await renderDialog('en');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Aviso');
    await user.click(within(dialog).getByRole('checkbox', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tu organización no envía mensajes por WhatsApp.',
    );
    expect(sent[0]!.body).toMatchObject({ whatsapp: true, pin: false, email: false });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's message field, and the status when the answer says nothing", async () => {
    const user = userEvent.setup();
    let reply: FakeReply = { status: 422, body: { success: false, message: 'Título repetido.' } };
    const sent = server(undefined, {
      'POST /communication/all': (request) => {
        sent.push({ path: request.path, body: {}, key: request.headers['Idempotency-Key'] });
        return reply;
      },
    });
    const { dialog } = await renderDialog();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Título repetido.');

    reply = { status: 500, body: { success: false, code: 'internal' } };
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Error del servidor: 500'),
    );
    // The same submission tried again keeps its idempotency key.
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });
});
