import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SurveysPage } from '../pages/surveys-page';

const emptyList = () => ({
  status: 200,
  body: { success: true, data: [], meta: { page: 1, perPage: 10, total: 0 } },
});

const item = (question_id: string, extra: Record<string, unknown> = {}) => ({
  question_id,
  status: 'ok',
  respondents: 40,
  distribution: [],
  mean: null,
  favourable: null,
  enps: null,
  trend: null,
  ...extra,
});

const teamResults = {
  survey_id: 12,
  title: 'Pulso de marzo',
  cycle: 2,
  cycles: [1, 2],
  as_of: '2030-03-10',
  held_back: true,
  k: 5,
  questions: [
    { id: 'apoyo', type: 'likert', title: 'Mi líder me apoya' },
    { id: 'enps', type: 'rating', title: '¿Recomendarías trabajar aquí?' },
  ],
  groups: [
    {
      department_id: 3,
      department: 'Tecnología',
      shown: 'department',
      note: null,
      row: {
        value: '3',
        label: 'Tecnología',
        status: 'ok',
        respondents: 8,
        items: [
          item('apoyo', {
            respondents: 8,
            distribution: [
              { value: '4', count: 6 },
              { value: '2', count: 2 },
            ],
            favourable: { share: 0.75, low: 0.41, high: 0.93 },
          }),
          {
            ...item('enps'),
            status: 'suppressed_small',
            respondents: null,
          },
        ],
      },
    },
    {
      department_id: 4,
      department: 'Comercial',
      shown: 'organization',
      note: 'Tu equipo tiene menos de 5 respuestas: se muestra toda la organización.',
      row: {
        value: null,
        label: 'Toda la organización',
        status: 'ok',
        respondents: 40,
        items: [
          item('apoyo', { favourable: { share: 0.6, low: 0.45, high: 0.73 } }),
          item('enps', {
            distribution: [{ value: '9', count: 40 }],
            enps: { score: 20, low: 5, high: 35, promoters: 20, passives: 12, detractors: 8 },
          }),
        ],
      },
    },
    {
      department_id: 5,
      department: 'Bodega',
      shown: 'department',
      note: null,
      row: {
        value: '5',
        label: 'Bodega',
        status: 'suppressed_small',
        respondents: null,
        items: [],
      },
    },
  ],
};

function server(routes: FakeRoutes = {}) {
  const asked: URLSearchParams[] = [];
  const seen = installFakeApi({
    'GET /surveys': emptyList(),
    'GET /surveys/replies': ok([]),
    'GET /surveys/team': ok([
      { id: 12, title: 'Pulso de marzo', status: 'open', cycle: 2, closes_on: '2030-03-31' },
    ]),
    'GET /surveys/12/team_results': (request: TransportRequest) => {
      asked.push(new URL(request.url, 'http://x').searchParams);
      return ok(teamResults);
    },
    ...routes,
  });
  return { asked, seen };
}

const open = (route = '/surveys') =>
  renderWithProviders(
    <Routes>
      <Route path="/surveys" element={<SurveysPage />} />
    </Routes>,
    { route },
  );

describe('SurveysPage: my team (SUR-18)', () => {
  it('hides the tab on 403 not_a_leader, even when the address asks for it', async () => {
    const { seen } = server({ 'GET /surveys/team': fail(403, 'not_a_leader', 'No') });
    await open('/surveys?state=team');
    await waitFor(() => expect(seen).toContain('GET /surveys/team'));
    expect(await screen.findByText('No tienes encuestas pendientes')).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Mi equipo' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Pendientes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('lists a leader’s surveys and opens one’s results for their teams', async () => {
    const user = userEvent.setup();
    const { asked } = server();
    await open();
    await user.click(await screen.findByRole('tab', { name: 'Mi equipo' }));
    const list = await screen.findByRole('list', { name: 'Encuestas de tu equipo' });
    expect(within(list).getByText('Abierta')).toBeVisible();
    expect(within(list).getByText('Ciclo 2')).toBeVisible();
    await user.click(within(list).getByRole('link', { name: 'Pulso de marzo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pulso de marzo' })).toBeVisible();
    expect(asked.at(-1)?.get('language')).toBe('es');
    expect(asked.at(-1)?.has('cycle')).toBe(false);
    expect(
      screen.getByText(
        'Resultados con las respuestas hasta el 10/03/2030. Algunas respuestas recientes aún no se incluyen, para que nadie pueda ser identificado.',
      ),
    ).toBeVisible();
  });

  it('shows each group: its own figures, the organisation with the note, hidden cells', async () => {
    const user = userEvent.setup();
    const { asked } = server();
    await open('/surveys?state=team&survey=12');

    const own = await screen.findByRole('region', { name: 'Tecnología' });
    expect(within(own).queryByRole('note')).toBeNull();
    const apoyo = within(own).getByRole('region', { name: 'Mi líder me apoya' });
    expect(within(apoyo).getByText('De acuerdo')).toBeVisible();
    expect(within(apoyo).getByText('Favorable: 75 % (intervalo 41 %–93 %)')).toBeVisible();
    const hidden = within(own).getByRole('region', { name: '¿Recomendarías trabajar aquí?' });
    expect(within(hidden).getByText('Oculto por privacidad (menos de 5 respuestas)')).toBeVisible();

    const fallback = screen.getByRole('region', { name: 'Comercial' });
    const note = within(fallback).getByRole('note');
    expect(note).toHaveTextContent('Se muestra: toda la organización');
    expect(note).toHaveTextContent(
      'Tu equipo tiene menos de 5 respuestas: se muestra toda la organización.',
    );
    expect(within(fallback).getByText('eNPS +20 (intervalo +5 a +35)')).toBeVisible();

    const small = screen.getByRole('region', { name: 'Bodega' });
    expect(within(small).getByText('Oculto por privacidad (menos de 5 respuestas)')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ciclo' }), '1');
    await waitFor(() => expect(asked.at(-1)?.get('cycle')).toBe('1'));
  });

  it('says so when the survey does not reach their people', async () => {
    server({ 'GET /surveys/12/team_results': fail(404, 'not_found', 'No') });
    await open('/surveys?state=team&survey=12');
    expect(await screen.findByText('No encontramos esta encuesta para tu equipo')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Volver a las encuestas de tu equipo' }),
    ).toHaveAttribute('href', '/surveys?state=team');
  });
});
