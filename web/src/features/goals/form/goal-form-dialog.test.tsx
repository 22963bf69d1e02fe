import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ana, page } from '../testing/goal-fixtures';

import { GoalFormDialog } from './goal-form-dialog';
import { levelsFor } from './goal-form-schema';

beforeEach(() => {
  useAppStore.getState().setMe({ ...ana, email: 'ana@demo.local', user_type: 'employee' } as User);
});

describe('GoalFormDialog', () => {
  it('puts each 422 field message under its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /goals/categories': ok([
        { id: 3, name: { es: 'Clientes', en: 'Customers' }, value_id: null, active: true },
      ]),
      'GET /goals': page([]),
      'POST /goals': (request: TransportRequest) => {
        sent.push(JSON.parse(request.body as string));
        return {
          status: 422,
          body: {
            success: false,
            error: 'Revisa el objetivo.',
            code: 'invalid_goal',
            details: {
              fields: {
                target_value: 'La meta no puede superar 1.000.000.',
                ends_on: 'El período no puede pasar de dos años.',
              },
            },
          },
        };
      },
    });
    const onClose = vi.fn();
    await renderWithProviders(
      <Routes>
        <Route path="/goals" element={<GoalFormDialog onClose={onClose} />} />
      </Routes>,
      { route: '/goals' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo objetivo' });
    // The categories are named in the UI's language.
    expect(await within(dialog).findByRole('option', { name: 'Clientes' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Clientes nuevos');
    await user.type(within(dialog).getByRole('textbox', { name: /^Meta/ }), '5000000');
    await user.click(within(dialog).getByRole('button', { name: 'Crear objetivo' }));

    expect(await within(dialog).findByText('La meta no puede superar 1.000.000.')).toBeVisible();
    expect(within(dialog).getByText('El período no puede pasar de dos años.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue('Clientes nuevos');
    expect(within(dialog).getByRole('textbox', { name: /^Meta/ })).toHaveValue('5000000');
    expect(onClose).not.toHaveBeenCalled();
    expect(sent[0]).toMatchObject({
      title: 'Clientes nuevos',
      owner_id: ana.id,
      level: 'personal',
      metric: 'number',
      start_value: 0,
      target_value: 5000000,
    });
  });

  it('checks before sending: a title, and a target other than the start', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /goals/categories': ok([]),
      'GET /goals': page([]),
      'POST /goals': (request: TransportRequest) => {
        sent.push(request.body);
        return ok({});
      },
    });
    await renderWithProviders(<GoalFormDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo objetivo' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Meta/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Crear objetivo' }));
    expect(await within(dialog).findByText('Escribe un título.')).toBeVisible();
    expect(within(dialog).getByText('La meta debe ser distinta del valor inicial.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});

describe('levelsFor', () => {
  it('offers company goals to admins only and department goals to leaders and admins', () => {
    expect(levelsFor('admin')).toEqual(['company', 'department', 'group', 'personal']);
    expect(levelsFor('leader')).toEqual(['department', 'group', 'personal']);
    expect(levelsFor('employee')).toEqual(['group', 'personal']);
  });
});
