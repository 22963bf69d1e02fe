// The organisation's media library: an admin uploads a PNG with a title of the test's own, Ana
// adds it to a recognition for Carlos and the new post shows it; the admin hides it and the
// picker no longer offers it, then removes it and the post keeps its picture. At a phone's width
// the home composer's picker fits the screen. Axe finds nothing serious on the console's page or the picker.
import type { Locator, Page } from '@playwright/test';

import { makePng, openAdmin, uniqueName } from './admin-support';
import { EMAILS, openFeed, postCard, uniqueMessage } from './recognition-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

const PICKER = 'Elige una imagen de la biblioteca';

/** Leaves the current session: the next sign-in starts clean. */
async function signOutHere(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

/** The console's row (or card, on a phone) of a library item. */
function itemRow(page: Page, title: string): Locator {
  return page.locator('[data-media-item]').filter({ hasText: title });
}

/** Opens the send dialog from the feed, and the library's picker inside it. */
async function openPicker(page: Page): Promise<{ dialog: Locator; picker: Locator }> {
  await page.getByRole('button', { name: 'Reconocer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Reconocer a alguien' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Añadir imagen de la biblioteca' }).click();
  const picker = page.getByRole('dialog', { name: PICKER });
  await expect(picker).toBeVisible();
  // The seeded animated one is always there.
  await expect(picker.getByRole('button', { name: 'Confeti' })).toBeVisible();
  return { dialog, picker };
}

async function naturalWidth(image: Locator): Promise<number> {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

test('an admin adds a picture; Ana sends it with a recognition; hidden, it is no longer offered', async ({
  page,
}) => {
  test.slow();
  const title = uniqueName('Aplausos e2e');
  const message = uniqueMessage('¡Gracias, con imagen!');

  // The admin uploads a PNG (after the client's check turns down a file that is not one).
  await openAdmin(page, '/admin/media');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Biblioteca de imágenes' }),
  ).toBeVisible();
  await expect(itemRow(page, 'Confeti')).toContainText('GIF');
  const input = page.getByTestId('media-image-input');
  await input.setInputFiles({
    name: 'not-an-image.png',
    mimeType: 'image/png',
    buffer: Buffer.from('hola'),
  });
  await expect(page.getByText('La imagen debe ser PNG, JPEG, GIF o WebP.')).toBeVisible();
  await input.setInputFiles({ name: 'aplausos.png', mimeType: 'image/png', buffer: makePng() });
  await expect(page.getByRole('img', { name: 'Vista previa de la imagen elegida' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Título(\s\*)?$/ }).fill(title);
  await page.getByRole('textbox', { name: 'Título en inglés (opcional)' }).fill('Applause e2e');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Añadir a la biblioteca' }).click();
  await expect(page.getByText(`Se añadió «${title}» a la biblioteca.`)).toBeVisible();
  const row = itemRow(page, title);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('En inglés: Applause e2e');
  expect(await naturalWidth(row.locator('img'))).toBe(16);
  await expect(
    row.getByRole('switch', { name: `Visible para las personas: ${title}` }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // Ana recognises Carlos with it.
  await signOutHere(page);
  await openFeed(page, EMAILS.ana);
  const { dialog, picker } = await openPicker(page);
  const tile = picker.getByRole('button', { name: title });
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await picker.getByRole('button', { name: 'Usar imagen' }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByRole('group', { name: `Imagen elegida: ${title}` })).toBeVisible();
  await dialog.getByRole('combobox', { name: /Personas a reconocer/ }).fill('Carl');
  await page.getByRole('option', { name: /Carlos Ruiz/ }).click();
  await dialog.getByRole('radio', { name: /Gracias/ }).check();
  await dialog.getByRole('spinbutton', { name: /Puntos por persona/ }).fill('5');
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill(message);
  await dialog.getByRole('button', { name: 'Enviar reconocimiento' }).click();
  await expect(dialog).toBeHidden();
  const card = postCard(page, message);
  await expect(card).toHaveCount(1);
  const picture = card.getByRole('img', { name: title });
  await expect(picture).toBeVisible();
  expect(await naturalWidth(picture)).toBe(16);

  // The admin hides it: the picker no longer offers it.
  await signOutHere(page);
  await openAdmin(page, '/admin/media');
  const visible = itemRow(page, title).getByRole('switch', {
    name: `Visible para las personas: ${title}`,
  });
  await visible.click();
  await expect(
    page.getByText(`«${title}» quedó oculta: ya no se ofrece al reconocer.`),
  ).toBeVisible();
  await expect(visible).not.toBeChecked();

  await signOutHere(page);
  await openFeed(page, EMAILS.ana);
  const again = await openPicker(page);
  await expect(again.picker.getByRole('button', { name: title })).toHaveCount(0);
  await again.picker.getByRole('button', { name: 'Cancelar' }).click();
  await expect(again.picker).toBeHidden();
  await again.dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The admin removes it; the post keeps its picture.
  await signOutHere(page);
  await openAdmin(page, '/admin/media');
  await itemRow(page, title)
    .getByRole('button', { name: `Eliminar ${title}` })
    .click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar la imagen?' });
  await expect(confirm).toContainText('Las publicaciones que ya la usan la conservan.');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`Se eliminó «${title}» de la biblioteca.`)).toBeVisible();
  await expect(itemRow(page, title)).toHaveCount(0);
  await page.goto('/');
  await expect(postCard(page, message).getByRole('img', { name: title })).toBeVisible();
});

test("at 375 px the home composer's picker fits the screen and is usable", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openFeed(page, EMAILS.ana);
  const composer = page.getByTestId('home-composer');
  await composer.getByRole('button', { name: 'Añadir imagen de la biblioteca' }).click();
  const picker = page.getByRole('dialog', { name: PICKER });
  await expect(picker.getByRole('button', { name: 'Confeti' })).toBeVisible();
  const box = await picker.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  const sideways = await picker
    .locator('.MuiDialogContent-root')
    .evaluate((content) => content.scrollWidth - content.clientWidth);
  expect(sideways, 'the picker scrolls sideways').toBeLessThanOrEqual(0);
  await expect(picker.getByRole('button', { name: 'Usar imagen' })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  await picker.getByRole('button', { name: 'Confeti' }).click();
  await picker.getByRole('button', { name: 'Usar imagen' }).click();
  await expect(picker).toBeHidden();
  const chosen = composer.getByRole('group', { name: 'Imagen elegida: Confeti' });
  await expect(chosen).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'the home scrolls sideways').toBeLessThanOrEqual(375);
  await chosen.getByRole('button', { name: 'Quitar' }).click();
  await expect(
    composer.getByRole('button', { name: 'Añadir imagen de la biblioteca' }),
  ).toBeVisible();
});
