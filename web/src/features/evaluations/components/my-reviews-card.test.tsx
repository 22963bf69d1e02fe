import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { evaluationKeys } from '../api/evaluations';
import { carla, myWork, nomination, reviewSummary } from '../testing/evaluation-fixtures';

import { MyReviewsCard } from './my-reviews-card';

describe('MyReviewsCard', () => {
  it('lists the open reviews, drafts first, and the nominations waiting', async () => {
    installFakeApi({
      'GET /evaluations': ok(
        myWork({
          reviews: [
            reviewSummary(11),
            reviewSummary(12, {
              direction: 'peer',
              participant: { id: 41, person: carla },
              status: 'draft',
            }),
            reviewSummary(13, { status: 'submitted' }),
          ],
          nominations: { to_make: [], to_approve: [nomination(70)], requests: [] },
        }),
      ),
    });
    await renderWithProviders(<MyReviewsCard />);
    const card = await screen.findByTestId('my-reviews-card');
    expect(within(card).getByRole('heading', { name: 'Evaluaciones por escribir' })).toBeVisible();
    const links = within(card)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Ver evaluaciones', '/performance_evaluation'],
      [
        'Evaluación de Carla Díaz (como par)Evaluación 2030 · Fecha límite: 12/12/2030',
        '/performance_evaluation/reviews/12',
      ],
      [
        'Tu autoevaluaciónEvaluación 2030 · Fecha límite: 12/12/2030',
        '/performance_evaluation/reviews/11',
      ],
    ]);
    expect(card).toHaveTextContent('1 nominación de pares espera tu respuesta.');
  });

  it('is not there when nothing waits', async () => {
    installFakeApi({
      'GET /evaluations': ok(myWork({ reviews: [reviewSummary(13, { status: 'submitted' })] })),
    });
    const { queryClient } = await renderWithProviders(<MyReviewsCard />);
    await waitFor(() =>
      expect(queryClient.getQueryState(evaluationKeys.work())?.status).toBe('success'),
    );
    expect(screen.queryByTestId('my-reviews-card')).toBeNull();
  });
});
