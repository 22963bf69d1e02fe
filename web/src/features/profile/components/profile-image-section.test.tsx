// @vitest-environment jsdom
// (jsdom, not the suite's happy-dom: happy-dom's FormData renames a File to "blob".)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/api/query-keys';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { decodeImage, encodeCrop, ImageFileError, type LoadedImage } from '../lib/image-file';
import { useProfilePhotos } from '../stores/profile-photos';

import { ProfileImageSection, type ProfileImageKind } from './profile-image-section';

// jsdom decodes no images and has no canvas: both are replaced; the checks before them are not.
vi.mock(import('../lib/image-file'), async (importOriginal) => ({
  ...(await importOriginal()),
  decodeImage: vi.fn(),
  encodeCrop: vi.fn(),
}));

const PHOTO_URL = '/api/photos/3f9c2a.webp';
const BACKGROUND_URL = '/api/photos/b81d04.webp';
const BIRTHDAY_URL = '/api/photos/c4e7a9.webp';

const maria: User = {
  id: 9,
  org_id: 1,
  email: 'maria.lopez@demo.local',
  first_name: 'María',
  last_name: 'López',
  full_name: 'María López',
  user_type: 'employee',
  language: 'spanish',
  points: true,
  active: true,
  activated: true,
  profile_photo_url: null,
  background_image_url: null,
};

const chosen: LoadedImage = {
  element: document.createElement('img'),
  url: 'blob:chosen',
  width: 1200,
  height: 900,
};
const CROPPED = new Blob(['webp'], { type: 'image/webp' });

const png = (name = 'yo.png', bytes: BlobPart = 'png') =>
  new File([bytes], name, { type: 'image/png' });

function page(kind: ProfileImageKind) {
  return (
    <>
      <ProfileImageSection kind={kind} />
      <ToastHost />
    </>
  );
}

let revoked: string[];

beforeEach(() => {
  revoked = [];
  useAppStore.getState().setMe(maria);
  vi.mocked(decodeImage).mockReset().mockResolvedValue(chosen);
  vi.mocked(encodeCrop).mockReset().mockResolvedValue(CROPPED);
  // jsdom has no object URLs.
  if (!('revokeObjectURL' in URL)) {
    Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
  }
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:small');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
});

afterEach(() => useAppStore.getState().logout());

async function chooseFile(region: HTMLElement, file: File) {
  const user = userEvent.setup();
  const input = region.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, file);
  return user;
}

