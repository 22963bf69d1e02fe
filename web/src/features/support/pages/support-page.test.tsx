import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { SupportMessage } from '../api/support';

import { SupportPage } from './support-page';

const TOPICS = ['access', 'points', 'recognition', 'rewards', 'other'];

const info = (configured: boolean) => ok({ configured, topics: TOPICS, per_hour: 5 });

const message = (id: number, extra: Partial<SupportMessage> = {}): SupportMessage => ({
  id,
  reference: `S-${String(id).padStart(6, '0')}`,
  topic: 'points',
  subject: `Asunto ${id}`,
  message: `Mensaje número ${id} con detalle`,
  page: null,
  created_at: Date.UTC(2026, 10, 20, 15, 30),
  ...extra,
});

const listPage = (items: SupportMessage[], page: number, hasMore: boolean): FakeReply => ({
  status: 200,
  body: { success: true, data: items, meta: { page, perPage: 10, total: null, hasMore } },
});

const pageOf = (request: TransportRequest) =>
  Number(new URL(request.url, 'http://x').searchParams.get('page') ?? '1');

function signIn(role: 'employee' | 'admin') {
  useAppStore
    .getState()
    .setMe({ id: 7, full_name: 'Ana Torres', email: 'ana@demo.local', user_type: role } as User);
}

beforeEach(() => signIn('employee'));

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { topic?: string; subject?: string; message?: string },
) {
  if (values.topic) {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tema' }), values.topic);
  }
  if (values.subject)
    await user.type(screen.getByRole('textbox', { name: /^Asunto/ }), values.subject);
  if (values.message)
    await user.type(screen.getByRole('textbox', { name: /^Mensaje/ }), values.message);
}

