import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AdminRecognitionType } from '../api/types';

import { TypeDialog } from './type-dialog';

const thanks: AdminRecognitionType = {
  id: 1,
  name: 'Gracias',
  description: 'Por una ayuda.',
  name_en: 'Thanks',
  description_en: 'For a helping hand.',
  emoji: '🙏',
  min_points: 1,
  max_points: 50,
  roles: ['employee', 'leader', 'admin'],
  special: false,
  active: true,
  super_type: null,
  sub_types: [],
};

/** The organisation's own name field (not the English one). */
const nameField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /^Nombre(\s\*)?$/ });

async function openDialog(type: AdminRecognitionType | null) {
  const onClose = vi.fn();
  await renderWithProviders(<TypeDialog type={type} superTypes={[]} onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  return { dialog, onClose };
}

describe('recognition type dialog: English wording', () => {
  it('sends the English name and description of a new type', async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'POST /recognition_type': (request) => {
        body = JSON.parse(request.body as string);
        return { status: 201, body: { success: true, data: { ...thanks, id: 9 } } };
      },
    });
    const { dialog, onClose } = await openDialog(null);
    // Nothing in English yet: the English fields wait behind their toggle.
    const toggle = within(dialog).getByRole('button', { name: 'Versión en inglés (opcional)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('textbox', { name: 'Nombre en inglés' })).toBeNull();

    await user.type(nameField(dialog), 'Mentoría');
    await user.click(toggle);
    const nameEn = within(dialog).getByRole('textbox', { name: 'Nombre en inglés' });
    expect(nameEn).toHaveAccessibleDescription(
      'Lo ven quienes usan la aplicación en inglés; si lo dejas vacío, ven el nombre original. Hasta 80 caracteres.',
    );
    expect(nameEn).toHaveAttribute('maxlength', '80');
    await user.type(nameEn, ' Mentoring ');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Descripción en inglés' }),
      'For guiding newcomers.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Nuevo tipo' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({
      name: 'Mentoría',
      description: null,
      name_en: 'Mentoring',
      description_en: 'For guiding newcomers.',
    });
  });

  it('opens with the English texts of a type and sends null for the ones cleared', async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'GET /recognition_type/all': ok([thanks]),
      'PATCH /recognition_type/1': (request) => {
        body = JSON.parse(request.body as string);
        return ok({ ...thanks, name_en: null, description_en: null });
      },
    });
    const { dialog, onClose } = await openDialog(thanks);
    const nameEn = within(dialog).getByRole('textbox', { name: 'Nombre en inglés' });
    expect(nameEn).toHaveValue('Thanks');
    const descriptionEn = within(dialog).getByRole('textbox', { name: 'Descripción en inglés' });
    expect(descriptionEn).toHaveValue('For a helping hand.');

    await user.clear(nameEn);
    await user.clear(descriptionEn);
    await user.type(descriptionEn, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({
      name: 'Gracias',
      description: 'Por una ayuda.',
      name_en: null,
      description_en: null,
    });
    expect(body).not.toHaveProperty('sub_types');
  });

  it("shows the server's error about the English name under that field, even when folded", async () => {
    const user = userEvent.setup();
    installFakeApi({
      'POST /recognition_type': {
        status: 400,
        body: {
          success: false,
          error: 'Máximo 80 caracteres.',
          code: 'invalid_input',
          details: { fields: { name_en: 'Máximo 80 caracteres.' } },
        },
      },
    });
    const { dialog, onClose } = await openDialog(null);
    await user.type(nameField(dialog), 'Mentoría');
    const toggle = within(dialog).getByRole('button', { name: 'Versión en inglés (opcional)' });
    await user.click(toggle);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre en inglés' }), 'Mentoring');
    // Folded again before sending: the text is still sent, and the error opens the fields.
    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: 'Nuevo tipo' }));

    const nameEn = await within(dialog).findByRole('textbox', { name: 'Nombre en inglés' });
    await waitFor(() => expect(nameEn).toHaveAccessibleDescription('Máximo 80 caracteres.'));
    expect(nameEn).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renames a sub type of the type in both languages', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const idea = { id: 3, type_id: 1, name: 'Idea', name_en: null, active: true };
    installFakeApi({
      'GET /recognition_type/all': ok([{ ...thanks, sub_types: [idea] }]),
      'PATCH /sub_recognition_type/3': (request) => {
        body = JSON.parse(request.body as string);
        return ok({ ...idea, name_en: 'Bright idea' });
      },
    });
    const { dialog } = await openDialog(thanks);
    await user.click(await within(dialog).findByRole('button', { name: 'Renombrar Idea' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nombre del subtipo en inglés' }),
      'Bright idea',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    await waitFor(() => expect(body).toEqual({ name: 'Idea', name_en: 'Bright idea' }));
  });

  it('reads the English labels in the English interface', async () => {
    installFakeApi({});
    const onClose = vi.fn();
    await renderWithProviders(<TypeDialog type={null} superTypes={[]} onClose={onClose} />, {
      lng: 'en',
    });
    const dialog = screen.getByRole('dialog');
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: 'English version (optional)' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name in English' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: 'Description in English' }),
    ).toBeInTheDocument();
  });

  it('names the groups (super types) in the UI language', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <TypeDialog
        type={null}
        superTypes={[
          { id: 3, name: 'Colaboración', name_en: 'Teamwork', active: true, position: 0 },
          { id: 4, name: 'Servicio', name_en: null, active: true, position: 1 },
        ]}
        onClose={() => {}}
      />,
      { lng: 'en' },
    );
    await user.click(screen.getByRole('combobox', { name: 'Group (super type)' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['No group', 'Teamwork', 'Servicio']);
  });
});
