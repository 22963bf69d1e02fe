import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { PageMeta } from '@/api/page';
import { renderWithProviders } from '@/testing/render';

import { ListPagination } from './list-pagination';

const controls = { onPageChange: vi.fn(), onPerPageChange: vi.fn() };

const render = (meta: PageMeta, page: number, shown?: number) =>
  renderWithProviders(
    <ListPagination meta={meta} page={page} perPage={10} shown={shown} {...controls} />,
  );

describe('ListPagination', () => {
  it('counts with the server total', async () => {
    await render({ page: 2, perPage: 10, total: 42 }, 1);
    expect(screen.getByText('11–20 de 42')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
  });

  it('says "más de" while an uncounted list has more pages, and ends on its last one', async () => {
    const { unmount } = await render({ page: 1, perPage: 10, total: null, hasMore: true }, 0, 10);
    expect(screen.getByText('1–10 de más de 10')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    unmount();
    await render({ page: 2, perPage: 10, total: null, hasMore: false }, 1, 3);
    expect(screen.getByText('11–13 de 13')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });
});
