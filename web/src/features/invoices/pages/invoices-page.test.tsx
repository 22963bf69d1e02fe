import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeInvoice, makeReceipt, pageOf } from '../testing/invoice-fixture';

import { InvoicesPage } from './invoices-page';

const render = (lng: 'es' | 'en' = 'es') =>
  renderWithProviders(<InvoicesPage />, { route: '/invoices', lng });

const EVERY_STATUS = [
  makeInvoice({ id: 1, concept: 'Hotel Monterrey' }),
  makeInvoice({ id: 2, concept: 'Comida', status: 'approved', decided_at: Date.UTC(2026, 2, 4) }),
  makeReceipt({
    id: 3,
    concept: 'Taxi',
    status: 'rejected',
    reason: 'Falta el ticket legible',
    decided_at: Date.UTC(2026, 2, 4),
  }),
  makeInvoice({
    id: 4,
    concept: 'Vuelo',
    amount: '12345.60',
    status: 'paid',
    paid_on: '2026-03-15',
    paid_amount: '12345.60',
    payment_reference: 'NOM-2026-06',
  }),
  makeReceipt({ id: 5, concept: 'Estacionamiento', status: 'withdrawn' }),
];

beforeEach(() => {
  useAppStore.getState().setMe({ id: 7, full_name: 'Ana Torres', user_type: 'employee' } as User);
});

describe('InvoicesPage', () => {
  it('lists my invoices with their amount, date and state, a rejection with its reason and a payment with its reference', async () => {
    installFakeApi({ 'GET /invoices': pageOf(EVERY_STATUS) });
    await render();
    const list = await screen.findByRole('list', { name: 'Mis facturas' });
    const item = (id: number) => list.querySelector(`[data-invoice="${id}"]`) as HTMLElement;
    expect(item(1)).toHaveTextContent('En revisión');
    expect(item(1)).toHaveTextContent('1160,00 MXN · 02/03/2026 · CFDI');
    expect(within(item(1)).getByRole('link', { name: 'Hotel Monterrey' })).toHaveAttribute(
      'href',
      '/invoices/1',
    );
    expect(item(2)).toHaveTextContent('Aprobada');
    expect(item(3)).toHaveTextContent('Rechazada');
    expect(item(3)).toHaveTextContent('250,50 MXN · 01/03/2026 · Comprobante');
    expect(item(3)).toHaveTextContent('Motivo: Falta el ticket legible');
    expect(item(4)).toHaveTextContent('Pagada');
    expect(item(4)).toHaveTextContent(
      'Pagada el 15/03/2026: 12.345,60 MXN · Referencia NOM-2026-06',
    );
    expect(item(5)).toHaveTextContent('Retirada');
    // Employees have no way into the console.
    expect(screen.queryByRole('link', { name: 'Gestionar facturas' })).toBeNull();
  });

  it('formats amounts for English readers', async () => {
    installFakeApi({ 'GET /invoices': pageOf([EVERY_STATUS[3]!]) });
    await render('en');
    const list = await screen.findByRole('list', { name: 'My invoices' });
    expect(list).toHaveTextContent('Paid on 15/03/2026: MX$12,345.60 · Reference NOM-2026-06');
  });

  it('pages through them with "Ver más facturas"', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /invoices': (request) =>
        new URL(request.url, 'http://x').searchParams.get('page') === '2'
          ? pageOf([makeReceipt({ id: 9, concept: 'Papelería' })], { page: 2 })
          : pageOf([makeInvoice()], { hasMore: true }),
    });
    await render();
    await user.click(await screen.findByRole('button', { name: 'Ver más facturas' }));
    expect(await screen.findByRole('link', { name: 'Papelería' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Comida con cliente' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ver más facturas' })).toBeNull();
  });

  it('says when there are none yet, and when they cannot be read', async () => {
    installFakeApi({ 'GET /invoices': pageOf([]) });
    const first = await render();
    expect(await screen.findByText('Aún no has subido facturas')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subir factura' })).toBeVisible();
    first.unmount();

    installFakeApi({ 'GET /invoices': fail(500, 'internal') });
    await render();
    expect(await screen.findByRole('button', { name: /Reintentar/ })).toBeVisible();
  });

  it('gives admins a way into the console', async () => {
    useAppStore.getState().setMe({ id: 2, full_name: 'Adriana Gómez', user_type: 'admin' } as User);
    installFakeApi({ 'GET /invoices': pageOf([]) });
    await render();
    expect(await screen.findByRole('link', { name: 'Gestionar facturas' })).toHaveAttribute(
      'href',
      '/admin/invoices',
    );
  });
});
