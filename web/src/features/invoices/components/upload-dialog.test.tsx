import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { InvoicesPage } from '../pages/invoices-page';
import { FOLIO, makeInvoice, makeReceipt, makeRequest, pageOf } from '../testing/invoice-fixture';

const xmlFile = () => new File(['<cfdi:Comprobante/>'], 'factura.xml', { type: 'text/xml' });
const pdfFile = () => new File(['%PDF-1.7'], 'ticket.pdf', { type: 'application/pdf' });
const sized = (file: File, size: number) => {
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The fields a multipart upload sent, files by their names. */
function fieldsOf(request: TransportRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of (request.body as FormData).entries())
    out[name] = typeof value === 'string' ? value : `file:${value.name}`;
  return out;
}

function server(answer: (request: TransportRequest) => FakeReply) {
  const sent: Record<string, string>[] = [];
  installFakeApi({
    'GET /invoices': pageOf([]),
    'GET /requests': pageOf([makeRequest(), makeRequest({ id: 13, type_name: 'Capacitación' })]),
    'POST /invoices': (request) => {
      sent.push(fieldsOf(request));
      return answer(request);
    },
  });
  return sent;
}

async function openDialog() {
  const user = userEvent.setup({ applyAccept: false });
  await renderWithProviders(
    <>
      <InvoicesPage />
      <ToastHost />
    </>,
    { route: '/invoices' },
  );
  expect(await screen.findByText('Aún no has subido facturas')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Subir factura' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subir factura' });
  return { user, dialog };
}

beforeEach(() => {
  useAppStore.getState().setMe({ id: 7, full_name: 'Ana Torres', user_type: 'employee' } as User);
  useAppStore.getState().setServices({ invoices: true, requests: true });
});
afterEach(() => useAppStore.getState().setServices(null));

