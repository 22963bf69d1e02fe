import { openAdmin, uniqueName } from './admin-support';
import { EMAILS, Member, postCard, uniqueMessage } from './recognition-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

/** A pattern matching this text literally. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('an admin gives a type and a value English names; English readers see them on the card', async ({
  page,
  request,
}) => {
  // Two languages, the console and the feed: about 40 s alone, more beside the other worker.
  test.slow();
  const admin = await Member.signIn(request, EMAILS.admin);
  // A type and a value of this test only, named by the organisation in Spanish.
  const typeName = uniqueName('Apoyo');
  const typeNameEn = uniqueName('Support');
  const valueName = uniqueName('Cercanía');
  const valueNameEn = uniqueName('Closeness');
  await admin.post('/recognition_type', {
    name: typeName,
    emoji: '🫶',
    min_points: 1,
    max_points: 30,
    roles: ['employee', 'leader', 'admin'],
  });
  await admin.post('/values', { name: valueName, emoji: '🌱' });

  try {
    // The type's English name, in the types section.
    await openAdmin(page, '/admin/types');
    await page.getByRole('button', { name: `Editar ${typeName}`, exact: true }).click();
    const typeDialog = page.getByRole('dialog', { name: `Editar «${typeName}»` });
    await typeDialog.getByRole('button', { name: 'Versión en inglés (opcional)' }).click();
    await typeDialog
      .getByRole('textbox', { name: 'Nombre en inglés', exact: true })
      .fill(typeNameEn);
    await expectNoSeriousA11yViolations(page);
    await typeDialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(typeDialog).toBeHidden();
    await expect(page.getByRole('row', { name: literally(typeName) })).toContainText(
      `En inglés: ${typeNameEn}`,
    );

    // The value's English name, in the values section.
    await page.goto('/admin/values');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Valores corporativos' }),
    ).toBeVisible();
    await page.getByRole('button', { name: `Editar ${valueName}`, exact: true }).click();
    const valueDialog = page.getByRole('dialog', { name: `Editar «${valueName}»` });
    await valueDialog.getByRole('button', { name: 'Versión en inglés (opcional)' }).click();
    await valueDialog
      .getByRole('textbox', { name: 'Nombre en inglés', exact: true })
      .fill(valueNameEn);
    await valueDialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(valueDialog).toBeHidden();
    await expect(page.getByRole('row', { name: literally(valueName) })).toContainText(
      `En inglés: ${valueNameEn}`,
    );

    // A recognition with both, sent from the dialog in Spanish: the organisation's names.
    const message = uniqueMessage('Gracias por la mano con el cierre');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Muro de reconocimientos' })).toBeVisible();
    await page.getByRole('button', { name: 'Reconocer' }).first().click();
    const send = page.getByRole('dialog', { name: 'Reconocer a alguien' });
    await send.getByRole('combobox', { name: /Personas a reconocer/ }).fill('Carl');
    await page.getByRole('option', { name: /Carlos Ruiz/ }).click();
    await send.getByRole('radio', { name: literally(typeName) }).check();
    await send.getByRole('spinbutton', { name: /Puntos por persona/ }).fill('2');
    await send.getByRole('button', { name: literally(valueName) }).click();
    await send.getByRole('textbox', { name: 'Mensaje' }).fill(message);
    await send.getByRole('button', { name: 'Enviar reconocimiento' }).click();
    await expect(send).toBeHidden();

    const card = postCard(page, message);
    await expect(card).toContainText(typeName);
    await expect(card).toContainText(valueName);
    await expect(card).not.toContainText(typeNameEn);
    await expect(card).not.toContainText(valueNameEn);

    // The interface in English: the English names on the same card.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/account/update') && response.ok(),
    );
    await page.getByRole('button', { name: /Adriana Gómez/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await saved;
    await expect(page.getByRole('heading', { name: 'Hello, Adriana Gómez!' })).toBeVisible();
    await expect(card).toContainText(`🫶 ${typeNameEn}`);
    await expect(card).toContainText(`🌱 ${valueNameEn}`);
    await expect(card).not.toContainText(typeName);
    await expect(card).not.toContainText(valueName);
    // The "sent" toast fades out first: axe reads a half-transparent toast as low contrast.
    await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);

    // The send dialog offers them in English too.
    await page.getByRole('button', { name: 'Recognise' }).first().click();
    const sendEn = page.getByRole('dialog', { name: 'Recognise someone' });
    await expect(sendEn.getByRole('radio', { name: literally(typeNameEn) })).toBeVisible();
    await expect(sendEn.getByRole('button', { name: literally(valueNameEn) })).toBeVisible();
    await sendEn.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(sendEn).toBeHidden();

    // Back to Spanish: the organisation's own names again.
    await page.getByRole('button', { name: /Adriana Gómez/ }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: '¡Hola, Adriana Gómez!' })).toBeVisible();
    await expect(card).toContainText(`🫶 ${typeName}`);
    await expect(card).toContainText(`🌱 ${valueName}`);
    await expect(card).not.toContainText(typeNameEn);
  } finally {
    // Other tests of this worker sign in as the admin and read Spanish.
    await admin.setLanguage('spanish');
  }
});
