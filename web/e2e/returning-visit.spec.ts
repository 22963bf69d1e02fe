// A returning person's start: the style rules kept from the last visit come back as one
// stylesheet (src/theme/compiled-rules.ts), and the home looks exactly as it did.
import type { Locator, Page } from '@playwright/test';

import { expect, signIn, test, waitForApp } from './support';

/** What a person sees of an element's style. */
function looks(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return [
      style.color,
      style.backgroundColor,
      style.padding,
      style.margin,
      style.fontFamily,
      style.fontSize,
      style.fontWeight,
      style.borderRadius,
      style.display,
      style.gap,
    ].join(' | ');
  });
}

/** The home with its cards and feed in. */
async function homeShown(page: Page) {
  await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Celebraciones' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Muro de reconocimientos' }).getByRole('article').first(),
  ).toBeVisible();
}

async function homeLooks(page: Page) {
  return {
    celebrations: await looks(page.getByRole('region', { name: 'Celebraciones' })),
    post: await looks(page.getByRole('article').first()),
    greeting: await looks(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })),
    recognize: await looks(page.getByRole('button', { name: 'Reconocer' }).first()),
    navigation: await looks(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link').first(),
    ),
    account: await looks(page.getByRole('button', { name: 'Ana Torres: menú de la cuenta' })),
  };
}

/** Rules in the sheets emotion inserts into one by one (not the kept stylesheet). */
const insertedRules = (page: Page) =>
  page
    .locator('style[data-emotion="css"]')
    .evaluateAll((tags: HTMLStyleElement[]) =>
      tags.reduce((sum, tag) => sum + (tag.sheet?.cssRules.length ?? 0), 0),
    );

test('a returning person’s home starts with the styles kept from the last visit and looks the same', async ({
  page,
}) => {
  await signIn(page, 'ana.torres@demo.local');
  await homeShown(page);
  // Written when the browser is idle: every style the home shows is kept.
  await expect
    .poll(async () => {
      const stored = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('aplauso.styles'))) ?? '{}',
      ) as { styles?: [string[], string[]][] };
      const kept = new Set((stored.styles ?? []).flatMap(([names]) => names));
      const shown = await page
        .locator('[class*="css-"]')
        .evaluateAll((elements: Element[]) =>
          elements.flatMap((element) =>
            Array.from(element.classList).filter((name) => name.startsWith('css-')),
          ),
        );
      return shown.length > 0 && shown.every((name) => kept.has(name.slice(4)));
    })
    .toBe(true);
  const firstVisit = await homeLooks(page);
  const insertedFirst = await insertedRules(page);
  expect(insertedFirst).toBeGreaterThan(100);

  await page.reload();
  await homeShown(page);
  const keptRules = await page
    .locator('style[data-emotion^="css "]')
    .evaluate((tag: HTMLStyleElement) => tag.sheet?.cssRules.length ?? 0);
  expect(keptRules).toBeGreaterThan(100);
  expect(await homeLooks(page)).toEqual(firstVisit);
  // The kept styles were neither compiled nor inserted again.
  expect(await insertedRules(page)).toBeLessThan(insertedFirst / 10);
});
