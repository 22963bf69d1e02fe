import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { ReviewDetail } from '../api/types';
import { carla, evidence, reviewDetail, reviewSummary } from '../testing/evaluation-fixtures';

import { ReviewPage } from './review-page';

type Sent = { path: string; body: unknown };

function server(
  detail: ReviewDetail = reviewDetail(),
  submit: (body: unknown) => FakeReply = () => ok(detail),
) {
  const sent: Sent[] = [];
  const record = (reply: (body: unknown) => FakeReply) => (request: TransportRequest) => {
    const body: unknown = request.body ? JSON.parse(request.body as string) : null;
    sent.push({ path: `${request.method} ${request.path}`, body });
    return reply(body);
  };
  installFakeApi({
    'GET /evaluations/reviews/11': ok(detail),
    'GET /evaluations/reviews/11/evidence': ok(evidence()),
    'PUT /evaluations/reviews/11': record(() => ok(detail)),
    'POST /evaluations/reviews/11/submit': record(submit),
    'POST /evaluations/reviews/11/decline': record(() => ok(detail.review)),
    'GET /evaluations': ok({
      cycles: [],
      reviews: [],
      nominations: { to_make: [], to_approve: [], requests: [] },
      packets: [],
      team: [],
    }),
  });
  return sent;
}

/** useMediaQuery's answer: wide (from 900 px) or a phone. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (id = '11') =>
  renderWithProviders(
    <Routes>
      <Route path="/performance_evaluation/reviews/:reviewId" element={<ReviewPage />} />
      <Route path="/performance_evaluation" element={<p>Lista de evaluaciones</p>} />
    </Routes>,
    { route: `/performance_evaluation/reviews/${id}` },
  );

const group = (name: string | RegExp) => screen.getByRole('group', { name });

/** Gives `stars` to a rated item. A pointer's click reads the star under it from the layout,
 *  which the test document lacks: the click goes to the radio button itself. */
const rate = (name: string | RegExp, stars: number) =>
  fireEvent.click(
    within(group(name)).getByRole('radio', {
      name: stars === 1 ? '1 estrella' : `${stars} estrellas`,
    }),
  );

