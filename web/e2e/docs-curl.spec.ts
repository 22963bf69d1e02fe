// The documentation's promise: a developer copies the curl example, puts in a new key and their
// own people, runs it in a terminal, and the recognition is on the wall.
import { execFileSync } from 'node:child_process';

import { apiToken, ADMIN_EMAIL, uniqueName } from './admin-support';
import { EMAILS, openFeed, postCard } from './recognition-support';
import { expect, hostUrl, test, useSourceGlossaryIfAsked } from './support';

const EXAMPLE_SENDER = 'ana.torres@example.com';
const EXAMPLE_RECEIVER = 'luis.herrera@example.com';
const EXAMPLE_MESSAGE = '¡Gracias por tu ayuda con el cierre del trimestre!';

test('the curl example of the docs, run in a shell with a new key, posts to the wall', async ({
  page,
  context,
  request,
}) => {
  const docsUrl = hostUrl('docs.localhost', '/#services');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(docsUrl).origin,
  });

  // An admin creates a key (the admin screen has its own test).
  const token = await apiToken(request, ADMIN_EMAIL);
  const created = await request.post('/api/api/key', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: uniqueName('Terminal') },
  });
  expect(created.status()).toBe(201);
  const { key } = ((await created.json()) as { data: { key: string } }).data;

  // The developer copies the example from the docs host.
  await useSourceGlossaryIfAsked(page);
  await page.goto(docsUrl);
  const section = page.getByRole('region', { name: 'Enviar un reconocimiento', exact: true });
  await section.getByRole('button', { name: 'Copiar curl: Enviar un reconocimiento' }).click();
  await expect(section.getByRole('button', { name: 'Copiado' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(EXAMPLE_SENDER);

  // ...puts in their own people and a message of their own, and runs it.
  const message = uniqueName('Gracias desde la terminal');
  const command = copied
    .replace(EXAMPLE_SENDER, EMAILS.ana)
    .replace(EXAMPLE_RECEIVER, EMAILS.carlos)
    .replace(EXAMPLE_MESSAGE, message);
  const output = execFileSync('bash', ['-c', command], {
    env: { ...process.env, APLAUSO_API_KEY: key },
    encoding: 'utf8',
    timeout: 15_000,
  });
  const answer = JSON.parse(output) as { success: boolean; data: { post: { id: number } } };
  expect(answer.success).toBe(true);

  // The recognition is on the wall.
  await openFeed(page, EMAILS.carlos);
  await expect(postCard(page, message)).toBeVisible();
  await expect(postCard(page, message)).toContainText('Ana Torres');
});
