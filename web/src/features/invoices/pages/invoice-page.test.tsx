import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { FOLIO, makeInvoice, makeRequest, pageOf } from '../testing/invoice-fixture';

import { InvoicePage } from './invoice-page';

const render = (id = 40) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/invoices/:invoiceId" element={<InvoicePage />} />
      </Routes>
      <ToastHost />
    </>,
    { route: `/invoices/${id}` },
  );

const signIn = (user_type: User['user_type']) =>
  useAppStore.getState().setMe({ id: 7, full_name: 'Ana Torres', user_type } as User);

beforeEach(() => {
  signIn('employee');
  useAppStore.getState().setServices({ invoices: true, requests: true });
});
afterEach(() => useAppStore.getState().setServices(null));

describe('InvoicePage', () => {
  it('shows what the CFDI says, its files, the linked request and its way so far', async () => {
    installFakeApi({
      'GET /invoices/40': ok(
        makeInvoice({
          request_id: 12,
          receipt_url: 'https://files.example/invoice/ticket.pdf?sig=1',
          receipt_name: 'ticket.pdf',
          status: 'paid',
          decided_at: Date.UTC(2026, 2, 4, 12),
          paid_on: '2026-03-15',
          paid_amount: '1100.00',
          payment_reference: 'NOM-06',
        }),
      ),
      'GET /requests': pageOf([makeRequest()]),
    });
    await render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comida con cliente' }),
    ).toBeVisible();
    expect(screen.getByTestId('invoice-amount')).toHaveTextContent('1160,00 MXN');
    expect(screen.getByText('Se pagó el 15/03/2026: 1100,00 MXN.')).toBeVisible();
    const facts = screen.getByRole('region', { name: 'Datos de la factura' });
    expect(facts).toHaveTextContent('RFC del emisorEKU9003173C9');
    expect(facts).toHaveTextContent('EmisorESCUELA KEMPER URGATE');
    expect(facts).toHaveTextContent('RFC del receptorMASO451221PM4');
    expect(facts).toHaveTextContent(`Folio fiscal${FOLIO}`);
    expect(await within(facts).findByText('Viáticos · n.º 12')).toBeVisible();
    const files = screen.getByRole('region', { name: 'Archivos' });
    expect(within(files).getByRole('link', { name: 'Descargar el XML del CFDI' })).toHaveAttribute(
      'href',
      'https://files.example/invoice/factura.xml?sig=1',
    );
    expect(
      within(files).getByRole('link', { name: 'Ver el comprobante (ticket.pdf)' }),
    ).toHaveAttribute('href', 'https://files.example/invoice/ticket.pdf?sig=1');
    const timeline = screen.getByRole('region', { name: 'Seguimiento' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-step'))).toEqual([
      'submitted',
      'approved',
      'paid',
    ]);
    expect(steps[0]).toHaveTextContent('EnviadaEl 03/03/2026');
    expect(steps[2]).toHaveTextContent('Importe pagado: 1100,00 MXN');
    expect(steps[2]).toHaveTextContent('Referencia: NOM-06');
    // Decided and paid: nothing to withdraw.
    expect(screen.queryByRole('button', { name: 'Retirar' })).toBeNull();
  });

  it('tells a rejection with its reason', async () => {
    installFakeApi({
      'GET /invoices/40': ok(
        makeInvoice({
          status: 'rejected',
          reason: 'No es un gasto de la empresa',
          decided_at: Date.UTC(2026, 2, 4, 12),
        }),
      ),
    });
    await render();
    expect(
      await screen.findByText('Fue rechazada. Motivo: No es un gasto de la empresa'),
    ).toBeVisible();
    const timeline = screen.getByRole('region', { name: 'Seguimiento' });
    expect(timeline).toHaveTextContent(
      'RechazadaEl 04/03/2026Motivo: No es un gasto de la empresa',
    );
  });

  it('withdraws a waiting invoice after asking, and says when it was reviewed meanwhile', async () => {
    const user = userEvent.setup();
    let invoice = makeInvoice();
    const answers: FakeReply[] = [
      {
        status: 409,
        body: { success: false, code: 'invoice_decided', error: 'Esta factura ya fue revisada.' },
      },
    ];
    const keys: string[] = [];
    installFakeApi({
      'GET /invoices/40': () => ok(invoice),
      'GET /invoices': pageOf([]),
      'POST /invoices/40/withdraw': (request: TransportRequest) => {
        keys.push(request.headers['Idempotency-Key'] ?? '');
        const refusal = answers.shift();
        if (refusal) return refusal;
        invoice = { ...invoice, status: 'withdrawn', decided_at: Date.UTC(2026, 2, 5) };
        return ok(invoice);
      },
    });
    await render();
    await user.click(await screen.findByRole('button', { name: 'Retirar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar la factura?' });
    expect(dialog).toHaveTextContent(
      '«Comida con cliente» dejará de estar en revisión y no se reembolsará.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retirar factura' }));
    expect(
      await within(dialog).findByText(
        'Esta factura ya fue revisada, así que no se puede retirar. Recarga para ver su estado.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Retirar factura' }));
    expect(await screen.findByText('Retiraste «Comida con cliente».')).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('Retirada').length).toBeGreaterThan(0));
    // The same attempt, the same key.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("offers an admin the payment of an approved invoice, and no withdrawal of someone else's", async () => {
    signIn('admin');
    const user = userEvent.setup();
    installFakeApi({
      'GET /invoices/40': ok(makeInvoice({ status: 'approved', decided_at: Date.UTC(2026, 2, 4) })),
      'GET /invoices/41': ok(makeInvoice({ id: 41 })),
      'GET /invoices': pageOf([]),
    });
    const first = await render();
    await user.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago' });
    expect(within(dialog).getByRole('textbox', { name: /^Importe pagado/ })).toHaveValue('1160.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    first.unmount();

    await render(41);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comida con cliente' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retirar' })).toBeNull();
  });

  it('is not found for an unknown invoice', async () => {
    installFakeApi({});
    await render(99);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
