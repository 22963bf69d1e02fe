import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Badge } from '../api/badges';

import { BadgesPage } from './badges-page';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const mentor: Badge = {
  id: 5,
  name: 'Mentor del mes',
  description: 'Por guiar a quienes llegan.',
  name_en: 'Mentor of the month',
  description_en: 'For guiding newcomers.',
  image_url: '/api/files/mentor.png',
  active: true,
  created_at: Date.UTC(2026, 0, 10),
};

describe('badges admin: English wording', () => {
  it("shows a badge's English name and edits its texts, sending null for cleared ones", async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'GET /org/badges': ok([mentor]),
      'PATCH /org/badges/5': (request) => {
        body = JSON.parse(request.body as string);
        return ok({ ...mentor, description_en: null });
      },
    });
    await renderWithProviders(<BadgesPage />);
    const card = (await screen.findByRole('heading', { name: 'Mentor del mes' })).closest('li');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('En inglés: Mentor of the month')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Editar Mentor del mes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Mentor del mes»' });
    expect(within(dialog).getByRole('textbox', { name: 'Nombre en inglés' })).toHaveValue(
      'Mentor of the month',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Descripción en inglés' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({
      name: 'Mentor del mes',
      description: 'Por guiar a quienes llegan.',
      name_en: 'Mentor of the month',
      description_en: null,
    });
  });

  it('names and describes the badge in English in the give dialog for English readers', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'GET /org/badges': ok([mentor]) });
    await renderWithProviders(<BadgesPage />, { lng: 'en' });
    await user.click(await screen.findByRole('button', { name: /^Give / }));
    const dialog = await screen.findByRole('dialog', { name: 'Give “Mentor of the month”' });
    expect(within(dialog).getByText('For guiding newcomers.')).toBeVisible();
    expect(within(dialog).queryByText('Por guiar a quienes llegan.')).toBeNull();
  });

  it('creates a badge with its English texts as parts of the upload', async () => {
    const user = userEvent.setup();
    let sent: FormData | null = null;
    installFakeApi({
      'GET /org/badges': ok([]),
      'POST /org/badges': (request) => {
        sent = request.body as FormData;
        return { status: 201, body: { success: true, data: mentor } };
      },
    });
    await renderWithProviders(<BadgesPage />);
    await user.click((await screen.findAllByRole('button', { name: 'Nueva insignia' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva insignia' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File([PNG], 'mentor.png', { type: 'image/png' }));
    await within(dialog).findByRole('img', { name: 'Vista previa de la imagen elegida' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Nombre(\s\*)?$/ }),
      'Mentor del mes',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Versión en inglés (opcional)' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nombre en inglés' }),
      'Mentor of the month',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Nueva insignia' }));

    await waitFor(() => expect(sent).not.toBeNull());
    const form = sent as unknown as FormData;
    expect(form.get('name')).toBe('Mentor del mes');
    expect(form.get('name_en')).toBe('Mentor of the month');
    // Blank optional texts are not sent: the badge has none.
    expect(form.has('description')).toBe(false);
    expect(form.has('description_en')).toBe(false);
  });
});
