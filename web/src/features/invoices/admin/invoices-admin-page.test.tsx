import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { writeStoredToken } from '@/stores/session-storage';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AdminInvoice } from '../api/admin-invoices';
import { ANA, makeAdminInvoice, makeReceipt, pageOf } from '../testing/invoice-fixture';

import { InvoicesAdminPage } from './invoices-admin-page';

const saved = vi.hoisted(() => [] as { name: string; blob: Blob }[]);
vi.mock('@/lib/save-blob', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ name, blob }),
}));

beforeEach(() => {
  saved.length = 0;
});

const render = (route = '/admin/invoices') =>
  renderWithProviders(
    <>
      <InvoicesAdminPage />
      <ToastHost />
    </>,
    { route },
  );

const LUIS = { ...ANA, id: 8, full_name: 'Luis Herrera', first_name: 'Luis', last_name: 'Herrera' };

const ROWS: AdminInvoice[] = [
  makeAdminInvoice({ id: 40, status: 'approved', decided_at: Date.UTC(2026, 2, 4) }),
  makeAdminInvoice({
    ...makeReceipt(),
    id: 41,
    person: LUIS,
    status: 'paid',
    paid_on: '2026-03-15',
    paid_amount: '250.50',
    payment_reference: 'NOM-06',
  }),
  makeAdminInvoice({ id: 42, concept: 'Hotel', status: 'rejected', reason: 'Duplicada' }),
];

