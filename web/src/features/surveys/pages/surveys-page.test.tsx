import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SurveysPage } from './surveys-page';

const survey = (id: number, state: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Encuesta ${id}`,
  description: null,
  points: 15,
  closes_on: '2030-04-30',
  confidentiality: 'confidential',
  multi_response: false,
  cycle: 1,
  questions: 4,
  state,
  answered_on: null,
  ...extra,
});

function server() {
  const asked: string[] = [];
  installFakeApi({
    'GET /surveys': (request: TransportRequest) => {
      const params = new URL(request.url, 'http://x').searchParams;
      const state = params.get('state') ?? '';
      asked.push(`${state}:${params.get('language') ?? ''}`);
      const items =
        state === 'pending'
          ? [survey(1, 'pending'), survey(2, 'draft', { points: 0 })]
          : state === 'answered'
            ? [survey(3, 'answered', { answered_on: '2030-03-02' })]
            : [];
      return {
        status: 200,
        body: { success: true, data: items, meta: { page: 1, perPage: 10, total: items.length } },
      };
    },
  });
  return asked;
}

const open = (route = '/surveys') =>
  renderWithProviders(
    <Routes>
      <Route path="/surveys" element={<SurveysPage />} />
    </Routes>,
    { route },
  );

describe('SurveysPage', () => {
  it('lists the surveys to answer with points, closing day, confidentiality and drafts', async () => {
    const asked = server();
    await open();
    const first = (await screen.findByRole('link', { name: 'Encuesta 1' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(first).getByText('15 puntos')).toBeVisible();
    expect(within(first).getByText('Confidencial')).toBeVisible();
    expect(within(first).getByText('4 preguntas')).toBeVisible();
    expect(within(first).getByText('30/04/2030')).toBeVisible();
    const second = screen.getByRole('link', { name: 'Encuesta 2' }).closest('li') as HTMLElement;
    expect(within(second).getByText('Borrador guardado')).toBeVisible();
    expect(within(second).queryByText(/puntos/)).not.toBeInTheDocument();
    expect(asked).toEqual(['pending:es']);
  });

  it('switches tabs through the address, with an empty state for each', async () => {
    const user = userEvent.setup();
    server();
    await open('/surveys?state=closed');
    expect(await screen.findByText('No hay encuestas cerradas')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Respondidas' }));
    expect(await screen.findByText('Encuesta 3')).toBeVisible();
    expect(screen.getByText('02/03/2030')).toBeVisible();
    // Answered surveys are not links to answer again.
    expect(screen.queryByRole('link', { name: /Encuesta 3/ })).not.toBeInTheDocument();
  });
});
