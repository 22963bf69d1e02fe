import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { BenefitDetail } from '../api/benefits';
import {
  makeBenefit,
  makeDetail,
  makeRequest,
  makeRequestable,
  points,
} from '../testing/benefit-fixture';

import { BenefitPage } from './benefit-page';

function renderPage(id: number, lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/benefits_page/:benefitId" element={<BenefitPage />} />
      </Routes>
      <ToastHost />
    </>,
    { route: `/benefits_page/${id}`, lng },
  );
}

describe('BenefitPage', () => {
  it('shows how to use a benefit I have, with its code to copy, link and contact', async () => {
    installFakeApi({ 'GET /benefits/1': ok(makeDetail(makeBenefit())) });
    await renderPage(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguro dental' })).toBeVisible();
    expect(screen.getByText('Ofrecido por Dentalia')).toBeVisible();
    expect(screen.getByText('Lo tienes')).toBeVisible();
    expect(screen.getByText('Hasta el 31/12/2026')).toBeVisible();
    const how = screen.getByRole('region', { name: 'Cómo usarlo' });
    expect(within(how).getByText('Muestra tu credencial en la clínica.')).toBeVisible();
    expect(within(how).getByTestId('benefit-code')).toHaveTextContent('DENT-2026');
    expect(within(how).getByRole('button', { name: /^Copiar código/ })).toBeVisible();
    expect(within(how).getByRole('link', { name: 'Abrir el sitio del beneficio' })).toHaveAttribute(
      'href',
      'https://dentalia.example/aplauso',
    );
    expect(within(how).getByText('Contacto: beneficios@demo.local')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Solicitar' })).toBeNull();
  });

  it('shows the English title and falls back to Spanish texts', async () => {
    installFakeApi({ 'GET /benefits/1': ok(makeDetail(makeBenefit())) });
    await renderPage(1, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dental insurance' }),
    ).toBeVisible();
    // No English description: the Spanish one.
    expect(screen.getByText('Cobertura dental para ti y tu familia.')).toBeVisible();
  });

  it('requests a benefit: price, my points and who approves; the Idempotency-Key is sent', async () => {
    const user = userEvent.setup();
    const sent: TransportRequest[] = [];
    let detail: BenefitDetail = makeDetail(makeRequestable());
    installFakeApi({
      'GET /benefits/2': () => ok(detail),
      'GET /user/points': ok(points(500)),
      'POST /benefits/2/requests': (request) => {
        sent.push(request);
        detail = { ...detail, request: makeRequest({ note: 'Gracias' }) };
        return { status: 201, body: { success: true, data: makeRequest({ note: 'Gracias' }) } };
      },
    });
    await renderPage(2);
    expect(await screen.findByText('Lo aprueba Personas.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Solicitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar «Gimnasio»' });
    expect(within(dialog).getByText('Cuesta 200 puntos.')).toBeVisible();
    expect(await within(dialog).findByText('Tienes 500 puntos para canjear.')).toBeVisible();
    expect(within(dialog).getByText('Lo aprueba Personas.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Nota/ }), 'Gracias');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0]!.body as string)).toEqual({ note: 'Gracias' });
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText('Solicitaste «Gimnasio». Te avisaremos cuando la resuelvan.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(
        'Tu solicitud está pendiente. Puedes cancelarla en «Mis solicitudes».',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Solicitar' })).toBeNull();
  });

  it('says what the approval is and warns when my points do not reach', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /benefits/2': ok(makeDetail(makeRequestable({ approval: 'manager' }))),
      'GET /user/points': ok(points(150)),
    });
    await renderPage(2);
    expect(await screen.findByText('Lo aprueba tu jefatura.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Solicitar' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Te faltan 50 puntos.')).toBeVisible();
  });

  const refusals: [FakeReply, string][] = [
    [
      fail(422, 'not_eligible'),
      'Hoy no cumples las reglas de este beneficio, así que no puedes solicitarlo.',
    ],
    [
      fail(422, 'benefit_not_requestable'),
      'Este beneficio ya no se puede solicitar: se entrega a quienes cumplen sus reglas o dejó de estar disponible.',
    ],
    [
      fail(422, 'insufficient_points'),
      'No te alcanzan los puntos para canjear este beneficio. Tu nota sigue aquí.',
    ],
    [
      fail(409, 'request_pending'),
      'Ya tienes una solicitud pendiente de este beneficio: espera su respuesta o cancélala en «Mis solicitudes».',
    ],
    [fail(409, 'already_granted'), 'Ya tienes este beneficio: revisa «Cómo usarlo».'],
  ];

  it('words each refusal, keeps the note and reuses the key when the same note is sent again', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    let reply: FakeReply = refusals[0]![0];
    installFakeApi({
      'GET /benefits/2': ok(makeDetail(makeRequestable({ approval: 'none' }))),
      'GET /user/points': ok(points(500)),
      'POST /benefits/2/requests': (request) => {
        keys.push(request.headers['Idempotency-Key'] ?? '');
        return reply;
      },
    });
    await renderPage(2);
    expect(await screen.findByText('Se aprueba al instante.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Solicitar' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByRole('textbox', { name: /Nota/ });
    await user.type(note, 'Para el lunes');
    for (const [answer, text] of refusals) {
      reply = answer;
      await user.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
      expect(await within(dialog).findByText(text)).toBeVisible();
      expect(note).toHaveValue('Para el lunes');
    }
    expect(keys).toHaveLength(refusals.length);
    expect(new Set(keys).size).toBe(1);
  });

  it('explains why I cannot have it, each rule in words', async () => {
    installFakeApi({
      'GET /benefits/2': ok(
        makeDetail(makeRequestable({ valid_from: '2027-02-01', valid_until: '2027-03-31' }), {
          eligible: false,
          reasons: ['department', 'group', 'country', 'tenure', 'contract_type', 'not_yet'],
          eligibility: {
            departments: [3],
            groups: [4],
            countries: ['MX'],
            min_tenure_months: 6,
            contract_types: ['indefinite'],
          },
        }),
      ),
    });
    await renderPage(2);
    const why = await screen.findByRole('region', { name: '¿Por qué no puedo verlo?' });
    const items = within(why)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Es para personas de otras áreas.',
      'Es para personas de ciertos grupos de comunicación.',
      'Es para personas de otros países.',
      'Necesitas 6 meses de antigüedad.',
      'Tu tipo de contrato no está entre los que considera este beneficio.',
      'Disponible desde el 01/02/2027.',
    ]);
    expect(screen.queryByRole('button', { name: 'Solicitar' })).toBeNull();
  });

  it('says when it ended', async () => {
    installFakeApi({
      'GET /benefits/3': ok(
        makeDetail(makeRequestable({ id: 3, valid_until: '2025-01-31' }), {
          eligible: false,
          reasons: ['ended'],
        }),
      ),
    });
    await renderPage(3);
    const why = await screen.findByRole('region', { name: '¿Por qué no puedo verlo?' });
    expect(within(why).getByText('Terminó el 31/01/2025.')).toBeVisible();
  });

  it('shows the reason of my last rejection and lets me ask again', async () => {
    installFakeApi({
      'GET /benefits/2': ok(
        makeDetail(
          makeRequestable({
            request: makeRequest({ status: 'rejected', reason: 'Cupo agotado' }),
          }),
        ),
      ),
    });
    await renderPage(2);
    expect(
      await screen.findByText(
        'Tu última solicitud fue rechazada: Cupo agotado. Puedes volver a solicitarlo.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Solicitar' })).toBeVisible();
  });

  it('shows not found for an unknown benefit', async () => {
    installFakeApi({ 'GET /benefits/9': fail(404, 'not_found') });
    await renderPage(9);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
