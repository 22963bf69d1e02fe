import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeChallenge, makeMine } from '../testing/challenge-fixture';

import { ChallengesPage } from './challenges-page';

const page = (items: unknown[]) => ({
  status: 200,
  body: { success: true, data: items, meta: { page: 1, perPage: 12, total: items.length } },
});

describe('ChallengesPage', () => {
  it('shows the active ones with my progress and joins one; the tabs read their own lists', async () => {
    const user = userEvent.setup();
    const reads: string[] = [];
    const joined: string[] = [];
    const walk = makeChallenge();
    const steps = makeChallenge({
      id: 8,
      title: 'Reconoce a 5 compañeros',
      metric: 'product_event',
      product_event: 'recognition_sent',
      recurrence: 'none',
      target: 5,
      unit: null,
      mine: makeMine({ participant: false, joined: false, can_join: true, rank: null }),
    });
    installFakeApi({
      'GET /org/challenge': (request) => {
        const params = new URL(request.url, 'http://localhost').searchParams;
        reads.push(params.toString());
        return params.get('status') === 'ended' ? page([]) : page([walk, steps]);
      },
      'POST /org/challenge/8/join': () => {
        joined.push('8');
        return ok(steps);
      },
    });
    await renderWithProviders(<ChallengesPage />, { route: '/challenges' });
    const list = await screen.findByRole('list', { name: 'Activos' });
    const first = within(list)
      .getByRole('heading', { name: 'Reto de bienestar' })
      .closest('article')!;
    expect(first).toHaveTextContent('Suma 10 km cada semana');
    expect(first).toHaveTextContent('Te faltan 3 km');
    expect(first).toHaveTextContent('Puesto #14');
    const second = within(list)
      .getByRole('heading', { name: 'Reconoce a 5 compañeros' })
      .closest('article')!;
    expect(second).toHaveTextContent('Envía 5 reconocimientos');
    await user.click(
      within(second).getByRole('button', {
        name: 'Unirme a «Reconoce a 5 compañeros»',
      }),
    );
    await waitFor(() => expect(joined).toEqual(['8']));

    await user.click(screen.getByRole('tab', { name: 'Terminados' }));
    expect(await screen.findByText('Aún no terminó ningún reto')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Mis retos' }));
    await screen.findByRole('list', { name: 'Mis retos' });
    expect(reads).toContain('status=active&page=1&perPage=12');
    expect(reads).toContain('status=ended&page=1&perPage=12');
    expect(reads).toContain('mine=true&page=1&perPage=12');
  });
});
