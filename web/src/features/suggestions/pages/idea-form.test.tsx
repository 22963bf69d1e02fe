import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { IdeaCampaign, SimilarIdea } from '../api/ideas';

import { IdeaForm } from './idea-form';

const campaign = {
  id: 3,
  title: '¿Cómo reducimos las reuniones?',
  open: true,
  status: 'open',
} as IdeaCampaign;

const similar: SimilarIdea = {
  id: 11,
  title: 'Reuniones de pie de 15 minutos',
  status: 'nueva',
  votes: 4,
  my_vote: false,
  mine: false,
  score: 0.5,
};

describe('IdeaForm', () => {
  it('shows similar ideas while the title is typed, with a link and a vote', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    installFakeApi({
      'GET /ideas/campaigns/3/similar': (request) => {
        asked.push(new URL(request.url, 'http://x').searchParams.get('text') ?? '');
        return ok([similar]);
      },
    });
    await renderWithProviders(<IdeaForm campaign={campaign} />);
    await user.type(screen.getByRole('textbox', { name: /Título de la idea/ }), 'reuniones cortas');
    expect(await screen.findByText('¿Ya lo propuso alguien?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reuniones de pie de 15 minutos' })).toHaveAttribute(
      'href',
      '/suggestions/ideas/3/11',
    );
    expect(
      screen.getByRole('button', { name: 'Votar «Reuniones de pie de 15 minutos» (4 votos)' }),
    ).toBeEnabled();
    // Debounced: asked for the finished title, not once per key.
    expect(asked.at(-1)).toBe('reuniones cortas');
    expect(asked.length).toBeLessThan(4);
  });
});
