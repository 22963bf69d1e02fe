import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makePost } from '../testing/post-fixture';

import { PostPage } from './post-page';

async function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/post/:id" element={<PostPage />} />
    </Routes>,
    { route: path },
  );
}

beforeEach(() => {
  useAppStore.getState().setMe({
    id: 4,
    full_name: 'Carlos Ruiz',
    first_name: 'Carlos',
    last_name: 'Ruiz',
    email: 'carlos@demo.local',
    user_type: 'employee',
  } as User);
});

describe('PostPage', () => {
  it('shows the post as the feed does, and a like counts there', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /post/12': ok(makePost({ id: 12 })),
      'POST /like': ok({ liked: true, likes_count: 3 }),
    });
    await renderAt('/post/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Publicación' })).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ana Torres reconoció a Carlos Ruiz y María López',
    );
    await user.click(within(card).getByRole('button', { name: 'Me gusta' }));
    expect(await within(card).findByRole('button', { name: 'Me gusta' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(card).getByRole('button', { name: 'Ver a quién le gusta: 3 personas' }),
    ).toBeInTheDocument();
  });

  it('says the post is not there when the server has none', async () => {
    installFakeApi({ 'GET /post/99': fail(404, 'not_found', 'La publicación no existe.') });
    await renderAt('/post/99');
    expect(await screen.findByText('No encontramos esta publicación')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('asks nothing for an address that cannot name a post', async () => {
    for (const path of ['/post/abc', '/post/0', '/post/-3']) {
      const seen = installFakeApi({});
      const { unmount } = await renderAt(path);
      expect(screen.getByText('No encontramos esta publicación')).toBeInTheDocument();
      expect(seen).toEqual([]);
      unmount();
    }
  });

  it('offers a retry when the post could not be loaded', async () => {
    installFakeApi({ 'GET /post/12': fail(503, 'unavailable', 'Fuera de servicio') });
    await renderAt('/post/12');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