describe('SupportPage', () => {
  it('checks the form, sends the message and shows its reference, then lists it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const mine: SupportMessage[] = [];
    installFakeApi({
      'GET /support': info(true),
      'GET /support/messages': () => listPage([...mine], 1, false),
      'POST /support/messages': (request) => {
        const body = JSON.parse(request.body as string) as SupportMessage;
        sent.push(body);
        const saved = message(42, { ...body, page: null });
        mine.unshift(saved);
        return { status: 201, body: { success: true, data: saved } };
      },
    });
    await renderWithProviders(<SupportPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible();
    expect(
      screen.getByText(
        '¿Algo no funciona o tienes una duda? Escríbenos: te responderán a tu correo.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Aún no has escrito a soporte')).toBeVisible();
    // The five topics in words.
    const topic = screen.getByRole('combobox', { name: 'Tema' });
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Elige un tema',
      'Acceso y cuenta',
      'Puntos',
      'Reconocimientos',
      'Premios y pedidos',
      'Otro tema',
    ]);

    // Nothing sent until the checks pass.
    await fill(user, { subject: 'Ho', message: 'Corto' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Elige el tema de tu mensaje.')).toBeVisible();
    expect(screen.getByText('El asunto debe tener entre 3 y 120 caracteres.')).toBeVisible();
    expect(screen.getByText('Cuéntanos un poco más: al menos 10 caracteres.')).toBeVisible();
    expect(sent).toEqual([]);

    await fill(user, { topic: 'points', subject: 'la', message: ': no veo mis puntos de ayer' });
    expect(screen.getByText('Quedan 116 caracteres')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { topic: 'points', subject: 'Hola', message: 'Corto: no veo mis puntos de ayer' },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Enviado. Tu referencia es S-000042; te llegó una copia a tu correo.',
    );
    // The form is empty again, and the message is in "Mis mensajes".
    expect(screen.getByRole('textbox', { name: /^Asunto/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Tema' })).toHaveValue('');
    const list = await screen.findByRole('region', { name: 'Mis mensajes' });
    const item = await within(list).findByTestId('support-message');
    expect(item).toHaveTextContent('S-000042');
    expect(item).toHaveTextContent('Puntos');
    expect(item).toHaveTextContent('Hola');
  });

  it("puts the server's field errors under their fields and keeps every word typed", async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /support': info(true),
      'GET /support/messages': listPage([], 1, false),
      'POST /support/messages': {
        status: 422,
        body: {
          success: false,
          code: 'invalid_input',
          error: 'Revisa los campos.',
          details: {
            fields: {
              subject: 'El asunto va en una sola línea.',
              message: 'El mensaje puede tener hasta 5000 caracteres.',
            },
          },
        },
      },
    });
    await renderWithProviders(<SupportPage />);
    await screen.findByRole('combobox', { name: 'Tema' });
    await fill(user, { topic: 'access', subject: 'No puedo entrar', message: 'Me pide un código' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El asunto va en una sola línea.')).toBeVisible();
    expect(screen.getByText('El mensaje puede tener hasta 5000 caracteres.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Asunto/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /^Asunto/ })).toHaveValue('No puedo entrar');
    expect(screen.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('Me pide un código');
    expect(screen.getByRole('combobox', { name: 'Tema' })).toHaveValue('access');
  });

  it('says when too many messages were sent, above the button, and keeps the text', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /support': info(true),
      'GET /support/messages': listPage([], 1, false),
      'POST /support/messages': {
        status: 429,
        headers: { 'Retry-After': '900' },
        body: {
          success: false,
          code: 'too_many_messages',
          error: 'Ya enviaste cinco mensajes en la última hora.',
          details: { retry_after_seconds: '900' },
        },
      },
    });
    await renderWithProviders(<SupportPage />);
    await screen.findByRole('combobox', { name: 'Tema' });
    await fill(user, {
      topic: 'other',
      subject: 'Otra duda',
      message: 'Una duda más sobre premios',
    });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya enviaste 5 mensajes en la última hora. Vuelve a intentarlo en unos 15 minutos; tu mensaje sigue aquí.',
    );
    expect(screen.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue(
      'Una duda más sobre premios',
    );
  });

  it('shows no form while the organisation has no support address; admins get the way to set it', async () => {
    installFakeApi({
      'GET /support': info(false),
      'GET /support/messages': listPage([], 1, false),
    });
    const first = await renderWithProviders(<SupportPage />);
    expect(
      await screen.findByText(/Tu organización todavía no configuró un correo de soporte/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Configurar el correo de soporte' })).toBeNull();
    first.unmount();

    signIn('admin');
    await renderWithProviders(<SupportPage />);
    expect(
      await screen.findByRole('link', { name: 'Configurar el correo de soporte' }),
    ).toHaveAttribute('href', '/admin/support');
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  it('lists my messages a page at a time and unfolds a long one', async () => {
    const user = userEvent.setup();
    const asked: number[] = [];
    const long = `Primera línea\n${'Detalle del problema. '.repeat(12)}`;
    installFakeApi({
      'GET /support': info(true),
      'GET /support/messages': (request) => {
        const page = pageOf(request);
        asked.push(page);
        return page === 1
          ? listPage(
              Array.from({ length: 10 }, (_, i) =>
                message(30 - i, i === 0 ? { message: long, page: '/catalog/cart' } : {}),
              ),
              1,
              true,
            )
          : listPage([message(20), message(19)], 2, false);
      },
    });
    await renderWithProviders(<SupportPage />);
    const list = await screen.findByRole('region', { name: 'Mis mensajes' });
    expect(await within(list).findAllByTestId('support-message')).toHaveLength(10);
    const first = within(list).getAllByTestId('support-message')[0] as HTMLElement;
    expect(first).toHaveTextContent('S-000030');
    expect(first).toHaveTextContent('Desde: /catalog/cart');
    const unfold = within(first).getByRole('button', { name: 'Ver más' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await user.click(unfold);
    expect(within(first).getByRole('button', { name: 'Ver menos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(within(list).getByRole('button', { name: 'Ver más mensajes' }));
    await waitFor(() => expect(within(list).getAllByTestId('support-message')).toHaveLength(12));
    expect(asked).toEqual([1, 2]);
    expect(within(list).queryByRole('button', { name: 'Ver más mensajes' })).toBeNull();
  });

  it('speaks English', async () => {
    installFakeApi({
      'GET /support': info(true),
      'GET /support/messages': listPage([], 1, false),
    });
    await renderWithProviders(<SupportPage />, { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Topic' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeVisible();
    expect(await screen.findByText('You have not written to support yet')).toBeVisible();
  });
});
