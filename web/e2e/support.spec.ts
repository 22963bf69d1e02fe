// Support (flag `support`; the contact form that mails the organisation's support address). Ana
// Torres opens "Soporte" from the main menu, sends a message and reads its reference, then finds
// it in "Mis mensajes"; the mail reaches the demo's support address (soporte@demo.local) with the
// reference, and the admin finds the message in the console's "Soporte". The page is checked with
// axe, and at 375 px it does not scroll sideways.
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  latestMailTo,
  test,
  withModule,
} from './support';

const ANA = 'ana.torres@demo.local';
const ADMIN = 'admin@demo.local';
const SUPPORT_ADDRESS = 'soporte@demo.local';

test.describe('support', () => {
  test('a person writes to support from the menu; the mail arrives and the admin sees it', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'support', async () => {
      await enterAs(page, ANA);
      await page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Soporte' })
        .click();
      await expect(page).toHaveURL(/\/support$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Mis mensajes' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The checks speak before anything is sent.
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByText('Elige el tema de tu mensaje.')).toBeVisible();

      const subject = `Saldo de puntos ${Date.now()}`;
      await page.getByRole('combobox', { name: 'Tema' }).selectOption({ label: 'Puntos' });
      await page.getByRole('textbox', { name: /^Asunto/ }).fill(subject);
      await page
        .getByRole('textbox', { name: /^Mensaje/ })
        .fill('No veo los puntos del reconocimiento que recibí ayer.');
      const since = Date.now();
      await page.getByRole('button', { name: 'Enviar' }).click();
      const sent = page.getByRole('status').filter({ hasText: 'Tu referencia es' });
      await expect(sent).toBeVisible();
      const reference = /S-\d{6}/.exec((await sent.textContent()) ?? '')?.[0];
      expect(reference, 'the reference shown').toBeTruthy();
      await expect(sent).toHaveText(
        `Enviado. Tu referencia es ${reference}; te llegó una copia a tu correo.`,
      );
      await expect(page.getByRole('textbox', { name: /^Asunto/ })).toHaveValue('');

      const mine = page.getByRole('region', { name: 'Mis mensajes' });
      const item = mine.getByTestId('support-message').filter({ hasText: reference ?? '' });
      await expect(item).toContainText(subject);
      await expect(item).toContainText('Puntos');
      await expectNoSeriousA11yViolations(page);

      // The mail to the support address, with the reference in its subject.
      const mail = await latestMailTo(SUPPORT_ADDRESS, since, new RegExp(reference ?? 'none'));
      expect(mail).toContain(subject);

      // On a phone the page does not scroll sideways.
      const phone = await browser.newContext({
        viewport: { width: 375, height: 812 },
        locale: 'es-ES',
      });
      const small = await phone.newPage();
      await enterAs(small, ANA, '/support');
      await expect(small.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible();
      await expect(small.getByText(reference ?? 'none')).toBeVisible();
      const scrollWidth = await small.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, '/support scrolls sideways').toBeLessThanOrEqual(375);
      await phone.close();

      // The admin finds it in the console.
      await enterAs(page, ADMIN, '/admin');
      await page
        .getByRole('navigation', { name: 'Secciones de administración' })
        .getByRole('link', { name: 'Soporte' })
        .click();
      await expect(page).toHaveURL(/\/admin\/support$/);
      await expect(page.getByRole('textbox', { name: 'Correo de soporte' })).toHaveValue(
        SUPPORT_ADDRESS,
      );
      const received = page.getByRole('region', { name: 'Mensajes recibidos' });
      await expect(received.getByText(reference ?? 'none')).toBeVisible();
      await expect(received).toContainText('Ana Torres');
      await expect(received).toContainText(subject);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
