import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AdminCorporateValue } from '../api/values';

import { ValueDialog } from './value-dialog';

const teamwork: AdminCorporateValue = {
  id: 4,
  name: 'Colaboración',
  description: null,
  name_en: 'Teamwork',
  description_en: null,
  emoji: '🤝',
  active: true,
  position: 0,
  colour: null,
  examples: [],
  examples_en: [],
  keywords: [],
  keywords_en: [],
};

describe('corporate value dialog: English wording', () => {
  it('sends the English name of a new value, and null for a blank English description', async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'POST /values': (request) => {
        body = JSON.parse(request.body as string);
        return { status: 201, body: { success: true, data: teamwork } };
      },
    });
    const onClose = vi.fn();
    await renderWithProviders(<ValueDialog value={null} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo valor corporativo' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Nombre(\s\*)?$/ }),
      'Colaboración',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Versión en inglés (opcional)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre en inglés' }), 'Teamwork');
    await user.click(within(dialog).getByRole('button', { name: 'Nuevo valor' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({
      name: 'Colaboración',
      description: null,
      name_en: 'Teamwork',
      description_en: null,
      emoji: null,
      colour: null,
      examples: [],
      examples_en: [],
      keywords: [],
      keywords_en: [],
    });
  });

  it('sends examples one per line and keywords by commas, and asks for 3 to 5 examples', async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'PATCH /values/4': (request) => {
        body = JSON.parse(request.body as string);
        return ok(teamwork);
      },
    });
    const onClose = vi.fn();
    await renderWithProviders(<ValueDialog value={teamwork} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Editar «Colaboración»' });
    const examples = within(dialog).getByRole('textbox', { name: 'Ejemplos de conducta' });
    await user.type(examples, 'Ayuda a otro equipo{Enter}Comparte lo que sabe');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Palabras clave' }),
      'equipo, colabor, ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Escribe entre 3 y 5 ejemplos, uno por línea (o ninguno).'),
    ).toBeVisible();
    expect(body).toBeUndefined();
    await user.type(examples, '{Enter}Pide ayuda a tiempo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({
      examples: ['Ayuda a otro equipo', 'Comparte lo que sabe', 'Pide ayuda a tiempo'],
      keywords: ['equipo', 'colabor'],
    });
  });

  it('clears the English name of a value with null', async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'PATCH /values/4': (request) => {
        body = JSON.parse(request.body as string);
        return ok({ ...teamwork, name_en: null });
      },
    });
    const onClose = vi.fn();
    await renderWithProviders(<ValueDialog value={teamwork} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Editar «Colaboración»' });
    const nameEn = within(dialog).getByRole('textbox', { name: 'Nombre en inglés' });
    expect(nameEn).toHaveValue('Teamwork');
    await user.clear(nameEn);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({ name: 'Colaboración', name_en: null, description_en: null });
  });
});
