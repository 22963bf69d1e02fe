// The console's recognitions list sorted on the server: by points either way, by date, and back
// to newest first; the order is the whole list's (the first row is the organisation's first in
// that order, not only the page's).
import { openAdmin } from './admin-support';
import { EMAILS, Member } from './recognition-support';
import { expect, test } from './support';

type Post = { id: number; total_points: number };

test('the admin sorts every recognition by points or date, both ways', async ({
  page,
  request,
}) => {
  const admin = await Member.signIn(request, EMAILS.admin);
  const first = async (query: string) =>
    (await admin.get<Post[]>(`/org/recognition?perPage=1&${query}`))[0]!;
  const fewest = await first('sort=points&order=asc');
  const most = await first('sort=points&order=desc');
  const oldest = await first('sort=date&order=asc');
  const newest = await first('');
  expect(most.total_points).toBeGreaterThan(fewest.total_points);

  await openAdmin(page, '/admin/recognitions');
  const table = page.getByRole('table', { name: 'Reconocimientos' });
  const firstRow = table.getByRole('row').nth(1);
  const opens = (post: Post) =>
    firstRow.getByRole('button', { name: `Ver el reconocimiento ${post.id}` });
  await expect(opens(newest)).toBeVisible();

  const points = table.getByRole('columnheader', { name: 'Puntos' });
  await points.getByRole('button', { name: 'Puntos' }).click();
  await expect(points).toHaveAttribute('aria-sort', 'ascending');
  await expect(opens(fewest)).toBeVisible();
  await points.getByRole('button', { name: 'Puntos' }).click();
  await expect(points).toHaveAttribute('aria-sort', 'descending');
  await expect(opens(most)).toBeVisible();
  // The page shown reads most points first, row by row.
  const shown = (await table.locator('tbody tr td:nth-child(5)').allTextContents()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );
  expect(shown).toEqual([...shown].sort((a, b) => b - a));

  const date = table.getByRole('columnheader', { name: 'Fecha' });
  await date.getByRole('button', { name: 'Fecha' }).click();
  await expect(date).toHaveAttribute('aria-sort', 'ascending');
  await expect(points).not.toHaveAttribute('aria-sort');
  await expect(opens(oldest)).toBeVisible();
  await date.getByRole('button', { name: 'Fecha' }).click();
  await date.getByRole('button', { name: 'Fecha' }).click();
  await expect(date).not.toHaveAttribute('aria-sort');
  await expect(opens(newest)).toBeVisible();
});
