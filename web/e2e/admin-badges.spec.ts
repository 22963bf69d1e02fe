import { ANA_EMAIL, apiToken, makePng, openAdmin, pickPerson, uniqueName } from './admin-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

test('an admin creates a badge from a PNG and gives it to Ana', async ({ page, request }) => {
  await openAdmin(page, '/admin/badges');
  await expect(page.getByRole('heading', { level: 2, name: 'Insignias' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mentor del mes' })).toBeVisible();

  const name = uniqueName('Pionera');
  await page.getByRole('button', { name: 'Nueva insignia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva insignia' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'not-an-image.png',
    mimeType: 'image/png',
    buffer: Buffer.from('hola'),
  });
  await expect(dialog.getByText('La imagen debe ser PNG, JPEG, GIF o WebP.')).toBeVisible();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pionera.png', mimeType: 'image/png', buffer: makePng() });
  await expect(
    dialog.getByRole('img', { name: 'Vista previa de la imagen elegida' }),
  ).toBeVisible();
  await dialog.getByLabel('Nombre', { exact: false }).first().fill(name);
  await dialog.getByLabel('Descripción').fill('Por abrir camino.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Nueva insignia' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('img', { name })).toBeVisible();
  await expect(card.getByRole('img', { name })).toHaveJSProperty('complete', true);
  expect(
    await card.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(16);

  await card.getByRole('button', { name: `Otorgar ${name}` }).click();
  const give = page.getByRole('dialog', { name: `Otorgar «${name}»` });
  await give.getByRole('button', { name: 'Otorgar' }).click();
  await expect(give.getByText('Elige al menos una persona.')).toBeVisible();
  await pickPerson(page, /Personas que la reciben/, 'Ana Torres');
  await give.getByLabel('Mensaje (opcional)').fill('¡Gracias por abrir camino!');
  await give.getByRole('button', { name: 'Otorgar' }).click();
  await expect(give).toBeHidden();
  await expect(page.getByText(`Se otorgó «${name}» a 1 persona.`)).toBeVisible();

  // Ana's public profile now lists the badge.
  const token = await apiToken(request, ANA_EMAIL);
  const me = (await (
    await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: number } };
  const profile = (await (
    await request.get(`/api/user/${me.data.id}/public`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { badges: { badge: { name: string } }[] } };
  expect(profile.data.badges.map((entry) => entry.badge.name)).toContain(name);
});