describe('ReviewPage', () => {
  it('shows the form, the competencies with their indicator and the goals with a live score', async () => {
    screenWidth(true);
    server();
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu autoevaluación' }),
    ).toBeVisible();
    expect(screen.getByTestId('review-status-line')).toHaveTextContent(
      'Fase actual: Redacción · Falta: autoevaluación · Fecha límite: 12/12/2030',
    );
    expect(screen.getByText('Comparte lo que sabe y pide ayuda a tiempo.')).toBeVisible();
    expect(group('Abrir 3 oficinas')).toHaveTextContent('Peso 60');
    const score = screen.getByTestId('goals-score');
    expect(score).toHaveTextContent('Puntaje de objetivos: califica al menos uno');
    rate('Abrir 3 oficinas', 5);
    expect(score).toHaveTextContent('Puntaje de objetivos: 5 de 5');
    rate('Bajar la rotación', 3);
    // (60·5 + 40·3) / 100
    expect(score).toHaveTextContent('Puntaje de objetivos: 4,2 de 5');
  });

  it('saves a draft with the answers, the competencies and the goals', async () => {
    const user = userEvent.setup();
    screenWidth(true);
    const sent = server();
    await open();
    await user.type(
      await screen.findByRole('textbox', { name: 'Principales logros del período' }),
      'Dos oficinas',
    );
    const colaboracion = group('🤝 Colaboración');
    rate('🤝 Colaboración', 4);
    await user.type(
      within(colaboracion).getByRole('textbox', { name: 'Comentario (opcional)' }),
      'Ayuda siempre',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: 'PUT /evaluations/reviews/11',
          body: {
            answers: { logros: 'Dos oficinas' },
            competencies: [{ value_id: 5, rating: 4, comment: 'Ayuda siempre' }],
            goals: [
              { goal_id: 21, rating: null },
              { goal_id: 22, rating: null },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText('Borrador guardado:')).toBeVisible();
  });

  it('names each competency and goal left unrated before sending, and sends nothing', async () => {
    const user = userEvent.setup();
    screenWidth(true);
    const sent = server();
    await open();
    await screen.findByRole('group', { name: /Desempeño general/ });
    rate(/Desempeño general/, 4);
    rate('Abrir 3 oficinas', 5);
    await user.click(screen.getByRole('button', { name: 'Enviar evaluación' }));
    expect(
      await within(group('🤝 Colaboración')).findByText('Califica esta competencia.'),
    ).toBeVisible();
    expect(within(group('Bajar la rotación')).getByText('Califica este objetivo.')).toBeVisible();
    expect(within(group('Abrir 3 oficinas')).queryByText('Califica este objetivo.')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Falta calificar 2 competencias u objetivos.',
    );
    await waitFor(() => expect(group('🤝 Colaboración')).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('sends a complete review and goes back to the list', async () => {
    const user = userEvent.setup();
    screenWidth(true);
    const sent = server();
    await open();
    await screen.findByRole('group', { name: /Desempeño general/ });
    rate(/Desempeño general/, 4);
    rate('🤝 Colaboración', 4);
    rate('Abrir 3 oficinas', 5);
    rate('Bajar la rotación', 3);
    await user.click(screen.getByRole('button', { name: 'Enviar evaluación' }));
    expect(await screen.findByText('Lista de evaluaciones')).toBeVisible();
    expect(sent).toEqual([
      {
        path: 'POST /evaluations/reviews/11/submit',
        body: {
          answers: { overall: 4 },
          competencies: [{ value_id: 5, rating: 4 }],
          goals: [
            { goal_id: 21, rating: 5 },
            { goal_id: 22, rating: 3 },
          ],
        },
      },
    ]);
  });

  it('shows the server’s refusal under the questions and items it names', async () => {
    const user = userEvent.setup();
    screenWidth(true);
    server(reviewDetail(), () => ({
      status: 422,
      body: {
        success: false,
        code: 'invalid_answers',
        error: 'Revisa tus respuestas.',
        details: {
          fields: {
            'answers.logros': 'La respuesta supera el largo máximo (2000).',
            'goals.22': 'Ese objetivo ya no está en la evaluación.',
          },
        },
      },
    }));
    await open();
    await screen.findByRole('group', { name: /Desempeño general/ });
    rate(/Desempeño general/, 4);
    rate('🤝 Colaboración', 4);
    rate('Abrir 3 oficinas', 5);
    rate('Bajar la rotación', 3);
    await user.click(screen.getByRole('button', { name: 'Enviar evaluación' }));
    expect(
      await within(group('Bajar la rotación')).findByText(
        'Ese objetivo ya no está en la evaluación.',
      ),
    ).toBeVisible();
    expect(
      await screen.findAllByText('La respuesta supera el largo máximo (2000).', { exact: false }),
    ).not.toHaveLength(0);
    expect(screen.queryByText('Lista de evaluaciones')).toBeNull();
  });

  it('says when the writing phase is over', async () => {
    const user = userEvent.setup();
    screenWidth(true);
    server(reviewDetail(), () => fail(409, 'phase_closed', 'La fase de redacción terminó.'));
    await open('11');
    await screen.findByRole('group', { name: /Desempeño general/ });
    rate(/Desempeño general/, 4);
    rate('🤝 Colaboración', 4);
    rate('Abrir 3 oficinas', 5);
    rate('Bajar la rotación', 3);
    await user.click(screen.getByRole('button', { name: 'Enviar evaluación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La fase de redacción terminó.');
  });

  it('puts the evidence beside the form on a wide screen', async () => {
    screenWidth(true);
    server();
    await open();
    const panel = await screen.findByRole('complementary', { name: 'Evidencia' });
    expect(await within(panel).findByText('De Luis Soto')).toBeVisible();
    expect(within(panel).getByText('Gracias por sacar la migración adelante')).toBeVisible();
    expect(within(panel).getByText('🤝 Colaboración · 3 veces')).toBeVisible();
    expect(within(panel).getByText('Dos abiertas')).toBeVisible();
    expect(within(panel).getByText(/Mentora/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Evidencia' })).toBeNull();
  });

  it('opens the evidence in a drawer on a phone', async () => {
    const user = userEvent.setup();
    screenWidth(false);
    server();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Evidencia' }));
    const drawer = await screen.findByRole('dialog', { name: 'Evidencia' });
    expect(await within(drawer).findByText('De Luis Soto')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar evidencia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets a peer decline with a reason, and speaks of anonymity', async () => {
    const user = userEvent.setup();
    screenWidth(true);
    const sent = server(
      reviewDetail({
        review: reviewSummary(11, {
          direction: 'peer',
          participant: { id: 41, person: carla },
        }),
        goals: [],
      }),
    );
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evaluación de Carla Díaz (como par)' }),
    ).toBeVisible();
    expect(screen.getByText(/Tus respuestas son anónimas/)).toBeVisible();
    expect(screen.queryByTestId('goals')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Declinar evaluación' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Declinar la evaluación de Carla Díaz',
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Declinar evaluación' }));
    expect(await within(dialog).findByText('Escribe al menos 3 caracteres.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), ' coincidimos');
    await user.click(within(dialog).getByRole('button', { name: 'Declinar evaluación' }));
    expect(await screen.findByText('Lista de evaluaciones')).toBeVisible();
    expect(sent).toEqual([
      { path: 'POST /evaluations/reviews/11/decline', body: { reason: 'No coincidimos' } },
    ]);
  });

  it('shows a submitted review read-only', async () => {
    screenWidth(true);
    server(
      reviewDetail({
        review: reviewSummary(11, { status: 'submitted', submitted_at: 1_900_000_000_000 }),
        answers: { overall: 4, logros: 'Dos oficinas' },
      }),
    );
    await open();
    expect(await screen.findByText('Enviada')).toBeVisible();
    expect(screen.getByText(/Enviaste esta evaluación/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar evaluación' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).toBeNull();
    expect(screen.getByText('Dos oficinas')).toBeVisible();
  });

  it('says so for a review that is not the caller’s or an impossible id', async () => {
    screenWidth(true);
    installFakeApi({ 'GET /evaluations/reviews/99': fail(404, 'not_found') });
    const view = await open('99');
    expect(await screen.findByText('No encontramos esta evaluación')).toBeVisible();
    view.unmount();
    await open('abc');
    expect(await screen.findByText('No encontramos esta evaluación')).toBeVisible();
  });
});
