import { EMAILS, Member } from './recognition-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
} from './support';

type Board = {
  entries: { rank: number; value: number; user: { id: number; full_name: string } }[];
};

test('the podium shows Carlos among the most recognised of the month', async ({
  page,
  request,
}) => {
  // The demo settings: monthly boards of 3 places, all three boards on.
  const admin = await Member.signIn(request, EMAILS.admin);
  await admin.post('/org/settings/podium', {
    period: 'month',
    size: 3,
    metrics: ['received', 'sent', 'points'],
  });
  // Recognise Carlos until he leads the board, whatever other specs did before.
  const luis = await Member.signIn(request, EMAILS.leader);
  const carlosId = 4;
  for (let round = 0; round < 20; round += 1) {
    const board = await luis.get<Board>('/podium?metric=received');
    const top = board.entries[0];
    const mine = board.entries.find((entry) => entry.user.id === carlosId);
    if (top && mine && mine.rank === 1 && top.value <= mine.value) break;
    await luis.recognise({
      to: [EMAILS.carlos],
      type: 'Gracias',
      amount: 1,
      message: `Podio ${round}`,
    });
  }

  await useSourceGlossaryIfAsked(page);
  await enterAs(page, EMAILS.ana);
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Podio' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podio' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Más reconocidos',
    'Más reconocen',
    'Más puntos',
  ]);
  await expect(page.getByRole('tab', { name: 'Más reconocidos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('podium-period')).toHaveText(
    /^Del (01\/\d{2}\/\d{4}|Hoy) al (\d{2}\/\d{2}\/\d{4}|Hoy)$/,
  );
  const stand = page.getByRole('list', { name: 'Primeros lugares' });
  const first = stand.getByRole('listitem').filter({ hasText: '1.º' });
  await expect(first).toContainText('Carlos Ruiz');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Más reconocen' }).click();
  await expect(page.getByRole('tab', { name: 'Más reconocen' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('list', { name: 'Primeros lugares' })).toContainText(/enviados?/);
  await page.getByRole('button', { name: 'Periodo anterior' }).click();
  await expect(page.getByRole('button', { name: 'Periodo anterior' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('podium-period')).toHaveText(/^Del 01\/\d{2}\/\d{4} al/);
});

test('people tied on a place share its step, side by side, at 1440 and 375 px', async ({
  page,
  request,
}) => {
  const admin = await Member.signIn(request, EMAILS.admin);
  const settings = { period: 'month', metrics: ['received', 'sent', 'points'] };
  // A board of 20 places lists everyone recognised this month, with their counts.
  await admin.post('/org/settings/podium', { ...settings, size: 20 });
  const luis = await Member.signIn(request, EMAILS.leader);
  const board = await luis.get<Board>('/podium?metric=received');
  const top = Math.max(0, ...board.entries.map((entry) => entry.value));
  const countOf = (name: string) =>
    board.entries.find((entry) => entry.user.full_name === name)?.value ?? 0;
  // Sofía and Diego each reach one more than anyone else: tied first.
  for (const [email, name] of [
    [EMAILS.sofia, 'Sofía Ramírez'],
    [EMAILS.diego, 'Diego Castro'],
  ] as const) {
    for (let sent = countOf(name); sent <= top; sent += 1) {
      await luis.recognise({ to: [email], type: 'Gracias', amount: 1, message: `Empate ${sent}` });
    }
  }
  await admin.post('/org/settings/podium', { ...settings, size: 3 });
  const leaders = (await luis.get<Board>('/podium?metric=received')).entries.filter(
    (entry) => entry.rank === 1,
  );
  expect(leaders.map((entry) => entry.user.full_name).sort()).toEqual([
    'Diego Castro',
    'Sofía Ramírez',
  ]);

  await useSourceGlossaryIfAsked(page);
  await enterAs(page, EMAILS.ana, '/podium');
  const stand = page.getByRole('list', { name: 'Primeros lugares' });
  const first = stand.getByRole('listitem').filter({ hasText: '1.º' });
  await expect(first).toContainText('1.º · Empate');

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const sofia = await first.getByRole('link', { name: 'Sofía Ramírez' }).boundingBox();
    const diego = await first.getByRole('link', { name: 'Diego Castro' }).boundingBox();
    expect(sofia && diego, `both names shown at ${width} px`).toBeTruthy();
    if (!sofia || !diego) continue;
    // Side by side: one row, neither above the other.
    expect(Math.abs(sofia.y - diego.y), `same row at ${width} px`).toBeLessThan(4);
    expect(Math.abs(sofia.x - diego.x), `apart at ${width} px`).toBeGreaterThan(40);
    // Nobody else stands above the winners.
    const places = await stand.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => ({
        text: item.textContent ?? '',
        top: item.getBoundingClientRect().top,
      })),
    );
    const winners = places.find((place) => place.text.includes('1.º'));
    for (const place of places) {
      if (place === winners || !winners) continue;
      if (width >= 600) {
        expect(place.top, `${place.text} at ${width} px`).toBeGreaterThanOrEqual(winners.top - 1);
      } else {
        expect(place.top, `${place.text} below the winners at ${width} px`).toBeGreaterThan(
          winners.top,
        );
      }
    }
  }
  await expectNoSeriousA11yViolations(page);
});
