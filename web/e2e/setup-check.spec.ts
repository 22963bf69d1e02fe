// The set-up page (/testing, ADR 0080). The admin opens "Probar la configuración" from the main
// menu, sends a trial mail to themselves and watches it reach "Enviado" (the real SMTP server
// scripts/e2e-server starts receives it, in the organisation's name); the sign-in methods, the
// brand and the modules are listed; a member gets the 403 page. Checked with axe, and at 375 px
// without sideways scrolling.
import { enterAs, expect, expectNoSeriousA11yViolations, latestMailTo, test } from './support';

const ADMIN = 'admin@demo.local';
const ANA = 'ana.torres@demo.local';

test.describe('the set-up page', () => {
  test('the admin sends a trial mail to themselves and follows it to "Enviado"', async ({
    page,
  }) => {
    test.slow();
    await enterAs(page, ADMIN);
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Probar la configuración' })
      .click();
    await expect(page).toHaveURL(/\/testing$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Probar la configuración' }),
    ).toBeVisible();
    const signIn = page.getByRole('region', { name: 'Inicio de sesión' });
    await expect(signIn.getByRole('listitem').filter({ hasText: 'Contraseña' })).toContainText(
      'Activado',
    );
    await expect(page.getByRole('region', { name: 'Módulos' })).toContainText('módulos activados');
    await expectNoSeriousA11yViolations(page);

    const mail = page.getByRole('region', { name: 'Correo' });
    const since = Date.now();
    await mail.getByRole('button', { name: 'Enviarme un correo de prueba' }).click();
    await expect(mail.getByRole('status')).toContainText(`Para ${ADMIN}`);
    await expect(mail.getByRole('status')).toContainText('Enviado', { timeout: 20_000 });
    const received = await latestMailTo(ADMIN, since, /Correo de prueba/);
    expect(received).toContain('Si lo est');
  });

  test('at 375 px without sideways scrolling, and closed to members', async ({ browser }) => {
    const small = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await enterAs(small, ADMIN, '/testing');
    await expect(
      small.getByRole('heading', { level: 1, name: 'Probar la configuración' }),
    ).toBeVisible();
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await small.close();

    const member = await browser.newPage();
    await enterAs(member, ANA, '/testing');
    await expect(
      member.getByRole('heading', { level: 1, name: 'Solo para administradores' }),
    ).toBeVisible();
    await member.close();
  });
});
