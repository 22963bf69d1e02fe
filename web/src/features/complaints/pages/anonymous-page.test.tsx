import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { ReporterCase } from '../api/anonymous';

import { AnonymousPage } from './anonymous-page';

const PASSPHRASE = 'el gato azul corre por el tejado';
const RECEIPT = '1234 5678 9012 3456';

const reporterCase: ReporterCase = {
  kind: 'acoso_laboral',
  stage: 'investigation',
  identified: false,
  created_day: '2026-11-02',
  closed_day: null,
  content: {
    facts: 'Me grita delante del equipo cada lunes.',
    when_text: '',
    where_text: '',
    people_text: '',
    witnesses_text: '',
    desired_measures: '',
  },
  messages: [
    {
      seq: 1,
      author: 'handler',
      author_person: null,
      body: 'Recibimos tu denuncia. ¿Hubo testigos?',
      created_day: '2026-11-03',
    },
  ],
  evidence: [],
  deadlines: [
    {
      key: 'investigation',
      due_day: '2026-12-15',
      business_days: true,
      days: 30,
      status: 'open',
      met_day: null,
      basis: 'Ley 21.643',
    },
  ],
  readers: 2,
};

type Sent = { url: string; init: RequestInit };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      if (url.endsWith('/complaints/anonymous/form')) {
        return Promise.resolve(
          json(200, {
            success: true,
            data: {
              organisation: 'Demo',
              kinds: [],
              areas: [{ id: 3, name: 'Ventas' }],
              profile: 'cl',
            },
          }),
        );
      }
      if (url.endsWith('/complaints/anonymous')) {
        return Promise.resolve(
          json(201, {
            success: true,
            data: { receipt: RECEIPT, created_day: '2026-11-02', stage: 'received', case_id: null },
          }),
        );
      }
      if (url.endsWith('/complaints/anonymous/open')) {
        const body = JSON.parse(init.body as string) as { passphrase: string };
        return Promise.resolve(
          body.passphrase === PASSPHRASE
            ? json(200, { success: true, data: reporterCase })
            : json(404, { success: false, code: 'not_found', error: 'not found' }),
        );
      }
      return Promise.resolve(json(500, { success: false }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the anonymous complaints page', () => {
  it('sends a report without cookies or token and shows the receipt once', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<AnonymousPage />, { route: '/complaints/anonymous' });
    const report = await screen.findByRole('tabpanel', { name: 'Hacer una denuncia' });

    await user.click(within(report).getByRole('button', { name: 'Enviar denuncia' }));
    expect(within(report).getByText('Elige el tipo de denuncia.')).toBeInTheDocument();
    expect(sent.filter((call) => call.init.method === 'POST')).toEqual([]);

    await user.selectOptions(within(report).getByLabelText(/Tipo de denuncia/), 'acoso_laboral');
    await user.selectOptions(within(report).getByLabelText(/Área donde ocurrió/), '3');
    await user.type(
      within(report).getByLabelText(/Qué ocurrió/),
      'Me grita delante del equipo cada lunes.',
    );
    await user.type(within(report).getByLabelText('Frase secreta'), PASSPHRASE);
    await user.type(within(report).getByLabelText('Repite la frase'), PASSPHRASE);
    expect(within(report).getByText('Fuerte.')).toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByTestId('receipt-number')).toHaveTextContent(RECEIPT);
    expect(screen.getByText('Guárdalo: no podremos mostrártelo de nuevo')).toBeInTheDocument();
    const intake = sent.find((call) => call.url.endsWith('/complaints/anonymous'));
    expect(intake?.init.credentials).toBe('omit');
    expect(intake?.init.referrerPolicy).toBe('no-referrer');
    expect(intake?.init.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(intake?.init.body as string)).toMatchObject({
      kind: 'acoso_laboral',
      area_id: 3,
      facts: 'Me grita delante del equipo cada lunes.',
      passphrase: PASSPHRASE,
      on_behalf_of_third_party: false,
    });
  });

  it('follows a case with the receipt and passphrase, the same words for any wrong key', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<AnonymousPage />, { route: '/complaints/anonymous' });
    await user.click(await screen.findByRole('tab', { name: 'Seguir mi caso' }));
    const follow = screen.getByRole('tabpanel', { name: 'Seguir mi caso' });

    await user.type(within(follow).getByLabelText('Recibo (16 dígitos)'), '1234567890123456');
    expect(within(follow).getByLabelText('Recibo (16 dígitos)')).toHaveValue(RECEIPT);
    await user.type(within(follow).getByLabelText('Frase secreta'), 'otra frase cualquiera');
    await user.click(within(follow).getByRole('button', { name: 'Ver mi caso' }));
    expect(await within(follow).findByText('Recibo o frase incorrectos.')).toBeInTheDocument();

    await user.clear(within(follow).getByLabelText('Frase secreta'));
    await user.type(within(follow).getByLabelText('Frase secreta'), PASSPHRASE);
    await user.click(within(follow).getByRole('button', { name: 'Ver mi caso' }));
    expect(
      await within(follow).findByText('Recibimos tu denuncia. ¿Hubo testigos?'),
    ).toBeInTheDocument();
    expect(
      within(follow).getByText('Tu caso fue leído por 2 personas del comité.'),
    ).toBeInTheDocument();
    expect(within(follow).getByText('Fin de la investigación')).toBeInTheDocument();

    const opens = sent.filter((call) => call.url.endsWith('/complaints/anonymous/open'));
    for (const call of opens) {
      expect(call.url).not.toContain('1234');
      expect(call.init.credentials).toBe('omit');
    }
    expect(JSON.parse(opens.at(-1)?.init.body as string)).toEqual({
      receipt: '1234567890123456',
      passphrase: PASSPHRASE,
    });

    await user.click(within(follow).getByRole('button', { name: 'Salir' }));
    expect(within(follow).getByLabelText('Recibo (16 dígitos)')).toHaveValue('');
  });
});