describe('the upload dialog', () => {
  it('checks the form as the server would before sending anything', async () => {
    const sent = server(() => ok(makeInvoice()));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar a revisión' }));
    expect(await within(dialog).findByText('Escribe el concepto.')).toBeVisible();
    expect(
      within(dialog).getByText('Sube el comprobante (PDF o imagen) o el XML de la factura.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Escribe el importe.')).toBeVisible();
    expect(within(dialog).getByText('Escribe la fecha del comprobante.')).toBeVisible();

    // A receipt that is not a PDF or an image, and one over 10 MB, are refused when chosen.
    const receipt = within(dialog).getByTestId('invoice-receipt-input');
    await user.upload(receipt, new File(['x'], 'notas.docx', { type: 'application/msword' }));
    expect(
      await within(dialog).findByText('Elige un PDF o una imagen (PNG, JPG, GIF o WebP).'),
    ).toBeVisible();
    await user.upload(receipt, sized(pdfFile(), 10 * 1024 * 1024 + 1));
    expect(
      await within(dialog).findByText('El comprobante puede pesar hasta 10 MB.'),
    ).toBeVisible();
    // An XML over 2 MB too.
    await user.upload(
      within(dialog).getByTestId('invoice-xml-input'),
      sized(xmlFile(), 2 * 1024 * 1024 + 1),
    );
    expect(await within(dialog).findByText('El XML puede pesar hasta 2 MB.')).toBeVisible();

    // A typed amount with thousands separators and a date in the future.
    await user.type(within(dialog).getByRole('textbox', { name: /^Concepto/ }), 'Taxi');
    await user.upload(receipt, pdfFile());
    expect(within(dialog).getByText(/ticket\.pdf/)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Importe/ }), '1,250.50');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const typed = `${String(tomorrow.getDate()).padStart(2, '0')}/${String(tomorrow.getMonth() + 1).padStart(2, '0')}/${tomorrow.getFullYear()}`;
    await user.type(within(dialog).getByRole('textbox', { name: /^Fecha del comprobante/ }), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar a revisión' }));
    expect(
      await within(dialog).findByText(
        'Escribe el importe sin separador de miles y con hasta dos decimales, por ejemplo 1250.50.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('La fecha del comprobante no puede ser futura.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends a receipt with the typed amount, currency, date and request', async () => {
    const sent = server(() => ({
      status: 201,
      body: { success: true, data: makeReceipt({ request_id: 12 }) },
    }));
    const { user, dialog } = await openDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Concepto/ }),
      'Taxi al aeropuerto',
    );
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /^Solicitud relacionada/ }),
      '12',
    );
    await user.upload(within(dialog).getByTestId('invoice-receipt-input'), pdfFile());
    await user.type(within(dialog).getByRole('textbox', { name: /^Importe/ }), '250,50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Moneda' }), 'USD');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Fecha del comprobante/ }),
      '01/03/2026',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar a revisión' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      concept: 'Taxi al aeropuerto',
      request_id: '12',
      receipt: 'file:ticket.pdf',
      amount: '250.50',
      currency: 'USD',
      issued_on: '2026-03-01',
    });
    const done = await screen.findByRole('dialog', { name: 'Factura enviada' });
    expect(within(done).getByRole('heading', { name: 'Lo que enviaste' })).toBeVisible();
  });

  it('with an XML asks for no amount, and shows what the server read from the CFDI', async () => {
    const sent = server(() => ({ status: 201, body: { success: true, data: makeInvoice() } }));
    const { user, dialog } = await openDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Concepto/ }),
      'Comida con cliente',
    );
    await user.upload(within(dialog).getByTestId('invoice-xml-input'), xmlFile());
    expect(
      within(dialog).getByText('El importe, la moneda y la fecha se leen del XML.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: /^Importe/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar a revisión' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ concept: 'Comida con cliente', xml: 'file:factura.xml' });
    const done = await screen.findByRole('dialog', { name: 'Factura enviada' });
    const read = within(done).getByRole('region', { name: 'Lo que leímos del CFDI' });
    expect(read).toHaveTextContent('Importe1160,00 MXN');
    expect(read).toHaveTextContent('RFC del emisorEKU9003173C9');
    expect(read).toHaveTextContent(`Folio fiscal${FOLIO}`);
    expect(within(done).getByRole('link', { name: 'Ver la factura' })).toHaveAttribute(
      'href',
      '/invoices/40',
    );
  });

  it("shows the server's refusals under their fields: a CFDI it cannot read, a folio registered already, bad fields", async () => {
    const answers: FakeReply[] = [
      {
        status: 422,
        body: {
          success: false,
          code: 'invalid_cfdi',
          error: 'El RFC del emisor no es válido.',
          details: { fields: { xml: 'El RFC del emisor no es válido.' } },
        },
      },
      {
        status: 409,
        body: {
          success: false,
          code: 'invoice_duplicate',
          error: `Esta factura ya se registró (folio fiscal ${FOLIO}).`,
        },
      },
      {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: 'Hay datos por corregir.',
          details: {
            fields: {
              concept: 'Escribe el concepto, de hasta 200 caracteres.',
              request_id: 'Esa solicitud no es tuya.',
            },
          },
        },
      },
    ];
    const sent = server(() => answers[Math.min(sent.length - 1, answers.length - 1)]!);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /^Concepto/ }), 'Hotel');
    await user.upload(within(dialog).getByTestId('invoice-xml-input'), xmlFile());
    const submit = within(dialog).getByRole('button', { name: 'Enviar a revisión' });

    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'No pudimos leer este XML como un CFDI: El RFC del emisor no es válido.',
      ),
    ).toBeVisible();
    // Said at the field, not twice.
    expect(dialog.querySelector('.MuiAlert-colorError')).toBeNull();

    await user.click(submit);
    expect(
      await within(dialog).findByText(
        `Esta factura ya se registró: el folio fiscal ${FOLIO} está en otra factura en revisión, aprobada o pagada, y se reembolsa una sola vez.`,
      ),
    ).toBeVisible();

    // Choosing another XML clears the XML's message.
    await user.upload(within(dialog).getByTestId('invoice-xml-input'), xmlFile());
    expect(within(dialog).queryByText(/Esta factura ya se registró/)).toBeNull();

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Solicitud relacionada/ }),
      '13',
    );
    await user.click(submit);
    expect(
      await within(dialog).findByText('Escribe el concepto, de hasta 200 caracteres.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Esa solicitud no es tuya.')).toBeVisible();
    expect(sent).toHaveLength(3);
    // The dialog and what was typed stay.
    expect(within(dialog).getByRole('textbox', { name: /^Concepto/ })).toHaveValue('Hotel');
  });
});
