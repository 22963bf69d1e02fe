// The guide (/clip_guide, "Guía"; docs/guide-web.md): a member opens it from the menu and reads
// the sections of the modules their organisation has on (a module switched off in the console's
// modules settings leaves the guide with it), follows a section's button to its screen, jumps
// between sections at phone width, and reads it in English; admins get their own part.
import type { APIRequestContext } from '@playwright/test';

import {
  apiToken,
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

/** Switches a module off for `run` (as the demo's admin, as Settings → Módulos does), and back
 *  on afterwards when it was on. */
async function withModuleOff(
  request: APIRequestContext,
  module: string,
  run: () => Promise<void>,
): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'admin@demo.local')}` };
  const switchTo = async (on: boolean) => {
    const response = await request.patch('/api/org/services', { headers, data: { [module]: on } });
    expect(response.status(), await response.text()).toBe(200);
  };
  const current = await request.get('/api/org/services', { headers });
  expect(current.status(), await current.text()).toBe(200);
  const wasOn = ((await current.json()) as { data: Record<string, boolean> }).data[module] === true;
  if (wasOn) await switchTo(false);
  try {
    await run();
  } finally {
    if (wasOn) await switchTo(true);
  }
}

/** Sets a member's language (their account's, as the language switch does). */
async function setLanguage(request: APIRequestContext, email: string, language: string) {
  const token = await apiToken(request, email);
  const response = await request.patch('/api/user/account/update', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('the guide', () => {
  test('a member opens the guide from the menu, reads the modules on, and follows a button', async ({
    page,
    request,
  }) => {
    await withModuleOff(request, 'goals', async () => {
      await useSourceGlossaryIfAsked(page);
      await enterAs(page, 'ana.torres@demo.local');
      await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Guía' })
        .click();
      await expect(page).toHaveURL(/\/clip_guide$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Guía' })).toBeVisible();

      // The modules the demo has on explain themselves; goals, switched off, do not.
      for (const title of [
        'Primeros pasos',
        'Reconocer a alguien',
        'Puntos para dar y puntos para canjear',
        'Canjear premios',
        'Encuestas',
        'Notificaciones',
      ]) {
        await expect(page.getByRole('region', { name: title })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'Objetivos' })).toHaveCount(0);
      const toc = page.getByRole('navigation', { name: 'En esta guía' });
      await expect(toc.getByRole('link', { name: 'Objetivos' })).toHaveCount(0);
      await expect(toc.getByRole('link', { name: 'Canjear premios' })).toHaveAttribute(
        'href',
        '#guide-catalog',
      );
      // A member has no admins' part.
      await expect(page.getByRole('heading', { name: 'Para administradores' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await page
        .getByRole('region', { name: 'Canjear premios' })
        .getByRole('link', { name: 'Abrir el catálogo' })
        .click();
      await expect(page).toHaveURL(/\/catalog$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Catálogo de premios' }),
      ).toBeVisible();
    });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the list of sections jumps to one, and the page fits the screen', async ({ page }) => {
      await useSourceGlossaryIfAsked(page);
      await enterAs(page, 'ana.torres@demo.local', '/clip_guide');
      await expect(page.getByRole('heading', { level: 1, name: 'Guía' })).toBeVisible();
      await page
        .getByRole('combobox', { name: 'Ir a una sección' })
        .selectOption({ label: 'Soporte' });
      await expect(page).toHaveURL(/#guide-support$/);
      await expect(page.getByRole('heading', { name: 'Soporte', level: 2 })).toBeInViewport();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
    });
  });

  test('a leader reads the guide in English; an admin also gets the admins part', async ({
    page,
    request,
  }) => {
    await setLanguage(request, 'leader@demo.local', 'english');
    try {
      await useSourceGlossaryIfAsked(page);
      await enterAs(page, 'leader@demo.local', '/clip_guide');
      await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Redeeming rewards' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Deciding point requests' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'For admins' })).toHaveCount(0);
    } finally {
      await setLanguage(request, 'leader@demo.local', 'spanish');
    }

    await page.goto('/api/health');
    await page.evaluate(() => window.localStorage.removeItem('auth_token'));
    await enterAs(page, 'admin@demo.local', '/clip_guide');
    await waitForApp(page);
    const admins = page.getByRole('region', { name: 'Para administradores' });
    await expect(admins.getByRole('region', { name: 'Personas' })).toBeVisible();
    await expect(admins.getByRole('region', { name: 'Módulos' })).toBeVisible();
    await admins.getByRole('link', { name: 'Abrir Módulos' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/modules$/);
  });
});
