import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { LevelsPanel } from './levels-panel';

const levels = [
  { id: 1, name: 'Bronce', name_en: 'Bronze', min_points: 0, emoji: '🥉' },
  { id: 2, name: 'Plata', name_en: null, min_points: 500, emoji: '🥈' },
];

describe('levels editor: English names', () => {
  it('edits each level’s English name; a blank one is sent as null', async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'GET /levels': ok(levels),
      'PUT /org/levels': (request) => {
        body = JSON.parse(request.body as string);
        return ok(levels);
      },
    });
    await renderWithProviders(<LevelsPanel />);
    const first = await screen.findByRole('listitem', { name: 'Nivel 1' });
    const second = screen.getByRole('listitem', { name: 'Nivel 2' });
    expect(within(first).getByRole('textbox', { name: 'Nombre en inglés' })).toHaveValue('Bronze');
    expect(screen.getByText(/El nombre en inglés es opcional/)).toBeInTheDocument();

    await user.clear(within(first).getByRole('textbox', { name: 'Nombre en inglés' }));
    await user.type(within(second).getByRole('textbox', { name: 'Nombre en inglés' }), 'Silver');
    await user.click(screen.getByRole('button', { name: 'Guardar niveles' }));

    await waitFor(() => expect(body).toBeDefined());
    expect(body).toEqual({
      levels: [
        { name: 'Bronce', name_en: null, min_points: 0, emoji: '🥉' },
        { name: 'Plata', name_en: 'Silver', min_points: 500, emoji: '🥈' },
      ],
    });
  });
});
