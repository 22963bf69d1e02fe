import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { encodeCrop, type LoadedImage } from '../lib/image-file';

import { ImageCropDialog, type ImageCropDialogProps } from './image-crop-dialog';

// jsdom has no canvas: the drawing is replaced, the crop it is asked for is checked.
vi.mock(import('../lib/image-file'), async (importOriginal) => ({
  ...(await importOriginal()),
  encodeCrop: vi.fn(),
}));

const CROPPED = new Blob(['jpeg'], { type: 'image/jpeg' });

/** A landscape image, 800 × 400. */
const image: LoadedImage = {
  element: document.createElement('img'),
  url: 'blob:chosen',
  width: 800,
  height: 400,
};

async function open(props: Partial<ImageCropDialogProps> = {}) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  await renderWithProviders(
    <ImageCropDialog
      image={image}
      title="Ajusta tu foto de perfil"
      aspect={1}
      round
      maxOutput={{ width: 512, height: 512 }}
      pending={false}
      error={null}
      onSave={onSave}
      onCancel={onCancel}
      {...props}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Ajusta tu foto de perfil' });
  const frame = within(dialog).getByRole('application', { name: 'Recorte de la imagen' });
  const picture = frame.querySelector('img')!;
  return { dialog, frame, picture, onSave, onCancel };
}

beforeEach(() => {
  vi.mocked(encodeCrop).mockReset().mockResolvedValue(CROPPED);
});

describe('ImageCropDialog', () => {
  it('is worked from the keyboard: arrows move the image, + and − zoom, Escape cancels', async () => {
    const user = userEvent.setup();
    const { dialog, frame, picture, onCancel } = await open();
    expect(frame).toHaveAccessibleDescription(/usa las flechas del teclado para moverla/);
    // The square's largest centred part: the image's middle 400 × 400.
    expect(picture.style.left).toBe('-50%');

    await user.tab();
    expect(frame).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(picture.style.left).toBe('-45%');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(picture.style.left).toBe('-65%');

    const zoom = within(dialog).getByRole('slider', { name: 'Acercamiento' });
    expect(zoom).toHaveAttribute('aria-valuetext', '100 %');
    await user.keyboard('++');
    expect(zoom).toHaveAttribute('aria-valuetext', '120 %');
    await user.keyboard('-');
    expect(zoom).toHaveAttribute('aria-valuetext', '110 %');
    // The slider itself answers the keys, too.
    await user.tab();
    expect(zoom).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(zoom).toHaveAttribute('aria-valuetext', '115 %');

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is moved by dragging the image', async () => {
    const { frame, picture } = await open();
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 200, 200));
    fireEvent.pointerDown(frame, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    // A fifth of the frame to the left: the image's right side comes in.
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 60, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerId: 1 });
    expect(picture.style.left).toBe('-70%');
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 0, clientY: 100 });
    expect(picture.style.left).toBe('-70%');
  });

  it('draws the framed part and hands the image over on "Guardar"', async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(CROPPED));
    expect(encodeCrop).toHaveBeenCalledWith(
      image.element,
      { x: 200, y: 0, width: 400, height: 400 },
      { width: 400, height: 400 },
    );
  });

  it('draws a background 4:1, at most 1600 × 400', async () => {
    const user = userEvent.setup();
    const wide: LoadedImage = { ...image, width: 4000, height: 3000 };
    const { dialog } = await open({
      image: wide,
      aspect: 4,
      round: false,
      maxOutput: { width: 1600, height: 400 },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(encodeCrop).toHaveBeenCalledWith(
        wide.element,
        { x: 0, y: 1000, width: 4000, height: 1000 },
        { width: 1600, height: 400 },
      ),
    );
  });

  it('cancels with its button', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel, onSave } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('announces why the upload failed, and cannot be closed while it runs', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel } = await open({
      pending: true,
      error: 'El archivo no es una imagen válida. Usa JPG, PNG, WebP o GIF.',
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'El archivo no es una imagen válida. Usa JPG, PNG, WebP o GIF.',
    );
    expect(within(dialog).getByRole('progressbar', { name: 'Subiendo la imagen…' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('says so when the image cannot be drawn', async () => {
    const user = userEvent.setup();
    vi.mocked(encodeCrop).mockRejectedValue(new Error('no 2d canvas'));
    const { dialog, onSave } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos preparar la imagen. Intenta con otra.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
