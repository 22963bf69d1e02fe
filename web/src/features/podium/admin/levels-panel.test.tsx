import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useAppStore } from '@/stores/app-store';
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
      'GET /badges': ok([]),
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
        { name: 'Bronce', name_en: null, min_points: 0, emoji: '🥉', badge_id: null },
        { name: 'Plata', name_en: 'Silver', min_points: 500, emoji: '🥈', badge_id: null },
      ],
    });
  });
});

const badges = [
  { id: 7, name: 'Plateado', active: true },
  { id: 8, name: 'Dorado', active: true },
];

describe('levels editor: a badge on reaching a level (LVL-2)', () => {
  beforeEach(() => useAppStore.getState().setServices({ badges: true }));
  afterEach(() => useAppStore.getState().setServices(null));

  it('shows each level’s badge, sends the chosen one and none as null', async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'GET /levels': ok([levels[0], { ...levels[1], badge_id: 7 }]),
      'GET /badges': ok(badges),
      'PUT /org/levels': (request) => {
        body = JSON.parse(request.body as string);
        return ok(levels);
      },
    });
    await renderWithProviders(<LevelsPanel />);
    const first = await screen.findByRole('listitem', { name: 'Nivel 1' });
    const second = screen.getByRole('listitem', { name: 'Nivel 2' });
    const secondBadge = within(second).getByRole('combobox', { name: 'Insignia al alcanzarlo' });
    await waitFor(() => expect(secondBadge).toHaveValue('7'));
    expect(within(first).getByRole('combobox', { name: 'Insignia al alcanzarlo' })).toHaveValue('');

    await user.selectOptions(secondBadge, 'Dorado');
    await user.click(screen.getByRole('button', { name: 'Guardar niveles' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toEqual({
      levels: [
        { name: 'Bronce', name_en: 'Bronze', min_points: 0, emoji: '🥉', badge_id: null },
        { name: 'Plata', name_en: null, min_points: 500, emoji: '🥈', badge_id: 8 },
      ],
    });
  });

  it('has no badge picker while the badges module is off', async () => {
    useAppStore.getState().setServices(null);
    installFakeApi({ 'GET /levels': ok(levels) });
    await renderWithProviders(<LevelsPanel />);
    const first = await screen.findByRole('listitem', { name: 'Nivel 1' });
    expect(within(first).queryByRole('combobox')).toBeNull();
  });

  it('shows the server’s refusal on the level’s badge', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /levels': ok(levels),
      'GET /badges': ok(badges),
      'PUT /org/levels': {
        status: 422,
        body: {
          success: false,
          error: 'La insignia de un nivel no existe o no está activa.',
          code: 'badge_not_found',
          details: { fields: { 'levels.1.badge_id': 'La insignia no existe o no está activa.' } },
        },
      },
    });
    await renderWithProviders(<LevelsPanel />);
    const second = await screen.findByRole('listitem', { name: 'Nivel 2' });
    const picker = within(second).getByRole('combobox', { name: 'Insignia al alcanzarlo' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, 'Plateado');
    await user.click(screen.getByRole('button', { name: 'Guardar niveles' }));
    // Under that level's picker (the answer names one field: its message is the server's).
    expect(
      await within(second).findByText('La insignia de un nivel no existe o no está activa.'),
    ).toBeInTheDocument();
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent('Plateado');
  });

  it('puts the refusal on the right row when a new level goes between others', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    installFakeApi({
      'GET /levels': ok(levels),
      'GET /badges': ok(badges),
      'PUT /org/levels': (request) => {
        sent = JSON.parse(request.body as string);
        return {
          status: 422,
          body: {
            success: false,
            error: 'La insignia de un nivel no existe o no está activa.',
            code: 'badge_not_found',
            details: { fields: { 'levels.1.badge_id': 'La insignia no existe o no está activa.' } },
          },
        };
      },
    });
    await renderWithProviders(<LevelsPanel />);
    await screen.findByRole('listitem', { name: 'Nivel 2' });
    await user.click(screen.getByRole('button', { name: 'Añadir nivel' }));
    const added = screen.getByRole('listitem', { name: 'Nivel 3' });
    await user.type(within(added).getByRole('textbox', { name: 'Nombre' }), 'Cobre');
    await user.type(within(added).getByRole('textbox', { name: 'Desde (puntos)' }), '100');
    await user.selectOptions(
      within(added).getByRole('combobox', { name: 'Insignia al alcanzarlo' }),
      'Dorado',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar niveles' }));
    // Sent second (lowest first), shown on its own row, the third.
    expect(await within(added).findByText(/no existe o no está activa/)).toBeInTheDocument();
    expect((sent as { levels: { name: string }[] }).levels[1]?.name).toBe('Cobre');
    expect(
      within(screen.getByRole('listitem', { name: 'Nivel 2' })).queryByText(
        /no existe o no está activa/,
      ),
    ).toBeNull();
  });
});
