// Account activation: Camila Vega, a member of the demo organisation invited but not activated
// yet (no password), tries to sign in, lands on /needs_activation with her address, asks for a
// new link, opens the link from the mail the server really sends (read from the e2e SMTP
// server's Maildir), is refused a common password, chooses her own and is signed in; then she
// signs out and in again with it. Camila appears in no other spec.
import {
  expect,
  expectNoSeriousA11yViolations,
  latestMailTo,
  signIn,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const CAMILA = 'camila.vega@demo.local';
const SENT =
  'Si el correo pertenece a una cuenta pendiente de activar, te enviamos un nuevo enlace de activación. Revisa tu bandeja de entrada.';
const LINK = /\/activate\?token=[A-Za-z0-9_-]+/;
const COMMON = 'Esta contraseña es demasiado común. Elige otra.';
const OWN_PASSWORD = 'Camila-clave-propia-2026';

test('an invited member activates her account from the mailed link and signs in with it', async ({
  page,
}) => {
  await useSourceGlossaryIfAsked(page);
  // Any password: an account with no password yet is sent to activation.
  await signIn(page, CAMILA, 'cualquier-clave-123');
  await expect(page).toHaveURL(/\/needs_activation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(CAMILA);
  await expectNoSeriousA11yViolations(page);

  const since = Date.now();
  await page.getByRole('button', { name: 'Enviar un enlace nuevo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Si el correo' })).toHaveText(SENT);
  const link = LINK.exec(await latestMailTo(CAMILA, since, LINK))?.[0];
  if (!link) throw new Error('the activation mail carries no /activate link');

  // Path and query only: this worker's server, whatever host the mail names.
  await page.goto(link);
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hola Camila, crea tu contraseña' }),
  ).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(CAMILA);
  // The token does not stay in the address bar (nor in the history).
  await expect(page).toHaveURL(/\/activate$/);
  await expectNoSeriousA11yViolations(page);

  const password = page.getByLabel(/^Nueva contraseña/);
  const repeat = page.getByLabel(/^Repite la nueva contraseña/);
  await password.fill('123qweasdzxc');
  await repeat.fill('123qweasdzxc');
  await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(page.getByText(COMMON)).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(OWN_PASSWORD);
  await repeat.fill(OWN_PASSWORD);
  await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola, Camila Vega!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, CAMILA, OWN_PASSWORD);
  await expect(page.getByRole('heading', { name: '¡Hola, Camila Vega!' })).toBeVisible();

  // The link worked once.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link);
  await waitForApp(page);
  await expect(page.getByRole('alert')).toHaveText(
    'El enlace de activación no es válido o ya venció. Pide uno nuevo.',
  );
  await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
  await expect(page).toHaveURL(/\/needs_activation$/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the activation screens fit a phone and pass axe', async ({ page }) => {
    await useSourceGlossaryIfAsked(page);
    for (const path of ['/needs_activation', '/activate']) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(375);
      await expectNoSeriousA11yViolations(page);
    }
    // A link with no token is not valid: the way to a new one.
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
    await expect(page).toHaveURL(/\/needs_activation$/);
  });
});