describe('InvoicesAdminPage', () => {
  it('lists every invoice with its person and state, filtered by status', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    installFakeApi({
      'GET /org/invoices': (request) => {
        const params = new URL(request.url, 'http://x').searchParams;
        asked.push(params);
        return params.get('status') === 'withdrawn' ? pageOf([]) : pageOf(ROWS);
      },
    });
    await render();
    const table = await screen.findByRole('table', { name: 'Facturas' });
    const row = (id: number) => table.querySelector(`[data-invoice="${id}"]`) as HTMLElement;
    expect(row(40)).toHaveTextContent('Ana Torres');
    expect(row(40)).toHaveTextContent('1160,00 MXN');
    expect(row(40)).toHaveTextContent('Aprobada');
    expect(row(40)).toHaveTextContent('EKU9003173C9');
    expect(row(41)).toHaveTextContent('Luis Herrera');
    expect(row(41)).toHaveTextContent('Solo comprobante');
    expect(row(41)).toHaveTextContent('Pagada el 15/03/2026: 250,50 MXN');
    expect(row(41)).toHaveTextContent('Referencia: NOM-06');
    expect(row(42)).toHaveTextContent('Motivo: Duplicada');
    // The server does not count, but the last page tells the total.
    expect(screen.getByText('1–3 de 3')).toBeVisible();
    // Only approved invoices can be paid; each opens its page.
    expect(
      within(row(40)).getByRole('button', {
        name: 'Registrar pago de «Comida con cliente» de Ana Torres',
      }),
    ).toBeVisible();
    expect(within(row(41)).queryByRole('button', { name: /Registrar pago/ })).toBeNull();
    expect(
      within(row(41)).getByRole('link', {
        name: 'Ver la factura «Taxi al aeropuerto» de Luis Herrera',
      }),
    ).toHaveAttribute('href', '/invoices/41');
    // Decisions are in the approvals inbox.
    expect(screen.getByRole('link', { name: 'Pendientes de aprobar' })).toHaveAttribute(
      'href',
      '/approvals?kind=invoice',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'withdrawn');
    expect(await screen.findByText('No hay facturas en este estado')).toBeVisible();
    expect(asked.at(-1)?.get('status')).toBe('withdrawn');
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it('records a payment: date, the amount prefilled, a reference; one no longer approved is said', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const keys: string[] = [];
    const answers: FakeReply[] = [
      {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: 'La referencia admite hasta 120 caracteres.',
          details: { fields: { reference: 'La referencia admite hasta 120 caracteres.' } },
        },
      },
      {
        status: 409,
        body: {
          success: false,
          code: 'invoice_not_approved',
          error: 'Solo se registra el pago de facturas aprobadas.',
        },
      },
    ];
    let rows = ROWS;
    installFakeApi({
      'GET /org/invoices': () => pageOf(rows),
      'POST /org/invoices/40/payment': (request: TransportRequest) => {
        bodies.push(JSON.parse(request.body as string));
        keys.push(request.headers['Idempotency-Key'] ?? '');
        const refusal = answers.shift();
        if (refusal) return refusal;
        rows = rows.map((entry) =>
          entry.id === 40 ? { ...entry, status: 'paid', paid_on: '2026-03-20' } : entry,
        );
        return ok(rows[0]);
      },
    });
    await render();
    const table = await screen.findByRole('table', { name: 'Facturas' });
    await user.click(
      within(table).getByRole('button', {
        name: 'Registrar pago de «Comida con cliente» de Ana Torres',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago' });
    expect(dialog).toHaveTextContent('«Comida con cliente» de Ana Torres · 1160,00 MXN');
    const amount = within(dialog).getByRole('textbox', { name: /^Importe pagado \(MXN\)/ });
    expect(amount).toHaveValue('1160.00');
    const date = within(dialog).getByRole('textbox', { name: /^Fecha de pago/ });
    await user.clear(date);
    await user.clear(amount);
    await user.type(amount, '1.160');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await within(dialog).findByText('Escribe la fecha de pago.')).toBeVisible();
    expect(
      within(dialog).getByText(
        'Escribe el importe sin separador de miles y con hasta dos decimales, por ejemplo 1250.50.',
      ),
    ).toBeVisible();
    expect(bodies).toEqual([]);

    await user.type(date, '20/03/2026');
    await user.clear(amount);
    await user.type(amount, '1100,00');
    await user.type(within(dialog).getByRole('textbox', { name: /^Referencia/ }), 'NOM-07');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(
      await within(dialog).findByText('La referencia admite hasta 120 caracteres.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(
      await within(dialog).findByText(
        'Esta factura ya no está aprobada (quizá ya se registró su pago): recarga la lista para ver su estado.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Registraste el pago de «Comida con cliente».')).toBeVisible();
    expect(bodies[0]).toEqual({ paid_on: '2026-03-20', amount: '1100.00', reference: 'NOM-07' });
    // Retries of the same payment reuse its key.
    expect(new Set(keys).size).toBe(1);
    await waitFor(() =>
      expect(table.querySelector('[data-invoice="40"]')).toHaveTextContent('Pagada'),
    );
  });

  it('downloads the payroll CSV of the invoices to pay and of the paid ones', async () => {
    const user = userEvent.setup();
    const exports: string[] = [];
    installFakeApi({
      'GET /org/invoices': pageOf(ROWS),
      'GET /org/invoices/export.csv': (request) => {
        const status = new URL(request.url, 'http://x').searchParams.get('status') ?? '';
        exports.push(`${status} ${request.headers.Authorization ? 'signed' : 'anonymous'}`);
        return { status: 200, body: new Blob([`invoice,email\r\n40,ana@demo.local\r\n`]) };
      },
    });
    writeStoredToken('tok');
    await render();
    await user.click(await screen.findByRole('button', { name: 'Por pagar (CSV)' }));
    await waitFor(() =>
      expect(saved.map((entry) => entry.name)).toEqual(['facturas-approved.csv']),
    );
    await user.click(screen.getByRole('button', { name: 'Pagadas (CSV)' }));
    await waitFor(() =>
      expect(saved.map((entry) => entry.name)).toEqual([
        'facturas-approved.csv',
        'facturas-paid.csv',
      ]),
    );
    // With the session's token: the file needs it.
    expect(exports).toEqual(['approved signed', 'paid signed']);
    writeStoredToken(null);
  });

  it('sets the company RFC, says why one is refused, and clears it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let current: string | null = null;
    installFakeApi({
      'GET /org/invoices': () => pageOf(ROWS),
      'GET /org/invoices/settings': () => ok({ receiver_rfc: current, updated_at: null }),
      'PUT /org/invoices/settings': (request) => {
        const body = JSON.parse(request.body as string) as { receiver_rfc: string | null };
        sent.push(body);
        if (body.receiver_rfc === 'XYZ') {
          return {
            status: 400,
            body: {
              success: false,
              error: 'Revisa los datos.',
              code: 'invalid_input',
              details: { fields: { receiver_rfc: 'Escribe un RFC válido.' } },
            },
          };
        }
        current = body.receiver_rfc ? body.receiver_rfc.toUpperCase() : null;
        return ok({ receiver_rfc: current, updated_at: Date.UTC(2026, 10, 30) });
      },
    });
    await render();
    const panel = await screen.findByRole('region', { name: 'RFC de la empresa' });
    const field = await within(panel).findByRole('textbox', { name: 'RFC receptor' });
    await user.type(field, 'XYZ');
    await user.click(within(panel).getByRole('button', { name: 'Guardar RFC' }));
    expect(await within(panel).findByText(/Escribe un RFC válido/)).toBeVisible();
    await user.clear(field);
    await user.type(field, ' dem010101ab1 ');
    await user.click(within(panel).getByRole('button', { name: 'Guardar RFC' }));
    expect(
      await screen.findByText(
        'Desde ahora solo se aceptan facturas a nombre del RFC DEM010101AB1.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'RFC receptor' })).toHaveValue(
        'DEM010101AB1',
      ),
    );
    await user.clear(within(panel).getByRole('textbox', { name: 'RFC receptor' }));
    await user.click(within(panel).getByRole('button', { name: 'Guardar RFC' }));
    expect(await screen.findByText('Se aceptan facturas a nombre de cualquier RFC.')).toBeVisible();
    expect(sent).toEqual([
      { receiver_rfc: 'XYZ' },
      { receiver_rfc: 'dem010101ab1' },
      { receiver_rfc: null },
    ]);
  });
});