describe('ProfileImageSection', () => {
  it('crops a chosen photo and sends it as the multipart `file`; everyone sees it', async () => {
    let sent: FormData | null = null;
    const seen = installFakeApi({
      'PUT /user/profile-photo': (request) => {
        sent = request.body as FormData;
        return ok({ ...maria, profile_photo_url: PHOTO_URL });
      },
      'GET /user/profile-photo/downgrade/9': { status: 200, body: new Blob(['small']) },
    });
    const { queryClient } = await renderWithProviders(page('photo'));
    queryClient.setQueryData([...queryKeys.posts, 'feed'], { pages: [] });
    queryClient.setQueryData([...queryKeys.userProfile, 9], { user: maria });

    const region = screen.getByRole('region', { name: 'Foto de perfil' });
    expect(region).toHaveTextContent('Aún no tienes foto: se muestran tus iniciales.');
    expect(within(region).getByRole('button', { name: 'Subir foto' })).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Quitar foto' })).not.toBeInTheDocument();
    const input = region.querySelector('input[type="file"]');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(input).toHaveAttribute('aria-label', 'Imagen para tu foto de perfil');

    const user = await chooseFile(region, png());
    const dialog = await screen.findByRole('dialog', { name: 'Ajusta tu foto de perfil' });
    expect(decodeImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'yo.png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Tu foto de perfil se guardó.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const file = (sent as unknown as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).type).toBe('image/webp');
    expect((file as File).name).toBe('image.webp');
    // The chosen image's URL is let go with the dialog.
    expect(revoked).toContain('blob:chosen');

    // The signed-in user everywhere, the people on cached screens, the top bar's small photo.
    expect(useAppStore.getState().me.data?.profile_photo_url).toBe(PHOTO_URL);
    expect(queryClient.getQueryData<User>(queryKeys.user)?.profile_photo_url).toBe(PHOTO_URL);
    expect(queryClient.getQueryState([...queryKeys.posts, 'feed'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...queryKeys.userProfile, 9])?.isInvalidated).toBe(true);
    await waitFor(() =>
      expect(useProfilePhotos.getState().profilePhotos['9']?.url).toBe('blob:small'),
    );
    expect(seen).toEqual(['PUT /user/profile-photo', 'GET /user/profile-photo/downgrade/9']);
    expect(within(region).getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
  });

  it("keeps the dialog open with the server's image_invalid message", async () => {
    installFakeApi({
      'PUT /user/profile-photo': fail(
        400,
        'image_invalid',
        'El archivo no es una imagen válida. Usa JPG, PNG, WebP o GIF.',
      ),
    });
    await renderWithProviders(page('photo'));
    const user = await chooseFile(screen.getByRole('region', { name: 'Foto de perfil' }), png());
    const dialog = await screen.findByRole('dialog', { name: 'Ajusta tu foto de perfil' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El archivo no es una imagen válida. Usa JPG, PNG, WebP o GIF.',
    );
    expect(useAppStore.getState().me.data?.profile_photo_url).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('words a body over the server limit (413) as an image too large, in English too', async () => {
    installFakeApi({
      'POST /user/background-image': fail(
        413,
        'payload_too_large',
        'La solicitud es demasiado grande.',
      ),
    });
    await renderWithProviders(page('background'), { lng: 'en' });
    const user = await chooseFile(
      screen.getByRole('region', { name: 'Profile background' }),
      png('fondo.png'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust your profile background' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The image is too large: 10 MB and 40 megapixels at most.',
    );
  });

  it('refuses a file over 10 MB, and one that is no image, before sending anything', async () => {
    const seen = installFakeApi({});
    await renderWithProviders(page('photo'));
    const region = screen.getByRole('region', { name: 'Foto de perfil' });

    await chooseFile(region, png('enorme.png', new Uint8Array(10 * 1024 * 1024 + 1)));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'La imagen es demasiado grande: máximo 10 MB y 40 megapíxeles.',
    );
    expect(decodeImage).not.toHaveBeenCalled();

    vi.mocked(decodeImage).mockRejectedValue(new ImageFileError('image_invalid'));
    await chooseFile(region, png('notas.png', 'no soy una imagen'));
    await waitFor(() =>
      expect(within(region).getByRole('alert')).toHaveTextContent(
        'El archivo no es una imagen válida. Usa JPG, PNG, WebP o GIF.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('sends a background to its own call and shows it at once', async () => {
    let sent: FormData | null = null;
    installFakeApi({
      'POST /user/background-image': (request) => {
        sent = request.body as FormData;
        return ok({ ...maria, background_image_url: BACKGROUND_URL });
      },
    });
    await renderWithProviders(page('background'));
    const region = screen.getByRole('region', { name: 'Fondo del perfil' });
    const user = await chooseFile(region, png('fondo.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Ajusta el fondo de tu perfil' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('El fondo de tu perfil se guardó.')).toBeInTheDocument();
    expect((sent as unknown as FormData).get('file')).toBeInstanceOf(File);
    expect(useAppStore.getState().me.data?.background_image_url).toBe(BACKGROUND_URL);
    expect(within(region).getByTestId('profile-banner').querySelector('img')).toHaveAttribute(
      'src',
      BACKGROUND_URL,
    );
  });

  it('removes the photo after a confirmation; the initials come back', async () => {
    const user = userEvent.setup();
    useAppStore.getState().setMe({ ...maria, profile_photo_url: PHOTO_URL });
    useProfilePhotos.getState().setProfilePhoto(9, 'blob:small-old');
    const seen = installFakeApi({ 'DELETE /user/profile_image': ok(maria) });
    const { queryClient } = await renderWithProviders(page('photo'));
    queryClient.setQueryData([...queryKeys.posts, 'feed'], { pages: [] });
    const region = screen.getByRole('region', { name: 'Foto de perfil' });

    // Cancelled first: nothing changes.
    await user.click(within(region).getByRole('button', { name: 'Quitar foto' }));
    let confirm = await screen.findByRole('dialog', { name: '¿Quitar tu foto de perfil?' });
    expect(confirm).toHaveAccessibleDescription('En su lugar se mostrarán tus iniciales.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Quitar foto' }));
    confirm = await screen.findByRole('dialog', { name: '¿Quitar tu foto de perfil?' });
    await user.click(within(confirm).getByRole('button', { name: 'Quitar foto' }));

    expect(await screen.findByText('Quitaste tu foto de perfil.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toEqual(['DELETE /user/profile_image']);
    expect(useAppStore.getState().me.data?.profile_photo_url).toBeNull();
    expect(useProfilePhotos.getState().profilePhotos['9']).toMatchObject({
      url: null,
      error: false,
    });
    expect(revoked).toContain('blob:small-old');
    expect(queryClient.getQueryState([...queryKeys.posts, 'feed'])?.isInvalidated).toBe(true);
    expect(region).toHaveTextContent('Aún no tienes foto: se muestran tus iniciales.');
    expect(within(region).getByText('ML')).toBeInTheDocument();
  });

  it('crops a birthday image to 1200 × 630, sends it and shows it', async () => {
    let sent: FormData | null = null;
    const seen = installFakeApi({
      'PATCH /user/birthday-image': (request) => {
        sent = request.body as FormData;
        return ok({ ...maria, birthday_image_url: BIRTHDAY_URL });
      },
    });
    const { queryClient } = await renderWithProviders(page('birthday'));
    queryClient.setQueryData([...queryKeys.userProfile, 'celebrations', 'birthdays'], {});
    const region = screen.getByRole('region', { name: 'Imagen de cumpleaños' });
    expect(region).toHaveTextContent(
      'Aún no tienes imagen: tu publicación mostrará una ilustración de cumpleaños.',
    );
    expect(region.querySelector('input[type="file"]')).toHaveAttribute(
      'aria-label',
      'Imagen para tu publicación de cumpleaños',
    );
    const user = await chooseFile(region, png('torta.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Ajusta tu imagen de cumpleaños' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Tu imagen de cumpleaños se guardó.')).toBeInTheDocument();
    expect(encodeCrop).toHaveBeenCalledWith(
      chosen.element,
      expect.anything(),
      expect.objectContaining({ width: 1200, height: 630 }),
    );
    expect((sent as unknown as FormData).get('file')).toBeInstanceOf(File);
    expect(seen).toEqual(['PATCH /user/birthday-image']);
    expect(useAppStore.getState().me.data?.birthday_image_url).toBe(BIRTHDAY_URL);
    expect(within(region).getByTestId('profile-banner').querySelector('img')).toHaveAttribute(
      'src',
      BIRTHDAY_URL,
    );
    // The home page's birthdays show the new image too.
    expect(
      queryClient.getQueryState([...queryKeys.userProfile, 'celebrations', 'birthdays'])
        ?.isInvalidated,
    ).toBe(true);
    expect(within(region).getByRole('button', { name: 'Cambiar imagen' })).toBeVisible();
  });

  it('removes the birthday image with the person’s own id, after a confirmation', async () => {
    const user = userEvent.setup();
    useAppStore.getState().setMe({ ...maria, birthday_image_url: BIRTHDAY_URL });
    const seen = installFakeApi({
      'DELETE /user/birthday-image/9': ok({ ...maria, birthday_image_url: null }),
    });
    await renderWithProviders(page('birthday'));
    const region = screen.getByRole('region', { name: 'Imagen de cumpleaños' });
    await user.click(within(region).getByRole('button', { name: 'Quitar imagen' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Quitar tu imagen de cumpleaños?' });
    expect(confirm).toHaveAccessibleDescription(
      'Tu publicación de cumpleaños mostrará una ilustración en su lugar.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Quitar imagen' }));

    expect(await screen.findByText('Quitaste tu imagen de cumpleaños.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toEqual(['DELETE /user/birthday-image/9']);
    expect(useAppStore.getState().me.data?.birthday_image_url).toBeNull();
    expect(within(region).getByRole('button', { name: 'Subir imagen' })).toBeVisible();
  });

  it('keeps the confirmation open with the failure inside', async () => {
    const user = userEvent.setup();
    useAppStore.getState().setMe({ ...maria, background_image_url: BACKGROUND_URL });
    installFakeApi({ 'DELETE /user/background-image': fail(500, 'internal') });
    await renderWithProviders(page('background'));
    const region = screen.getByRole('region', { name: 'Fondo del perfil' });
    await user.click(within(region).getByRole('button', { name: 'Quitar fondo' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Quitar el fondo de tu perfil?' });
    await user.click(within(confirm).getByRole('button', { name: 'Quitar fondo' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
    expect(useAppStore.getState().me.data?.background_image_url).toBe(BACKGROUND_URL);
  });
});
