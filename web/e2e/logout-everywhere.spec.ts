import { EMAILS } from './recognition-support';
import {
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

test('logging out everywhere from the profile ends the session on another device too', async ({
  page,
  browser,
  baseURL,
}) => {
  // A second device: its own browser context, signed in as the same person.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  try {
    await useSourceGlossaryIfAsked(otherPage);
    await signIn(otherPage, EMAILS.jorge);
    await waitForApp(otherPage);
    await expect(otherPage.getByRole('heading', { name: 'Muro de reconocimientos' })).toBeVisible();

    await useSourceGlossaryIfAsked(page);
    await signIn(page, EMAILS.jorge);
    await waitForApp(page);
    await page.goto('/profile/settings');
    // The start-up loader fades out over the screen: axe scans the screen once it is gone.
    await waitForApp(page);
    const security = page.getByRole('region', { name: 'Seguridad' });
    await expect(security).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await security.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
    await dialog.getByRole('button', { name: 'Cerrar todas' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The other device's next call answers 401 and it goes back to the login.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);
  } finally {
    await other.close();
  }
});
