import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { SuperRecognitionType } from '../api/types';

import { SuperTypesPanel } from './super-types-panel';

const culture: SuperRecognitionType = {
  id: 2,
  name: 'Cultura',
  name_en: 'Culture',
  active: true,
  position: 0,
};

describe('super types: English names', () => {
  it('shows the English name and renames in both languages; blank clears it', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /super_recognition_type': ok([culture]),
      'GET /recognition_type/all': ok([]),
      'PATCH /super_recognition_type/2': (request) => {
        bodies.push(JSON.parse(request.body as string));
        return ok(culture);
      },
    });
    await renderWithProviders(<SuperTypesPanel />);
    const list = await screen.findByRole('list', { name: 'Grupos de tipos (supertipos)' });
    expect(within(list).getByText('En inglés: Culture')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Renombrar Cultura' }));
    const nameEn = within(list).getByRole('textbox', { name: 'Nombre del grupo en inglés' });
    expect(nameEn).toHaveValue('Culture');
    expect(nameEn).toHaveAccessibleDescription(
      'Opcional. Lo ven quienes usan la aplicación en inglés.',
    );
    await user.clear(nameEn);
    await user.type(nameEn, 'Our culture');
    await user.click(within(list).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Cultura', name_en: 'Our culture' });

    await user.click(await within(list).findByRole('button', { name: 'Renombrar Cultura' }));
    await user.clear(within(list).getByRole('textbox', { name: 'Nombre del grupo en inglés' }));
    await user.click(within(list).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ name: 'Cultura', name_en: null });
  });

  it("shows the server's error about the English name under its field", async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /super_recognition_type': ok([culture]),
      'PATCH /super_recognition_type/2': {
        status: 400,
        body: {
          success: false,
          error: 'Máximo 80 caracteres.',
          code: 'invalid_input',
          details: { fields: { name_en: 'Máximo 80 caracteres.' } },
        },
      },
    });
    await renderWithProviders(<SuperTypesPanel />);
    const list = await screen.findByRole('list', { name: 'Grupos de tipos (supertipos)' });
    await user.click(within(list).getByRole('button', { name: 'Renombrar Cultura' }));
    await user.click(within(list).getByRole('button', { name: 'Guardar' }));
    const nameEn = within(list).getByRole('textbox', { name: 'Nombre del grupo en inglés' });
    await waitFor(() => expect(nameEn).toHaveAccessibleDescription('Máximo 80 caracteres.'));
    expect(nameEn).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a group with its English name, or none when left blank', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /super_recognition_type': ok([]),
      'GET /recognition_type/all': ok([]),
      'POST /super_recognition_type': (request) => {
        bodies.push(JSON.parse(request.body as string));
        return { status: 201, body: { success: true, data: culture } };
      },
    });
    await renderWithProviders(<SuperTypesPanel />);
    await screen.findByText('Aún no hay grupos.');
    const name = screen.getByRole('textbox', { name: 'Nuevo grupo' });
    const nameEn = screen.getByRole('textbox', { name: 'Nuevo grupo en inglés' });
    await user.type(name, 'Cultura');
    await user.type(nameEn, ' Culture ');
    await user.click(screen.getByRole('button', { name: 'Añadir grupo' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Cultura', name_en: 'Culture' });
    await waitFor(() => expect(name).toHaveValue(''));
    expect(nameEn).toHaveValue('');

    await user.type(name, 'Equipo');
    await user.click(screen.getByRole('button', { name: 'Añadir grupo' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ name: 'Equipo', name_en: null });
  });
});
