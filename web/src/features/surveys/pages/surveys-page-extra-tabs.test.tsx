import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SurveysPage } from './surveys-page';

const emptyList = () => ({
  status: 200,
  body: { success: true, data: [], meta: { page: 1, perPage: 10, total: 0 } },
});

const message = (id: number, from: 'organization' | 'respondent', text: string) => ({
  id,
  from,
  author: from === 'organization' ? 'Ana Ruiz' : null,
  text,
  created_at: new Date(2030, 2, 4, 10, 30).getTime(),
});

const thread = (box: string, extra: Record<string, unknown> = {}) => ({
  box,
  survey_id: 12,
  survey_title: 'Pulso de marzo',
  question_id: 'idea',
  question_title: 'Una idea para mejorar',
  comment: 'Más días de trabajo remoto',
  locked: false,
  messages: [message(1, 'organization', 'Gracias, lo estamos viendo.')],
  ...extra,
});

function server(routes: FakeRoutes = {}) {
  return installFakeApi({
    'GET /surveys': emptyList(),
    'GET /surveys/replies': ok([]),
    'GET /surveys/team': fail(403, 'not_a_leader', 'No lideras un equipo'),
    ...routes,
  });
}

const open = (route = '/surveys') =>
  renderWithProviders(
    <Routes>
      <Route path="/surveys" element={<SurveysPage />} />
    </Routes>,
    { route },
  );

describe('SurveysPage: replies to my comments (SUR-17)', () => {
  it('hides the tab while there is nothing, and shows its empty state when asked for', async () => {
    const seen = server();
    const view = await open();
    expect(await screen.findByText('No tienes encuestas pendientes')).toBeVisible();
    await waitFor(() => expect(seen).toContain('GET /surveys/team'));
    expect(screen.queryByRole('tab', { name: 'Respuestas a mis comentarios' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Mi equipo' })).toBeNull();
    view.unmount();

    server();
    await open('/surveys?state=replies');
    expect(
      await screen.findByRole('tab', { name: 'Respuestas a mis comentarios' }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Aún no hay respuestas a tus comentarios')).toBeVisible();
  });

  it('lists each thread with its survey, question, comment and messages, and sends a reply', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    let threads = [thread('box-a')];
    server({
      'GET /surveys/replies': () => ok(threads),
      'POST /surveys/replies/box-a': (request: TransportRequest) => {
        posted.push(JSON.parse(request.body as string));
        const answered = thread('box-a', {
          messages: [
            message(1, 'organization', 'Gracias, lo estamos viendo.'),
            message(2, 'respondent', 'Sobre todo los viernes.'),
          ],
        });
        threads = [answered];
        return { status: 201, body: { success: true, data: answered } };
      },
    });
    await open();
    await user.click(await screen.findByRole('tab', { name: 'Respuestas a mis comentarios' }));
    const item = await screen.findByRole('listitem', { name: 'Pulso de marzo' });
    expect(within(item).getByText('Pregunta: Una idea para mejorar')).toBeVisible();
    expect(within(item).getByText('Más días de trabajo remoto')).toBeVisible();
    expect(within(item).getByText('Ana Ruiz, de la organización')).toBeVisible();
    expect(within(item).getByText('1 mensaje')).toBeVisible();

    const field = within(item).getByRole('textbox', { name: 'Tu respuesta' });
    await user.type(field, '  Sobre todo los viernes. ');
    await user.click(within(item).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(item).findByText('Sobre todo los viernes.')).toBeVisible();
    expect(within(item).getByText('Tú')).toBeVisible();
    expect(within(item).getByText('2 mensajes')).toBeVisible();
    expect(field).toHaveValue('');
    expect(posted).toEqual([{ text: 'Sobre todo los viernes.' }]);
  });

  it('offers no reply box in a locked thread, and refuses an empty reply on the field', async () => {
    const user = userEvent.setup();
    const seen = server({
      'GET /surveys/replies': ok([
        thread('box-a', { survey_title: 'Cerrada', locked: true }),
        thread('box-b', { survey_title: 'Abierta' }),
      ]),
    });
    await open('/surveys?state=replies');
    const locked = await screen.findByRole('listitem', { name: 'Cerrada' });
    expect(within(locked).getByText('La conversación está cerrada')).toBeVisible();
    expect(within(locked).queryByRole('textbox')).toBeNull();
    expect(within(locked).queryByRole('button', { name: 'Enviar respuesta' })).toBeNull();

    const openOne = screen.getByRole('listitem', { name: 'Abierta' });
    await user.click(within(openOne).getByRole('button', { name: 'Enviar respuesta' }));
    expect(
      within(openOne).getByRole('textbox', { name: 'Tu respuesta' }),
    ).toHaveAccessibleDescription('Escribe entre 1 y 2000 caracteres.');
    expect(seen.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
