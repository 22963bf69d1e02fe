import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SurveyPage } from './survey-page';

const detail = (overrides: Record<string, unknown> = {}, draft: unknown = null) => ({
  survey: {
    id: 12,
    title: 'Pulso de marzo',
    description: 'Tres preguntas.',
    points: 20,
    closes_on: '2030-03-31',
    confidentiality: 'anonymous',
    multi_response: false,
    cycle: 1,
    questions: 2,
    state: draft ? 'draft' : 'pending',
    answered_on: null,
    ...overrides,
  },
  form: {
    form_id: 'pulso-marzo',
    version: 2,
    language: 'es',
    context: {},
    definition: {
      form_id: 'pulso-marzo',
      title: 'Pulso de marzo',
      questions: [
        { id: 'remoto', type: 'yes_no', required: true, title: '¿Trabajas a distancia?' },
        { id: 'idea', type: 'short_text', required: false, max_length: 250, title: 'Una idea' },
      ],
    },
  },
  draft,
  group: { audience: 8, k: 5 },
});

type Sent = { version: number; answers: Record<string, unknown> };

function server({
  body = detail(),
  submit = () => ({
    status: 201,
    body: {
      success: true,
      data: { points_awarded: 20, answered_on: '2030-03-02', state: 'answered' },
    },
  }),
}: { body?: unknown; submit?: (sent: Sent) => FakeReply } = {}) {
  const drafts: Sent[] = [];
  const sent: { body: Sent; key: string | undefined }[] = [];
  let counts = 0;
  installFakeApi({
    'GET /surveys/12': ok(body),
    'PUT /surveys/12/draft': (request: TransportRequest) => {
      drafts.push(JSON.parse(request.body as string) as Sent);
      return { status: 204 };
    },
    'POST /surveys/12/responses': (request) => {
      const parsed = JSON.parse(request.body as string) as Sent;
      sent.push({ body: parsed, key: request.headers['Idempotency-Key'] });
      return submit(parsed);
    },
    'GET /user/notification_count': () => {
      counts += 1;
      return ok({ notification_count: 0, pending_surveys: 0 });
    },
    'GET /surveys/404': fail(404, 'not_found', 'No encontrada'),
  });
  return { drafts, sent, counts: () => counts };
}

const open = (id: string, lng: 'es' | 'en' = 'es') =>
  renderWithProviders(
    <Routes>
      <Route path="/surveys/:surveyId" element={<SurveyPage />} />
    </Routes>,
    { route: `/surveys/${id}`, lng },
  );

beforeEach(() => {
  useAppStore.getState().setMe({ id: 7, full_name: 'Lucía Pérez' } as User);
  useAppStore.getState().setNotificationCounts({ notificationsCount: 0, pendingSurveyCount: 1 });
});

describe('SurveyPage', () => {
  it('tells how answers are kept and how big the group is before the first question', async () => {
    server();
    await open('12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulso de marzo' })).toBeVisible();
    expect(
      screen.getByText(
        'Tus respuestas son anónimas: no guardamos quién respondió qué. Los resultados se ven solo por grupos.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Tu grupo tiene 8 personas; verás resultados si responden al menos 5.'),
    ).toBeVisible();
    expect(screen.getByText('Al responder ganas 20 puntos.')).toBeVisible();
  });

  it('says the same in English, asking for the English texts', async () => {
    server();
    await open('12', 'en');
    expect(
      await screen.findByText(
        'Your answers are anonymous: we do not keep who answered what. Results are only shown for groups.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Your group has 8 people; you will see results if at least 5 answer.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send answers' })).toBeVisible();
  });

  it('resumes the draft kept on the server and saves it again as they type', async () => {
    const user = userEvent.setup();
    const { drafts } = server({ body: detail({}, { answers: { idea: 'A medias' }, version: 2 }) });
    await open('12');
    expect(await screen.findByRole('textbox', { name: 'Una idea' })).toHaveValue('A medias');
    expect(
      screen.getByText('Seguimos donde lo dejaste: recuperamos tus respuestas guardadas.'),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await waitFor(
      () =>
        expect(drafts.at(-1)).toEqual({ version: 2, answers: { remoto: true, idea: 'A medias' } }),
      { timeout: 3000 },
    );
    expect(await screen.findByText('Borrador guardado')).toBeVisible();
  });

  it('sends the answers once with an idempotency key, thanks with the points and reads the count again', async () => {
    const user = userEvent.setup();
    const { sent, counts } = server();
    await open('12');
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    const thanks = await screen.findByRole('heading', { name: '¡Gracias por responder!' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText('Ganaste 20 puntos.')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ version: 2, answers: { remoto: false }, allow_replies: false });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(counts()).toBe(1));
    expect(useAppStore.getState().pendingSurveyCount).toBe(0);
  });

  it('says when the survey was already answered or stopped taking answers', async () => {
    const user = userEvent.setup();
    server({ submit: () => fail(409, 'already_answered', 'Ya respondiste') });
    const view = await open('12');
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByText('Ya respondiste esta encuesta')).toBeVisible();
    view.unmount();

    server({ body: detail({ state: 'closed' }) });
    await open('12');
    expect(await screen.findByText('Esta encuesta está cerrada')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar respuestas' })).not.toBeInTheDocument();
  });

  it('recognises a survey paused or closed while answering: a banner, and sending waits', async () => {
    const user = userEvent.setup();
    let state = 'pending';
    const sent: unknown[] = [];
    installFakeApi({
      'GET /surveys/12': () => ok(detail({ state })),
      'PUT /surveys/12/draft': { status: 204 },
      'POST /surveys/12/responses': (request) => {
        sent.push(request.body);
        return fail(409, 'survey_not_open', 'No está abierta');
      },
    });
    await open('12');
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Enviar respuestas' })).toBeEnabled();

    state = 'paused';
    window.dispatchEvent(new Event('focus'));
    expect(
      await screen.findByText(
        'Esta encuesta está en pausa: tus respuestas quedan guardadas como borrador y podrás enviarlas cuando se reanude.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar respuestas' })).toBeDisabled();
    // What they typed stays on the page.
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();

    state = 'closed';
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('Esta encuesta ya cerró.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar respuestas' })).toBeDisabled();

    state = 'pending';
    window.dispatchEvent(new Event('focus'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar respuestas' })).toBeEnabled(),
    );
    expect(screen.queryByTestId('survey-blocked')).not.toBeInTheDocument();
    // A pause that races the send still reads clearly.
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByText('Esta encuesta no recibe respuestas ahora')).toBeVisible();
    expect(
      screen.getByText('Puede estar en pausa o haber cerrado. Tu borrador queda guardado.'),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  it('says so for a survey that is not theirs or an impossible id', async () => {
    server();
    const view = await open('404');
    expect(await screen.findByText('No encontramos esta encuesta')).toBeVisible();
    view.unmount();
    await open('abc');
    expect(await screen.findByText('No encontramos esta encuesta')).toBeVisible();
  });
});
