import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ToastHost } from '@/components/toast/toast-host';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { MediaItem } from '../api/media';

import { MediaPage } from './media-page';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const trofeo: MediaItem = {
  id: 1,
  title: 'Trofeo',
  title_en: 'Trophy',
  url: '/api/files/trofeo.png',
  content_type: 'image/png',
  animated: false,
  size: 2048,
  active: true,
  created_at: Date.UTC(2026, 0, 10),
};
const confeti: MediaItem = {
  ...trofeo,
  id: 4,
  title: 'Confeti',
  title_en: 'Confetti',
  url: '/api/files/confeti.gif',
  content_type: 'image/gif',
  animated: true,
};

const created = (body: MediaItem): FakeReply => ({
  status: 201,
  body: { success: true, data: body },
});

/** The page's row of an item (a table row, or a card on narrow screens). */
async function rowOf(title: string): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name: new RegExp(`^${title}`) });
  const row = header.closest('tr');
  expect(row).not.toBeNull();
  return row as HTMLElement;
}

describe('media library admin', () => {
  it('lists every item with its thumbnail, titles, kind and visibility', async () => {
    installFakeApi({ 'GET /org/media': ok([confeti, { ...trofeo, active: false }]) });
    await renderWithProviders(
      <>
        <MediaPage />
        <ToastHost />
      </>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Biblioteca de imágenes' }),
    ).toBeInTheDocument();
    const gif = await rowOf('Confeti');
    expect(within(gif).getByText('GIF')).toBeInTheDocument();
    expect(within(gif).getByText('En inglés: Confetti')).toBeInTheDocument();
    expect(gif.querySelector('img')).toHaveAttribute('src', confeti.url);
    expect(
      within(gif).getByRole('switch', { name: 'Visible para las personas: Confeti' }),
    ).toBeChecked();
    const png = await rowOf('Trofeo');
    expect(within(png).getByText('PNG')).toBeInTheDocument();
    expect(
      within(png).getByRole('switch', { name: 'Visible para las personas: Trofeo' }),
    ).not.toBeChecked();
  });

  it('checks the upload (a picture, its type and size, a title) before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let sent: FormData | null = null;
    installFakeApi({
      'GET /org/media': ok([]),
      'POST /org/media': (request) => {
        sent = request.body as FormData;
        return created({ ...trofeo, id: 9, title: 'Aplausos', title_en: 'Applause' });
      },
    });
    await renderWithProviders(
      <>
        <MediaPage />
        <ToastHost />
      </>,
    );
    expect(await screen.findByText('Aún no hay imágenes en la biblioteca.')).toBeVisible();
    const add = screen.getByRole('button', { name: 'Añadir a la biblioteca' });

    await user.click(add);
    expect(await screen.findByText('Elige una imagen.')).toBeVisible();
    expect(screen.getByText('Escribe un título para la imagen.')).toBeVisible();

    const input = screen.getByTestId<HTMLInputElement>('media-image-input');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    await user.upload(input, new File(['hola'], 'hola.txt', { type: 'text/plain' }));
    expect(await screen.findByText('La imagen debe ser PNG, JPEG, GIF o WebP.')).toBeVisible();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    await user.upload(input, new File([big], 'enorme.png', { type: 'image/png' }));
    expect(await screen.findByText('La imagen no puede pesar más de 5 MB.')).toBeVisible();

    await user.upload(input, new File([PNG], 'aplausos.png', { type: 'image/png' }));
    expect(
      await screen.findByRole('img', { name: 'Vista previa de la imagen elegida' }),
    ).toBeVisible();
    // The picture's error is gone; the title's stays until one is written.
    expect(screen.queryByText('La imagen no puede pesar más de 5 MB.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Título(\s\*)?$/ }), 'Aplausos');
    await user.type(screen.getByRole('textbox', { name: /Título en inglés/ }), 'Applause');
    await user.click(add);

    await waitFor(() => expect(sent).not.toBeNull());
    const form = sent as unknown as FormData;
    expect(form.get('title')).toBe('Aplausos');
    expect(form.get('title_en')).toBe('Applause');
    expect((form.get('image') as File).name).toBe('aplausos.png');
    expect(await screen.findByText('Se añadió «Aplausos» a la biblioteca.')).toBeVisible();
    // The form empties for the next one.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Título(\s\*)?$/ })).toHaveValue(''),
    );
  });

  it("shows the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /org/media': ok([]),
      'POST /org/media': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: 'El título no puede exceder 80 caracteres.',
          details: { fields: { title: 'El título no puede exceder 80 caracteres.' } },
        },
      },
    });
    await renderWithProviders(
      <>
        <MediaPage />
        <ToastHost />
      </>,
    );
    await screen.findByText('Aún no hay imágenes en la biblioteca.');
    await user.upload(
      screen.getByTestId('media-image-input'),
      new File([PNG], 'a.png', { type: 'image/png' }),
    );
    await user.type(screen.getByRole('textbox', { name: /^Título(\s\*)?$/ }), 'Aplausos');
    await user.click(screen.getByRole('button', { name: 'Añadir a la biblioteca' }));
    expect(await screen.findByText('El título no puede exceder 80 caracteres.')).toBeVisible();
  });

  it('hides an item with its switch', async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'GET /org/media': ok([trofeo]),
      'PATCH /org/media/1': (request) => {
        body = JSON.parse(request.body as string);
        return ok({ ...trofeo, active: false });
      },
    });
    await renderWithProviders(
      <>
        <MediaPage />
        <ToastHost />
      </>,
    );
    const row = await rowOf('Trofeo');
    await user.click(
      within(row).getByRole('switch', { name: 'Visible para las personas: Trofeo' }),
    );
    await waitFor(() => expect(body).toEqual({ active: false }));
    expect(
      await screen.findByText('«Trofeo» quedó oculta: ya no se ofrece al reconocer.'),
    ).toBeVisible();
  });

  it('retitles an item, clearing its English title', async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'GET /org/media': ok([trofeo]),
      'PATCH /org/media/1': (request) => {
        body = JSON.parse(request.body as string);
        return ok({ ...trofeo, title: 'Copa', title_en: null });
      },
    });
    await renderWithProviders(
      <>
        <MediaPage />
        <ToastHost />
      </>,
    );
    const row = await rowOf('Trofeo');
    await user.click(within(row).getByRole('button', { name: 'Editar Trofeo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Trofeo»' });
    const title = within(dialog).getByRole('textbox', { name: /^Título(\s\*)?$/ });
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe un título para la imagen.')).toBeVisible();
    await user.type(title, 'Copa');
    await user.clear(within(dialog).getByRole('textbox', { name: /Título en inglés/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ title: 'Copa', title_en: null });
  });

  it('deletes an item after a confirmation that says posts keep it', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({
      'GET /org/media': ok([trofeo]),
      'DELETE /org/media/1': ok({ deleted: true }),
    });
    await renderWithProviders(
      <>
        <MediaPage />
        <ToastHost />
      </>,
    );
    const row = await rowOf('Trofeo');
    await user.click(within(row).getByRole('button', { name: 'Eliminar Trofeo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la imagen?' });
    expect(dialog).toHaveTextContent('Las publicaciones que ya la usan la conservan.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).not.toContain('DELETE /org/media/1');

    await user.click(within(row).getByRole('button', { name: 'Eliminar Trofeo' }));
    const again = await screen.findByRole('dialog', { name: '¿Eliminar la imagen?' });
    await user.click(within(again).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(seen).toContain('DELETE /org/media/1'));
    expect(await screen.findByText('Se eliminó «Trofeo» de la biblioteca.')).toBeVisible();
  });
});
