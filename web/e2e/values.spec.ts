// Corporate values (issue 31; docs/values-and-levels.md): the send dialog proposes the value a
// message is about from the value's keywords, and the values page counts the recognitions that
// carry it, lists the latest and passes axe at 375 and 1440 px.
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { EMAILS, Member, openFeed, uniqueMessage } from './recognition-support';
import { apiToken, enterAs, expect, expectNoSeriousA11yViolations, test } from './support';

type Envelope<T> = { data: T };

/** The values page's card of Colaboración. */
const card = (page: Page) => page.getByRole('article', { name: /Colaboración/ });
type Value = { id: number; name: string; keywords: string[] };
type ValuesPage = { values: { value: { id: number }; total: number }[] };

test('three recognitions with a value show on the values page; the dialog suggests the value', async ({
  page,
  request,
}) => {
  const admin = { Authorization: `Bearer ${await apiToken(request, EMAILS.admin)}` };
  const values = (await (await request.get('/api/values', { headers: admin })).json()) as Envelope<
    Value[]
  >;
  const collab = values.data.find((value) => value.name === 'Colaboración');
  expect(collab, 'the demo has Colaboración').toBeDefined();
  const id = collab?.id ?? 0;
  // Its keywords make the dialog propose it for messages about teamwork.
  const patched = await request.patch(`/api/values/${id}`, {
    headers: admin,
    data: { keywords: ['equipo', 'colabor'], keywords_en: ['team'] },
  });
  expect(patched.status(), await patched.text()).toBe(200);

  const ana = await Member.signIn(request, EMAILS.ana);
  const totalOf = async () =>
    (await ana.get<ValuesPage>('/corp_values')).values.find((v) => v.value.id === id)?.total ?? 0;
  const before = await totalOf();
  const types = await ana.get<{ id: number; name: string }[]>('/recognition_type');
  const thanks = types.find((type) => type.name === 'Gracias');
  const sent: string[] = [];
  for (const prefix of ['Gracias por el apoyo', 'Excelente trabajo conjunto']) {
    const message = uniqueMessage(prefix);
    sent.push(message);
    await ana.post(
      '/send_feedback',
      {
        reciever_emails: [EMAILS.carlos],
        amount: 5,
        post_types: thanks?.id,
        message,
        values: [id],
      },
      { 'Idempotency-Key': randomUUID() },
    );
  }

  // The third from the dialog: the message is about the team, the dialog proposes the value.
  const message = uniqueMessage('Gracias por colaborar con todo el equipo');
  sent.push(message);
  await openFeed(page, EMAILS.ana);
  await page.getByRole('button', { name: 'Reconocer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Reconocer a alguien' });
  await dialog.getByRole('combobox', { name: /Personas a reconocer/ }).fill('Carl');
  await page.getByRole('option', { name: /Carlos Ruiz/ }).click();
  await dialog.getByRole('radio', { name: /Gracias/ }).check();
  await dialog.getByRole('spinbutton', { name: /Puntos por persona/ }).fill('5');
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill(message);
  const suggestion = dialog.getByTestId('value-suggestion');
  await expect(suggestion).toContainText('¿Es sobre «🤝 Colaboración»?');
  await suggestion.getByRole('button', { name: /¿Es sobre/ }).click();
  await expect(suggestion).toBeHidden();
  await expect(dialog.getByRole('button', { name: /Colaboración/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('button', { name: 'Enviar reconocimiento' }).click();
  await expect(dialog).toBeHidden();

  expect(await totalOf()).toBe(before + 3);

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await enterAs(page, EMAILS.ana, '/corp_values');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros valores' })).toBeVisible();
    const valueCard = card(page);
    await expect(valueCard.getByTestId('value-total')).toContainText(
      `${before + 3} reconocimientos en los últimos 12 meses`,
    );
    for (const text of sent) {
      await expect(valueCard.getByRole('link', { name: text })).toBeVisible();
    }
    await expect(valueCard.getByRole('link', { name: 'Ana Torres' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  // The latest leads to its post.
  await card(page)
    .getByRole('link', { name: sent[2] ?? '' })
    .click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByText(sent[2] ?? '')).toBeVisible();
});
