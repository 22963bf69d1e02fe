import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { SuggestionCategory } from '../api/suggestions';

import { SuggestionForm } from './suggestion-form';

const categories: SuggestionCategory[] = [
  { id: 1, name: 'Procesos', name_en: 'Processes', active: true },
  { id: 2, name: 'Bienestar', name_en: null, active: true },
];

describe('SuggestionForm', () => {
  it('is anonymous by default, says what that means and sends it so', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'POST /suggestions': (request) => {
        sent.push(JSON.parse(request.body as string));
        return { status: 201, body: { success: true, data: { id: 9 } } };
      },
      'GET /suggestions/mine': ok([]),
    });
    await renderWithProviders(<SuggestionForm categories={categories} />);
    const anonymous = screen.getByRole('switch', { name: 'Enviar de forma anónima' });
    expect(anonymous).toBeChecked();
    expect(anonymous).toHaveAccessibleDescription(/Nadie sabrá que la escribiste/);

    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Más plantas');
    await user.type(screen.getByRole('textbox', { name: /Tu sugerencia/ }), 'En la oficina');
    await user.selectOptions(screen.getByRole('combobox', { name: /Categoría/ }), 'Bienestar');
    await user.click(screen.getByRole('button', { name: 'Enviar sugerencia' }));

    expect(await screen.findByRole('textbox', { name: /Título/ })).toHaveValue('');
    expect(sent).toEqual([
      {
        title: 'Más plantas',
        body: 'En la oficina',
        category_id: 2,
        anonymous: true,
        attachments: [],
      },
    ]);
  });

  it('names what is missing and keeps what was typed; signed when the switch is off', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'POST /suggestions': (request) => {
        sent.push(JSON.parse(request.body as string));
        return { status: 201, body: { success: true, data: { id: 9 } } };
      },
    });
    await renderWithProviders(<SuggestionForm categories={categories} />);
    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Más plantas');
    await user.click(screen.getByRole('button', { name: 'Enviar sugerencia' }));
    expect(screen.getByText('Escribe tu sugerencia.')).toBeInTheDocument();
    expect(screen.getByText('Elige una categoría.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('Más plantas');
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Enviar de forma anónima' }));
    expect(screen.getByText(/Los revisores verán tu nombre/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Tu sugerencia/ }), 'Texto');
    await user.selectOptions(screen.getByRole('combobox', { name: /Categoría/ }), 'Procesos');
    await user.click(screen.getByRole('button', { name: 'Enviar sugerencia' }));
    expect(await screen.findByRole('textbox', { name: /Tu sugerencia/ })).toHaveValue('');
    expect(sent).toMatchObject([{ anonymous: false, category_id: 1 }]);
  });
});
