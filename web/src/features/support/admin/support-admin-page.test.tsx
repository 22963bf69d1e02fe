import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { SupportMessage } from '../api/support';

import { SupportAdminPage } from './support-admin-page';

const UPDATED = Date.UTC(2026, 10, 2, 12, 0);

const received = (id: number, extra: Partial<SupportMessage> = {}): SupportMessage => ({
  id,
  reference: `S-${String(id).padStart(6, '0')}`,
  topic: 'rewards',
  subject: `Pedido ${id}`,
  message: `No llegó el pedido ${id}`,
  page: null,
  created_at: Date.UTC(2026, 10, 20, 15, 30),
  author: {
    id: 3,
    full_name: 'Ana Torres',
    first_name: 'Ana',
    last_name: 'Torres',
    email: 'ana.torres@demo.local',
  },
  ...extra,
});

const listPage = (items: SupportMessage[], page: number, hasMore: boolean): FakeReply => ({
  status: 200,
  body: { success: true, data: items, meta: { page, perPage: 20, total: null, hasMore } },
});

describe('SupportAdminPage', () => {
  it('saves the support address, checking it first, and shows when it changed', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /org/support': ok({ address: null, updated_at: null }),
      'GET /org/support/messages': listPage([], 1, false),
      'PUT /org/support': (request) => {
        const body = JSON.parse(request.body as string) as { address: string };
        sent.push(body);
        if (body.address === 'ayuda@nodominio.invalid') {
          return {
            status: 422,
            body: {
              success: false,
              code: 'invalid_input',
              error: 'El correo de soporte no es válido.',
              details: { fields: { address: 'El correo de soporte no es válido.' } },
            },
          };
        }
        return ok({ address: body.address, updated_at: UPDATED });
      },
    });
    await renderWithProviders(<SupportAdminPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Soporte' })).toBeVisible();
    expect(screen.getByText(/Aún no hay correo de soporte/)).toBeVisible();
    expect(await screen.findByText('Aún no se ha recibido ningún mensaje.')).toBeVisible();
    const address = screen.getByRole('textbox', { name: 'Correo de soporte' });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Escribe el correo de soporte. Para quitarlo, usa «Quitar».'),
    ).toBeVisible();
    await user.type(address, 'ayuda');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Escribe un correo válido, como soporte@empresa.com.'),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(address, '@nodominio.invalid');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El correo de soporte no es válido.')).toBeVisible();
    expect(address).toHaveValue('ayuda@nodominio.invalid');

    await user.clear(address);
    await user.type(address, 'ayuda@empresa.com');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Correo de soporte guardado.');
    expect(sent.at(-1)).toEqual({ address: 'ayuda@empresa.com' });
    expect(screen.getByText(/Última actualización:/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeVisible();
  });

  it('removes the address (null) only after asking', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /org/support': ok({ address: 'soporte@demo.local', updated_at: UPDATED }),
      'GET /org/support/messages': listPage([], 1, false),
      'PUT /org/support': (request) => {
        sent.push(JSON.parse(request.body as string));
        return ok({ address: null, updated_at: UPDATED + 1000 });
      },
    });
    await renderWithProviders(<SupportAdminPage />);
    expect(await screen.findByRole('textbox', { name: 'Correo de soporte' })).toHaveValue(
      'soporte@demo.local',
    );
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar el correo de soporte?' });
    expect(dialog).toHaveTextContent('soporte@demo.local');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar' }),
    );
    await waitFor(() => expect(sent).toEqual([{ address: null }]));
    expect(await screen.findByRole('status')).toHaveTextContent('Correo de soporte quitado.');
    expect(screen.getByRole('textbox', { name: 'Correo de soporte' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Quitar' })).toBeNull();
  });

  it('lists the messages received with who wrote them, a page at a time', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    installFakeApi({
      'GET /org/support': ok({ address: 'soporte@demo.local', updated_at: UPDATED }),
      'GET /org/support/messages': (request) => {
        const page = new URL(request.url, 'http://x').searchParams.get('page') ?? '1';
        asked.push(page);
        return page === '1'
          ? listPage(
              Array.from({ length: 20 }, (_, i) =>
                received(50 - i, i === 0 ? { page: '/catalog/cart', topic: 'access' } : {}),
              ),
              1,
              true,
            )
          : listPage([received(30)], 2, false);
      },
    });
    await renderWithProviders(<SupportAdminPage />);
    const section = await screen.findByRole('region', { name: 'Mensajes recibidos' });
    expect(await within(section).findByText('S-000050')).toBeVisible();
    expect(section).toHaveTextContent('Ana Torres');
    expect(section).toHaveTextContent('ana.torres@demo.local');
    expect(section).toHaveTextContent('Acceso y cuenta');
    expect(section).toHaveTextContent('Pedido 50');
    expect(section).toHaveTextContent('No llegó el pedido 50');
    expect(section).toHaveTextContent('Desde: /catalog/cart');
    await user.click(within(section).getByRole('button', { name: 'Ver más mensajes' }));
    expect(await within(section).findByText('S-000030')).toBeVisible();
    expect(asked).toEqual(['1', '2']);
  });
});
