import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makePost } from '../testing/post-fixture';

import { RecognitionsPage } from './recognitions-page';

const posts = [makePost({ id: 31, total_points: 40 }), makePost({ id: 30, total_points: 10 })];

/** The list call's pages (30 recognitions in all), and the query of the last one asked. */
function server() {
  const urls: string[] = [];
  installFakeApi({
    'GET /recognition_type/all': ok([]),
    'GET /org/recognition': (request): FakeReply => {
      urls.push(request.url);
      const query = new URL(request.url, 'http://localhost').searchParams;
      const page = Number(query.get('page'));
      return {
        status: 200,
        body: { success: true, data: posts, meta: { page, perPage: 10, total: 30 } },
      };
    },
  });
  return { query: () => new URL(urls.at(-1) ?? '', 'http://localhost').searchParams };
}

describe('RecognitionsPage', () => {
  it('sorts the whole list on the server by date or points, back to the first page', async () => {
    const user = userEvent.setup();
    const { query } = server();
    await renderWithProviders(<RecognitionsPage />);
    const table = await screen.findByRole('table', { name: 'Reconocimientos' });
    expect(query().get('sort')).toBeNull();
    expect(query().get('order')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(query().get('page')).toBe('2'));

    await user.click(within(table).getByRole('button', { name: 'Puntos' }));
    await waitFor(() => expect(query().get('sort')).toBe('points'));
    expect(query().get('order')).toBe('asc');
    expect(query().get('page')).toBe('1');
    await user.click(within(table).getByRole('button', { name: 'Puntos' }));
    await waitFor(() => expect(query().get('order')).toBe('desc'));
    expect(query().get('sort')).toBe('points');

    await user.click(within(table).getByRole('button', { name: 'Fecha' }));
    await waitFor(() => expect(query().get('sort')).toBe('date'));
    expect(query().get('order')).toBe('asc');
    await user.click(within(table).getByRole('button', { name: 'Fecha' }));
    await waitFor(() => expect(query().get('order')).toBe('desc'));
    // A third click goes back to the list's own order: newest first.
    await user.click(within(table).getByRole('button', { name: 'Fecha' }));
    await waitFor(() => expect(query().get('sort')).toBeNull());
    expect(query().get('order')).toBeNull();

    // Only the date and the points sort.
    expect(within(table).queryByRole('button', { name: 'De' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Mensaje' })).toBeNull();
  });
});
