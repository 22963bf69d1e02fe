import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { VoteButton } from './vote-button';

const idea = { id: 4, title: 'Reuniones de pie', votes: 2, my_vote: false, mine: false };

describe('VoteButton', () => {
  it('votes with PUT', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({
      'PUT /ideas/4/vote': ok({ idea_id: 4, votes: 3, my_vote: true }),
    });
    await renderWithProviders(<VoteButton idea={idea} open />);
    const button = screen.getByRole('button', { name: 'Votar «Reuniones de pie» (2 votos)' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(seen).toEqual(['PUT /ideas/4/vote']);
  });

  it('takes the vote back with DELETE', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({
      'DELETE /ideas/4/vote': ok({ idea_id: 4, votes: 2, my_vote: false }),
    });
    await renderWithProviders(<VoteButton idea={{ ...idea, votes: 3, my_vote: true }} open />);
    const button = screen.getByRole('button', { name: 'Votar «Reuniones de pie» (3 votos)' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(seen).toEqual(['DELETE /ideas/4/vote']);
  });

  it('cannot vote for one’s own idea', async () => {
    installFakeApi({});
    await renderWithProviders(<VoteButton idea={{ ...idea, mine: true }} open />);
    expect(screen.getByRole('button', { name: /Votar/ })).toBeDisabled();
  });

  it('cannot vote after the deadline', async () => {
    installFakeApi({});
    await renderWithProviders(<VoteButton idea={idea} open={false} />);
    expect(screen.getByRole('button', { name: /Votar/ })).toBeDisabled();
  });
});
