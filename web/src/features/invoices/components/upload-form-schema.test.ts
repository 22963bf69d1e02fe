import { describe, expect, it } from 'vitest';

import {
  emptyUpload,
  receiptProblem,
  toUpload,
  validateUpload,
  xmlProblem,
  type UploadValues,
} from './upload-form-schema';

const TODAY = '2026-03-10';
const file = (name: string, type: string, bytes = 100) =>
  new File([new Uint8Array(bytes)], name, { type });
const values = (extra: Partial<UploadValues>): UploadValues => ({
  ...emptyUpload(),
  concept: 'Comida con cliente',
  ...extra,
});

describe('the upload form checks', () => {
  it('asks for the concept and for the XML or the receipt', () => {
    expect(validateUpload(emptyUpload(), TODAY)).toMatchObject({
      concept: 'invoices.upload.errors.conceptRequired',
      receipt: 'invoices.upload.errors.fileRequired',
    });
    expect(validateUpload(values({ concept: 'x'.repeat(201) }), TODAY).concept).toBe(
      'invoices.upload.errors.conceptTooLong',
    );
  });

  it('without an XML asks for the amount, a three-letter currency and a past date', () => {
    const receipt = file('ticket.pdf', 'application/pdf');
    expect(validateUpload(values({ receipt }), TODAY)).toEqual({
      amount: 'invoices.upload.errors.amountRequired',
      issued_on: 'invoices.upload.errors.dateRequired',
    });
    expect(
      validateUpload(
        values({ receipt, amount: '1,250.50', currency: 'PESOS', issued_on: '2026-03-11' }),
        TODAY,
      ),
    ).toEqual({
      amount: 'invoices.upload.errors.amountInvalid',
      currency: 'invoices.upload.errors.currencyInvalid',
      issued_on: 'invoices.upload.errors.dateFuture',
    });
    expect(validateUpload(values({ receipt, amount: '1250,50', issued_on: TODAY }), TODAY)).toEqual(
      {},
    );
  });

  it('with an XML reads the amount, currency and date from it: none is asked', () => {
    const xml = file('factura.xml', 'text/xml');
    expect(validateUpload(values({ xml, currency: '' }), TODAY)).toEqual({});
    expect(toUpload(values({ xml, amount: '5', issued_on: TODAY }))).toEqual({
      concept: 'Comida con cliente',
      requestId: null,
      xml,
      receipt: null,
      amount: null,
      currency: null,
      issuedOn: null,
    });
  });

  it('checks the files: an XML up to 2 MB, a PDF or image up to 10 MB, none empty', () => {
    expect(xmlProblem(file('factura.xml', ''))).toBeNull();
    expect(xmlProblem(file('factura.pdf', 'application/pdf'))).toBe(
      'invoices.upload.errors.xmlType',
    );
    expect(xmlProblem(file('factura.xml', 'text/xml', 2 * 1024 * 1024 + 1))).toBe(
      'invoices.upload.errors.xmlTooLarge',
    );
    expect(xmlProblem(file('factura.xml', 'text/xml', 0))).toBe('invoices.upload.errors.fileEmpty');
    expect(receiptProblem(file('ticket.jpg', 'image/jpeg'))).toBeNull();
    expect(receiptProblem(file('ticket.docx', 'application/msword'))).toBe(
      'invoices.upload.errors.receiptType',
    );
    expect(receiptProblem(file('ticket.pdf', 'application/pdf', 10 * 1024 * 1024 + 1))).toBe(
      'invoices.upload.errors.receiptTooLarge',
    );
  });

  it('sends the typed amount with a dot, the currency in capitals and the request', () => {
    const receipt = file('ticket.png', 'image/png');
    expect(
      toUpload(
        values({
          receipt,
          request_id: '12',
          amount: ' 980,5',
          currency: 'usd',
          issued_on: '2026-03-01',
        }),
      ),
    ).toMatchObject({
      requestId: 12,
      amount: '980.5',
      currency: 'USD',
      issuedOn: '2026-03-01',
    });
  });
});
