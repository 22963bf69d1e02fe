import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { ChallengeDetail } from '../api/challenges';
import { makeChallenge, makeLeaderboard } from '../testing/challenge-fixture';

import { ChallengePage } from './challenge-page';

const empty = {
  status: 200,
  body: { success: true, data: [], meta: { page: 1, perPage: 10, total: 0 } },
};

function server(
  challenge: ChallengeDetail = makeChallenge(),
  reply: () => ReturnType<typeof ok> = () => ok({ status: 'pending' }),
) {
  const sent: { path: string; body: unknown }[] = [];
  const record = (path: string) => (request: { body?: unknown }) => {
    sent.push({ path, body: JSON.parse((request.body as string) || '{}') });
    return reply();
  };
  installFakeApi({
    'GET /org/challenge/7': ok(challenge),
    'GET /org/challenge/7/leaderboard': ok(makeLeaderboard()),
    'GET /org/challenge/7/activity': empty,
    'POST /org/challenge/7/claim': record('claim'),
    'POST /org/challenge/7/checkin': record('checkin'),
    'POST /org/challenge/7/join': record('join'),
  });
  return sent;
}

async function renderPage() {
  await renderWithProviders(
    <Routes>
      <Route path="/challenges/:challengeId" element={<ChallengePage />} />
    </Routes>,
    { route: '/challenges/7' },
  );
  return screen.findByRole('heading', { level: 1, name: 'Reto de bienestar' });
}

describe('ChallengePage', () => {
  it('shows the goal, the alternative, my progress, my claims and my place', async () => {
    server();
    await renderPage();
    expect(screen.getByText('Suma 10 km cada semana')).toBeInTheDocument();
    expect(screen.getByText('Recompensa al cumplir la meta: 100 puntos')).toBeInTheDocument();
    const alternative = screen.getByTestId('challenge-alternative');
    expect(alternative).toHaveTextContent('Alternativa adaptada');
    expect(alternative).toHaveTextContent('Nada 20 minutos');
    expect(screen.getByText('7 de 10 km')).toBeInTheDocument();
    expect(screen.getByText('Te faltan 3 km')).toBeInTheDocument();
    expect(screen.getByText('Te quedan 2 reclamos hoy.')).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Mis reclamos' });
    expect(mine).toHaveTextContent('1 de 2 aprobaciones');
    expect(mine).toHaveTextContent('4,5 km');
    const board = screen.getByRole('region', { name: 'Clasificación' });
    expect(
      await within(board).findByText('Tú: #14 · Delante de ti: Diego Castro, 8 km'),
    ).toBeVisible();
    expect(within(board).getByRole('list', { name: 'Tu puesto' })).toHaveTextContent(
      'Ana Torres (tú)',
    );
  });

  it('records a number within the most per claim, with the alternative', async () => {
    const user = userEvent.setup();
    const sent = server();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar: Reto de bienestar' });
    const amount = within(dialog).getByRole('textbox', { name: /Cantidad \(km\)/ });
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Es más de lo que admite un registro.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '4,5');
    await user.click(
      within(dialog).getByRole('checkbox', { name: /Hice la alternativa adaptada/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: 'claim', body: { number: 4.5, used_alternative: true } }]),
    );
  });

  it('says the daily cap is reached and words the refusal', async () => {
    const user = userEvent.setup();
    server(
      makeChallenge({ metric: 'claims', evidence: 'link', unit: null, max_per_claim: null }),
      () => fail(429, 'daily_cap'),
    );
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar reclamo: Reto de bienestar' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Enlace/ }), 'https://x.org/a');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      await within(dialog).findByText('Ya enviaste el máximo de reclamos de hoy.'),
    ).toBeVisible();
  });

  it('checks in with the typed code, and explains product events', async () => {
    const user = userEvent.setup();
    const sent = server(makeChallenge({ metric: 'checkin', unit: null, my_claims: [] }));
    await renderPage();
    const code = screen.getByRole('textbox', { name: 'Código' });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Hacer check-in' }));
    expect(await screen.findByText('Escribe las 6 cifras del código.')).toBeVisible();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Hacer check-in' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'checkin', body: { code: '123456' } }]));
    expect(await screen.findByText('¡Check-in hecho! Ya suma a tu progreso.')).toBeVisible();
  });

  it('explains what counts by itself and offers to join', async () => {
    const user = userEvent.setup();
    const sent = server(
      makeChallenge({
        metric: 'product_event',
        product_event: 'recognition_sent',
        recurrence: 'none',
        target: 5,
        unit: null,
        my_claims: [],
        mine: {
          ...makeChallenge().mine,
          participant: false,
          joined: false,
          can_join: true,
          rank: null,
        },
      }),
    );
    await renderPage();
    expect(screen.getByText('Envía 5 reconocimientos')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cómo participar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unirme' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'join', body: {} }]));
  });
});
