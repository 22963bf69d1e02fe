// Organisation settings: the demo admin changes the primary colour and sees it at once and after
// a reload, then turns the birthdays module off and sees the home page and the API follow. Both
// are put back at the end (other specs share the demo organisation; nothing else uses birthdays).
import { openAdmin } from './admin-support';
import { expect, expectNoSeriousA11yViolations, test, waitForApp } from './support';

const ORIGINAL = '#3a71b5';
const GREEN = '#0f5132';
const GREEN_RGB = 'rgb(15, 81, 50)';

test('an admin changes the primary colour and turns a module off, and both take effect', async ({
  page,
}) => {
  await openAdmin(page, '/admin/settings/branding');
  await expect(page.getByRole('heading', { level: 2, name: 'Marca' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const main = page.getByRole('textbox', { name: 'Color principal', exact: true });
  const save = page.getByRole('button', { name: 'Guardar marca' });
  const background = () =>
    page
      .getByRole('button', { name: 'Guardar marca' })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
  try {
    await main.fill(GREEN);
    await save.click();
    await expect(
      page.getByText('Se guardó la marca; ya se ve en toda la aplicación.'),
    ).toBeVisible();
    // Not hovered nor focused, once its transition ends the button shows the colour itself.
    await page.mouse.move(0, 0);
    await save.blur();
    await expect.poll(background).toBe(GREEN_RGB);
    await page.reload();
    await waitForApp(page);
    await expect.poll(background).toBe(GREEN_RGB);

    await page.goto('/admin/settings/modules');
    await waitForApp(page);
    const birthdays = page.getByRole('switch', { name: 'Cumpleaños' });
    await expect(birthdays).toBeChecked();
    await birthdays.click();
    await expect(page.getByText('Se desactivó Cumpleaños.')).toBeVisible();
    await expect(birthdays).not.toBeChecked();
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const api = await page.request.get('/api/users/birth', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(api.status()).toBe(403);
    expect(((await api.json()) as { code: string }).code).toBe('module_disabled');
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: '¡Hola, Adriana Gómez!' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Cumpleaños' })).toHaveCount(0);
    await expect(page.getByText('Cumpleaños', { exact: true })).toHaveCount(0);
  } finally {
    await page.goto('/admin/settings/modules');
    await waitForApp(page);
    const birthdays = page.getByRole('switch', { name: 'Cumpleaños' });
    if (!(await birthdays.isChecked())) {
      await birthdays.click();
      await expect(birthdays).toBeChecked();
    }
    await page.goto('/admin/settings/branding');
    await waitForApp(page);
    await page.getByRole('textbox', { name: 'Color principal', exact: true }).fill(ORIGINAL);
    await page.getByRole('button', { name: 'Guardar marca' }).click();
    await expect(
      page.getByText('Se guardó la marca; ya se ve en toda la aplicación.'),
    ).toBeVisible();
  }
});
