import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SurveyPage } from './survey-page';

const detail = {
  survey: {
    id: 12,
    title: 'Pulso de marzo',
    description: null,
    points: 0,
    closes_on: null,
    confidentiality: 'anonymous',
    multi_response: false,
    cycle: 1,
    questions: 2,
    state: 'pending',
    answered_on: null,
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
        { id: 'idea', type: 'long_text', required: false, max_length: 500, title: 'Una idea' },
      ],
    },
  },
  draft: null,
  group: null,
};

function server() {
  const sent: Record<string, unknown>[] = [];
  installFakeApi({
    'GET /surveys/12': ok(detail),
    'PUT /surveys/12/draft': { status: 204 },
    'POST /surveys/12/responses': (request: TransportRequest) => {
      sent.push(JSON.parse(request.body as string) as Record<string, unknown>);
      return {
        status: 201,
        body: {
          success: true,
          data: { points_awarded: 0, answered_on: '2030-03-02', state: 'answered' },
        },
      };
    },
    'GET /user/notification_count': ok({ notification_count: 0, pending_surveys: 0 }),
  });
  return sent;
}

const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/surveys/:surveyId" element={<SurveyPage />} />
    </Routes>,
    { route: '/surveys/12' },
  );

const ALLOW = 'Permitir que la organización responda a mis comentarios de forma anónima';

beforeEach(() => {
  useAppStore.getState().setMe({ id: 7, full_name: 'Lucía Pérez' } as User);
});

describe('SurveyPage: allowing anonymous replies (SUR-17)', () => {
  it('offers the choice only once a comment is written, off by default, and sends it', async () => {
    const user = userEvent.setup();
    const sent = server();
    await open();
    await user.click(await screen.findByRole('radio', { name: 'Sí' }));
    expect(screen.queryByRole('checkbox', { name: ALLOW })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Una idea' }), 'Más días remotos');
    const allow = await screen.findByRole('checkbox', { name: ALLOW });
    expect(allow).not.toBeChecked();
    expect(allow).toHaveAccessibleDescription(
      'Nadie verá tu nombre: las respuestas llegarán a «Respuestas a mis comentarios».',
    );
    await user.click(allow);
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    await screen.findByRole('heading', { name: '¡Gracias por responder!' });
    expect(sent).toEqual([
      { version: 2, answers: { remoto: true, idea: 'Más días remotos' }, allow_replies: true },
    ]);
  });

  it('sends allow_replies false when left unticked or when the comment was emptied', async () => {
    const user = userEvent.setup();
    const sent = server();
    await open();
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    const idea = screen.getByRole('textbox', { name: 'Una idea' });
    await user.type(idea, 'Algo');
    await user.click(await screen.findByRole('checkbox', { name: ALLOW }));
    await user.clear(idea);
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: ALLOW })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    await screen.findByRole('heading', { name: '¡Gracias por responder!' });
    expect(sent).toEqual([{ version: 2, answers: { remoto: false }, allow_replies: false }]);
  });
});
