import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeProgram } from '../testing/program-fixture';

import { ProgramEditor } from './program-editor';

function server() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  installFakeApi({
    'GET /departments': ok([{ id: 5, name: 'Tecnología' }]),
    'GET /communication/groups': ok([{ id: 8, name: 'Voluntarios' }]),
    'POST /program': (request) => {
      sent.push({
        path: request.path,
        body: JSON.parse(request.body as string) as Record<string, unknown>,
      });
      return {
        status: 201,
        body: { success: true, data: makeProgram({ id: 9, status: 'draft' }) },
      };
    },
  });
  return sent;
}

/** An action's card in the editor, by its heading. */
const action = (name: string) =>
  screen.getByRole('heading', { name }).closest<HTMLElement>('.MuiPaper-root')!;

describe('ProgramEditor', () => {
  it('checks the fields, then creates the program with its actions', async () => {
    const user = userEvent.setup();
    const sent = server();
    const onSaved = vi.fn();
    await renderWithProviders(<ProgramEditor program={null} isAdmin onSaved={onSaved} />);
    const form = screen.getByRole('form', { name: 'Datos del programa' });
    await user.click(within(form).getByRole('button', { name: 'Crear programa' }));
    expect(await screen.findByText('Revisa los 2 campos marcados.')).toBeVisible();
    expect(sent).toEqual([]);

    const program = screen.getByRole('region', { name: 'Programa' });
    await user.type(within(program).getByRole('textbox', { name: /^Título/ }), 'Voluntariado');
    await user.type(
      within(program).getByRole('textbox', { name: /^Presupuesto en puntos/ }),
      '2000',
    );
    const first = action('Acción 1');
    await user.type(within(first).getByRole('textbox', { name: /^Título/ }), 'Plantar un árbol');
    const points = within(first).getByRole('textbox', { name: /^Puntos/ });
    await user.clear(points);
    await user.type(points, '50');
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Evidencia' }), 'photo');
    await user.click(screen.getByRole('button', { name: 'Agregar acción' }));
    const second = action('Acción 2');
    await user.type(within(second).getByRole('textbox', { name: /^Título/ }), 'Contarlo');
    await user.click(within(form).getByRole('button', { name: 'Crear programa' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      title: 'Voluntariado',
      budget_points: 2000,
      audience: { everyone: true, departments: [], groups: [] },
      owner_ids: [],
      actions: [
        { key: 'a1', title: 'Plantar un árbol', points: 50, evidence: 'photo', recurrence: 'once' },
        { key: 'a2', title: 'Contarlo', points: 0, evidence: 'text' },
      ],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
