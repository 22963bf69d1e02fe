// The home at 1440, 900 and 375 px: the composer above the feed sends a recognition; the right
// rail (top recognisers, trending values) sits beside the feed at wide screens and folds into
// the column below 1200 px; nothing scrolls sideways; on phones "Reconocer" sits in the top bar
// and nothing floats over the page; axe finds nothing serious. With SCREENSHOTS_DIR set (for example
// ../docs/screenshots), each width's home is also saved there.
import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { EMAILS, Member, openFeed, postCard, uniqueMessage } from './recognition-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ? path.resolve(process.env.SCREENSHOTS_DIR) : null;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

/** Chooses the option of a native select whose text contains `text`. */
async function choose(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'the home scrolls sideways').toBeLessThanOrEqual(width);
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('Ana recognises Carlos from the composer; the rail sits beside the feed', async ({
    page,
    request,
  }) => {
    const carlos = await Member.signIn(request, EMAILS.carlos);
    const before = (await carlos.points()).redeem_balance;
    const message = uniqueMessage('¡Gracias por el cierre de mes!');
    await openFeed(page, EMAILS.ana);

    const composer = page.getByRole('region', { name: '¿A quién quieres reconocer hoy?' });
    await expect(composer).toBeVisible();
    await composer.getByRole('combobox', { name: /Personas/ }).fill('Carl');
    await page.getByRole('option', { name: /Carlos Ruiz/ }).click();
    await expect(composer.getByRole('combobox', { name: /Tipo/ })).toBeEnabled();
    await choose(composer.getByRole('combobox', { name: /Tipo/ }), 'Gracias');
    await composer.getByRole('spinbutton', { name: /Puntos/ }).fill('15');
    await choose(composer.getByRole('combobox', { name: /Valor/ }), 'Colaboración');
    await composer.getByRole('textbox', { name: /Mensaje/ }).fill(message);
    await composer.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(/¡Reconocimiento enviado!/)).toBeVisible();
    await expect(composer.getByRole('textbox', { name: /Mensaje/ })).toHaveValue('');

    const card = postCard(page, message);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('post-points-badge')).toHaveText('+15 pts');
    await expect(card).toContainText('Colaboración');
    expect((await carlos.points()).redeem_balance).toBe(before + 15);

    // The rail: beside the feed, to its right, at the top.
    const rail = page.getByTestId('home-rail');
    const top = rail.getByRole('region', { name: 'Quienes más reconocen este mes' });
    await expect(top).toContainText('Ana Torres');
    await expect(rail.getByRole('region', { name: 'Valores en tendencia este mes' })).toContainText(
      'Colaboración',
    );
    const feed = await box(page.getByRole('heading', { name: 'Muro de reconocimientos' }));
    const railBox = await box(rail);
    expect(railBox.x).toBeGreaterThanOrEqual(feed.x + feed.width);
    expect(railBox.y).toBeLessThan(feed.y);
    await expectNoSidewaysScroll(page, 1440);
    await expectNoSeriousA11yViolations(page);

    // "Más opciones" carries the composer's choices into the full dialog.
    await composer.getByRole('textbox', { name: /Mensaje/ }).fill('Para el informe');
    await composer.getByRole('button', { name: 'Más opciones' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reconocer a alguien' });
    await expect(dialog.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('Para el informe');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await page.mouse.move(0, 0);
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'home-1440.png') });
  });
});

test.describe('at 900 px', () => {
  test.use({ viewport: { width: 900, height: 1000 } });

  test('the rail folds into the column between the composer and the feed', async ({ page }) => {
    await openFeed(page, EMAILS.maria);
    const composer = await box(
      page.getByRole('region', { name: '¿A quién quieres reconocer hoy?' }),
    );
    const rail = page.getByTestId('home-rail');
    await expect(
      rail.getByRole('region', { name: 'Quienes más reconocen este mes' }),
    ).toBeVisible();
    const railBox = await box(rail);
    const feed = await box(page.getByRole('heading', { name: 'Muro de reconocimientos' }));
    expect(railBox.y).toBeGreaterThanOrEqual(composer.y + composer.height);
    expect(railBox.y + railBox.height).toBeLessThanOrEqual(feed.y);
    expect(Math.abs(railBox.x - composer.x)).toBeLessThan(2);
    await expectNoSidewaysScroll(page, 900);
    await expectNoSeriousA11yViolations(page);
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'home-900.png') });
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('everything fits, and "Reconocer" sits in the top bar, over nothing', async ({ page }) => {
    await openFeed(page, EMAILS.jorge);
    await expect(page.getByTestId('home-rail')).toBeVisible();
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 375);
    await expectNoSeriousA11yViolations(page);
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'home-375.png') });

    // The action is part of the top bar: inside it, beside the bell and the account menu, and
    // nothing of the page floats over the content.
    const bar = await box(page.locator('header').first());
    const launcher = page.getByRole('button', { name: 'Reconocer', exact: true });
    await expect(launcher).toBeVisible();
    const button = await box(launcher);
    expect(button.y).toBeGreaterThanOrEqual(bar.y);
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y + bar.height);
    expect(button.x + button.width).toBeLessThanOrEqual(375);
    const floating = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((element) => {
          if (element.closest('header')) return false;
          const style = getComputedStyle(element);
          const r = element.getBoundingClientRect();
          return (
            style.position === 'fixed' &&
            style.visibility !== 'hidden' &&
            r.width > 0 &&
            r.height > 0
          );
        }).length,
    );
    expect(floating, 'something floats over the page').toBe(0);

    // Far down the feed it is still one tap away.
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 2400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    await launcher.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
