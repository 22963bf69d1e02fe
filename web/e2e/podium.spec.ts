import { EMAILS, Member } from './recognition-support';
import {
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

type Board = { entries: { rank: number; value: number; user: { id: number } }[] };

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
  await signIn(page, EMAILS.ana);
  await waitForApp(page);
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
