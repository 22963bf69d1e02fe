import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { adminOrderKeys } from '../api/admin-orders';
import { adminProductKeys } from '../api/admin-products';
import { laura, makeItem, makeOrder, makeProduct, page } from '../testing/catalog-fixture';

import { SendProductDialog } from './send-product-dialog';

const carlos = {
  id: 4,
  full_name: 'Carlos Ruiz',
  first_name: 'Carlos',
  last_name: 'Ruiz',
  email: 'carlos.ruiz@demo.local',
  profile_photo_url: null,
};
const diego = {
  id: 9,
  full_name: 'Diego Castro',
  first_name: 'Diego',
  last_name: 'Castro',
  email: 'diego.castro@demo.local',
  profile_photo_url: null,
};

const mug = makeProduct({ send_users: true });

type Sent = { body: Record<string, unknown>; key: string | undefined };

/** A server that answers the people search and records each gift with its Idempotency-Key. */
function server(reply?: (request: TransportRequest) => FakeReply) {
  const sent: Sent[] = [];
  installFakeApi({
    'POST /user/search': page([carlos, diego]),
    'POST /org/products/1/send': (request) => {
      const body = JSON.parse(request.body as string) as Record<string, unknown>;
      sent.push({ body, key: request.headers['Idempotency-Key'] });
      if (reply) return reply(request);
      const orders = (body.user_ids as number[]).map((id, i) =>
        makeOrder({
          id: 50 + i,
          buyer: id === carlos.id ? carlos : diego,
          total: 0,
          gift: { by: laura, note: (body.note as string | undefined) ?? null },
          items: [makeItem({ id: 80 + i })],
        }),
      );
      return { status: 201, body: { success: true, data: orders } };
    },
  });
  return sent;
}

async function renderDialog(lng: 'es' | 'en' = 'es') {
  const onClose = vi.fn();
  const rendered = await renderWithProviders(
    <>
      <SendProductDialog product={mug} onClose={onClose} />
      <ToastHost />
    </>,
    { lng },
  );
  const dialog = screen.getByRole('dialog', {
    name: lng === 'es' ? 'Regalar «Taza Aplauso»' : 'Give “Taza Aplauso” as a prize',
  });
  return { dialog, onClose, queryClient: rendered.queryClient };
}

async function choose(dialog: HTMLElement, name: string, label = 'Personas') {
  const user = userEvent.setup();
  await user.type(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }), 'a');
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('SendProductDialog', () => {
  it('asks for someone before sending anything', async () => {
    const user = userEvent.setup();
    const sent = server();
    const { dialog } = await renderDialog();
    expect(
      within(dialog).getByText(/^Cada persona recibe una unidad como premio/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Quedan 500 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Regalar' }));
    expect(await within(dialog).findByText('Elige al menos una persona.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('gives the product to the people chosen with the note and an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const sent = server();
    const { dialog, onClose, queryClient } = await renderDialog();
    // The products (their stock changed) and the admins' orders are read again.
    queryClient.setQueryData(adminProductKeys.list({}, 1, 10), page([mug]));
    queryClient.setQueryData(adminOrderKeys.list({}, 1, 10), page([]));

    await choose(dialog, 'Carlos Ruiz');
    await choose(dialog, 'Diego Castro');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nota' }),
      ' ¡Gracias por el cierre del trimestre! ',
    );
    expect(within(dialog).getByText('Quedan 461 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Regalar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Regalo enviado a 2 personas')).toBeInTheDocument();
    expect(sent.map((gift) => gift.body)).toEqual([
      { user_ids: [4, 9], note: '¡Gracias por el cierre del trimestre!' },
    ]);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryState(adminProductKeys.list({}, 1, 10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(adminOrderKeys.list({}, 1, 10))?.isInvalidated).toBe(true);
  });

  it('keeps the dialog open with the server’s words, and a retry reuses the key', async () => {
    const user = userEvent.setup();
    let reply: FakeReply = fail(
      422,
      'out_of_stock',
      'No quedan unidades suficientes de «Taza Aplauso» para 1 persona.',
    );
    const sent = server(() => reply);
    const { dialog, onClose } = await renderDialog();
    await choose(dialog, 'Carlos Ruiz');
    await user.click(within(dialog).getByRole('button', { name: 'Regalar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No quedan unidades suficientes de «Taza Aplauso» para 1 persona.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Regalar «Taza Aplauso»' })).toBeInTheDocument();

    reply = {
      status: 201,
      body: {
        success: true,
        data: [makeOrder({ id: 50, buyer: carlos, total: 0, gift: { by: laura, note: null } })],
      },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Regalar' }));
    expect(await screen.findByText('Regalo enviado a 1 persona')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).toEqual({ user_ids: [4] });
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it('shows the server’s refusal of a product that cannot be given', async () => {
    const user = userEvent.setup();
    server(() =>
      fail(
        422,
        'not_sendable',
        '«Taza Aplauso» no se puede regalar: actívalo en el producto (Se puede regalar).',
      ),
    );
    const { dialog } = await renderDialog();
    await choose(dialog, 'Diego Castro');
    await user.click(within(dialog).getByRole('button', { name: 'Regalar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '«Taza Aplauso» no se puede regalar: actívalo en el producto (Se puede regalar).',
    );
  });

  it('reads in English', async () => {
    const user = userEvent.setup();
    server();
    const { dialog } = await renderDialog('en');
    await choose(dialog, 'Carlos Ruiz', 'People');
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await screen.findByText('Gift sent to 1 person')).toBeInTheDocument();
  });
});
