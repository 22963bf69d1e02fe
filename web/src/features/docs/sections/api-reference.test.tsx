import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { OPENAPI_FIXTURE } from '../reference/openapi-fixture';
import { publicOperations, typeLabel } from '../reference/openapi-reference';

import { ApiReference } from './api-reference';

describe('API reference', () => {
  it('lists only the x-public-api operations of the contract', () => {
    expect(publicOperations(OPENAPI_FIXTURE).map((op) => `${op.method} ${op.path}`)).toEqual([
      'post /send_feedback',
    ]);
    expect(
      typeLabel(OPENAPI_FIXTURE, {
        oneOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' } }],
      }),
    ).toBe('integer | integer[]');
    expect(typeLabel(OPENAPI_FIXTURE, { type: ['integer', 'null'] })).toBe('integer | null');
  });

  it('renders method, path, parameters, body fields and responses from GET /openapi.json', async () => {
    installFakeApi({ 'GET /openapi.json': { status: 200, body: OPENAPI_FIXTURE } });
    await renderWithProviders(<ApiReference apiBase="https://demo.example/api" />);

    const section = await screen.findByRole('region', { name: 'POST /api/send_feedback' });
    expect(screen.queryByText('/api/user')).not.toBeInTheDocument();
    expect(within(section).getByText('Envía un reconocimiento con puntos.')).toBeInTheDocument();
    expect(within(section).getByText('Acepta clave de API')).toBeInTheDocument();

    const parameters = within(section).getByRole('table', { name: /Parámetros de/ });
    expect(
      within(parameters).getByRole('rowheader', { name: 'Idempotency-Key' }),
    ).toBeInTheDocument();
    expect(parameters).toHaveTextContent('header');
    expect(parameters).toHaveTextContent('maxLength: 200');
    expect(parameters).toHaveTextContent('Cualquier texto único.');

    const body = within(section).getByRole('table', { name: /Campos del cuerpo de/ });
    const rows = within(body)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'sender_emailstringNoQuién lo envía.',
      'reciever_emailsstring[]SímaxItems: 50',
      'amountintegerSíminimum: 0',
      'post_typesinteger | integer[]Sí',
      'sub_type_idinteger | nullNo',
    ]);

    expect(within(section).getByText('201')).toBeInTheDocument();
    const data = within(section).getByRole('table', { name: /respuesta 201 \(SendResult\)/ });
    expect(within(data).getByRole('rowheader', { name: 'post' })).toBeInTheDocument();
    expect(data).toHaveTextContent('Post');
    expect(within(section).getByText('401')).toBeInTheDocument();
    expect(within(section).getByText('ErrorBody')).toBeInTheDocument();
    expect(within(section).getByText('Enviado.')).toBeInTheDocument();
    expect(within(section).getByText('A failure.')).toBeInTheDocument();
  });

  it("shows the contract's English texts in English", async () => {
    installFakeApi({ 'GET /openapi.json': { status: 200, body: OPENAPI_FIXTURE } });
    await renderWithProviders(<ApiReference apiBase="https://demo.example/api" />, { lng: 'en' });

    const section = await screen.findByRole('region', { name: 'POST /api/send_feedback' });
    expect(within(section).getByText('Sends a recognition with points.')).toBeInTheDocument();
    expect(within(section).getByText('Sent.')).toBeInTheDocument();
    const body = within(section).getByRole('table', { name: /body/i });
    expect(body).toHaveTextContent('Who sends it.');
    expect(body).not.toHaveTextContent('Quién lo envía.');
  });
});
