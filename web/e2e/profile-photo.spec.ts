// The profile photo and background against the real server: a file that is no image is refused,
// a PNG is cropped (from the keyboard) and saved, the server's WebP shows on the profile, in the
// top bar (the small photo from the photo cache) and on María's feed card; the background shows
// at the top of the profile; removing both brings back the initials and the neutral background.
// María López: no other spec changes her password, photo or profile (post-interactions only
// signs her in to comment).
import { makePng } from './admin-support';
import { EMAILS, Member, postCard, uniqueMessage } from './recognition-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const PHOTO_SRC = /^\/api\/photos\/[^/]+\.webp$/;

test('a member crops and uploads a photo and a background, then removes them', async ({
  page,
  request,
}) => {
  await useSourceGlossaryIfAsked(page);
  await enterAs(page, EMAILS.maria, '/profile/settings');

  const photo = page.getByRole('region', { name: 'Foto de perfil' });
  const photoInput = photo.locator('input[type="file"]');
  await expect(photo.getByText('Aún no tienes foto: se muestran tus iniciales.')).toBeVisible();

  // A text file named .png is no image: refused before anything is sent.
  await photoInput.setInputFiles({
    name: 'notas.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Esto es un texto, no una imagen.'),
  });
  await expect(photo.getByRole('alert')).toHaveText(
    'El archivo no es una imagen válida. Usa JPG, PNG, WebP o GIF.',
  );

  // A real PNG: cropped from the keyboard, then saved.
  await photoInput.setInputFiles({
    name: 'maria.png',
    mimeType: 'image/png',
    buffer: makePng(120),
  });
  const dialog = page.getByRole('dialog', { name: 'Ajusta tu foto de perfil' });
  await expect(dialog).toBeVisible();
  await expect(photo.getByRole('alert')).toHaveCount(0);
  const frame = dialog.getByRole('application', { name: 'Recorte de la imagen' });
  const zoom = dialog.getByRole('slider', { name: 'Acercamiento' });
  await frame.focus();
  await page.keyboard.press('+');
  await expect(zoom).toHaveAttribute('aria-valuetext', '110 %');
  const before = await frame.locator('img').getAttribute('style');
  await page.keyboard.press('ArrowRight');
  expect(await frame.locator('img').getAttribute('style')).not.toBe(before);
  await expectNoSeriousA11yViolations(page);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user/profile-photo') && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tu foto de perfil se guardó.')).toBeVisible();

  // The server's 512 px WebP on the profile, its 96 px version in the top bar.
  const profileAvatar = photo.locator('img');
  await expect(profileAvatar).toHaveAttribute('src', PHOTO_SRC);
  await expect(profileAvatar).toHaveJSProperty('complete', true);
  expect(await profileAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  const photoSrc = await profileAvatar.getAttribute('src');
  const account = page.getByRole('button', { name: /María López/ });
  const topBarAvatar = account.locator('img');
  await expect(topBarAvatar).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => topBarAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(96);
  await expect(photo.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();

  // Kept across a reload; the profile's header shows it too.
  await page.reload();
  await waitForApp(page);
  await expect(photo.locator('img')).toHaveAttribute('src', photoSrc ?? '');
  await expect(page.locator('main img[src^="/api/photos/"]').first()).toBeVisible();

  // María's recognition in the feed carries the same photo.
  const message = uniqueMessage('Gracias por la foto del equipo');
  const maria = await Member.signIn(request, EMAILS.maria);
  await maria.recognise({ to: [EMAILS.carlos], type: 'Gracias', amount: 5, message });
  await page.goto('/');
  await waitForApp(page);
  const card = postCard(page, message);
  await expect(card).toBeVisible();
  await expect(card.locator(`img[src="${photoSrc}"]`).first()).toBeVisible();

  // The background: 4:1, shown at the top of the profile.
  await page.goto('/profile/settings');
  await waitForApp(page);
  const background = page.getByRole('region', { name: 'Fondo del perfil' });
  await background
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fondo.png', mimeType: 'image/png', buffer: makePng(200) });
  const backgroundDialog = page.getByRole('dialog', { name: 'Ajusta el fondo de tu perfil' });
  await backgroundDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(backgroundDialog).toBeHidden();
  await expect(page.getByText('El fondo de tu perfil se guardó.')).toBeVisible();
  const banner = page.getByTestId('profile-banner').first().locator('img');
  await expect(banner).toHaveAttribute('src', PHOTO_SRC);
  await expect(banner).toHaveJSProperty('complete', true);
  expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  expect(await banner.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(400);

  // Removed after a confirmation: the initials and the neutral background come back.
  await photo.getByRole('button', { name: 'Quitar foto' }).click();
  const confirmPhoto = page.getByRole('dialog', { name: '¿Quitar tu foto de perfil?' });
  await confirmPhoto.getByRole('button', { name: 'Quitar foto' }).click();
  await expect(confirmPhoto).toBeHidden();
  await expect(page.getByText('Quitaste tu foto de perfil.')).toBeVisible();
  await expect(photo.locator('img')).toHaveCount(0);
  await expect(photo.getByText('ML', { exact: true })).toBeVisible();
  await expect(account.locator('img')).toHaveCount(0);
  await expect(account.locator('[data-initials="ML"]')).toBeVisible();

  await background.getByRole('button', { name: 'Quitar fondo' }).click();
  const confirmBackground = page.getByRole('dialog', { name: '¿Quitar el fondo de tu perfil?' });
  await confirmBackground.getByRole('button', { name: 'Quitar fondo' }).click();
  await expect(confirmBackground).toBeHidden();
  await expect(page.getByTestId('profile-banner').first().locator('img')).toHaveCount(0);

  await page.goto('/');
  await waitForApp(page);
  await expect(postCard(page, message)).toBeVisible();
  await expect(postCard(page, message).locator('img[src^="/api/photos/"]')).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the crop dialog takes the screen and its actions stay reachable', async ({ page }) => {
    await useSourceGlossaryIfAsked(page);
    await enterAs(page, EMAILS.maria, '/profile/settings');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await page
      .getByRole('region', { name: 'Fondo del perfil' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fondo.png', mimeType: 'image/png', buffer: makePng(80) });
    const dialog = page.getByRole('dialog', { name: 'Ajusta el fondo de tu perfil' });
    await expect(
      dialog.getByRole('application', { name: 'Recorte de la imagen' }),
    ).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });
});
