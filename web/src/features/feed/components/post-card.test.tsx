// @vitest-environment jsdom
// (jsdom, not the suite's happy-dom: happy-dom puts a space between a link and the text after it in accessible names.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Branding, User } from '@/api/types';
import { brandingQueryOptions } from '@/lib/calls/org';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Post } from '../api/feed';
import { makePost } from '../testing/post-fixture';

import { PostCard } from './post-card';

function signInAs(role: User['user_type']) {
  useAppStore.getState().setMe({
    id: 99,
    full_name: 'Quien Mira',
    first_name: 'Quien',
    last_name: 'Mira',
    email: 'mira@demo.local',
    user_type: role,
  } as User);
}

beforeEach(() => {
  installFakeApi({});
  signInAs('employee');
});

describe('post card', () => {
  it("shows the type's own picture instead of the illustration when it has one", async () => {
    await renderWithProviders(
      <PostCard
        post={makePost({
          types: [{ id: 1, name: 'Gracias', emoji: '🙏', image_url: '/api/files/1/gracias.png' }],
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).queryByTestId('type-art')).not.toBeInTheDocument();
    expect(card.querySelector('img[src="/api/files/1/gracias.png"]')).not.toBeNull();
  });

  it('shows who recognised whom, the type, values, points and interactions', async () => {
    await renderWithProviders(<PostCard post={makePost()} />);
    const card = screen.getByRole('article');
    const title = within(card).getByRole('heading', { level: 2 });
    expect(title).toHaveTextContent('Ana Torres reconoció a Carlos Ruiz y María López');
    expect(within(title).getByRole('link', { name: 'Carlos Ruiz' })).toHaveAttribute(
      'href',
      '/user?id=4',
    );
    expect(within(card).getByText('🙏 Gracias')).toBeInTheDocument();
    // The type's emoji once (in its name); without a picture, the type's illustration leads,
    // for the eye only, and the points stand out as a badge.
    expect(card.textContent?.split('🙏')).toHaveLength(2);
    expect(within(card).getByTestId('type-art')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByTestId('post-points-badge')).toHaveTextContent('+20 pts');
    expect(within(card).getByText('🤝 Colaboración')).toBeInTheDocument();
    expect(within(card).getByTestId('post-points')).toHaveTextContent(
      '20 puntos por persona · 40 en total',
    );
    expect(within(card).getByText('Carlos Ruiz: 20 pts')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Me gusta' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      within(card).getByRole('button', { name: 'Ver a quién le gusta: 2 personas' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '🎉: 3 reacciones' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(card).getByRole('button', { name: 'Impulsar' })).toBeInTheDocument();
    expect(within(card).queryByText(/editado/)).not.toBeInTheDocument();
  });

  it('marks an edited message and shows boosts in the total', async () => {
    await renderWithProviders(
      <PostCard
        post={makePost({
          edited_at: Date.UTC(2026, 10, 3),
          boost_total: 10,
          total_points: 50,
          receivers: [
            {
              id: 4,
              full_name: 'Carlos Ruiz',
              first_name: 'Carlos',
              last_name: 'Ruiz',
              points: 30,
            },
          ],
        })}
      />,
    );
    expect(screen.getByText('(editado)')).toBeInTheDocument();
    expect(screen.getByTestId('post-points')).toHaveTextContent(
      '20 puntos por persona · 50 en total · 10 por impulsos',
    );
  });

  it('offers "Archivar" only to admins, and editing only to the author', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(<PostCard post={makePost()} />);
    expect(screen.queryByRole('button', { name: 'Más acciones de la publicación' })).toBeNull();
    unmount();

    const author = await renderWithProviders(<PostCard post={makePost({ can_edit: true })} />);
    await user.click(screen.getByRole('button', { name: 'Más acciones de la publicación' }));
    expect(screen.getByRole('menuitem', { name: 'Editar mensaje' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Archivar' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Unmounting through React (never by emptying the body) lets it remove its own portal.
    author.unmount();

    signInAs('admin');
    await renderWithProviders(<PostCard post={makePost()} />);
    await user.click(screen.getByRole('button', { name: 'Más acciones de la publicación' }));
    expect(screen.getByRole('menuitem', { name: 'Archivar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar mensaje' })).toBeNull();
  });

  it('says who received a badge the product gave, with nobody handing it over', async () => {
    const given = makePost({
      kind: 'badge',
      sender: null,
      message: 'Completó el reto «Reconoce a 5 compañeros»',
      badge: { id: 1, name: 'Mentor del mes', image_url: '/api/files/badge.png' },
      receivers: [
        { id: 3, full_name: 'Ana Torres', first_name: 'Ana', last_name: 'Torres', points: 0 },
        { id: 4, full_name: 'Carlos Ruiz', first_name: 'Carlos', last_name: 'Ruiz', points: 0 },
      ],
      types: [],
      values: [],
      amount: 0,
      total_points: 0,
      can_boost: false,
    });
    await renderWithProviders(<PostCard post={given} />);
    const title = screen.getByRole('heading', { level: 2 });
    expect(title).toHaveTextContent('Ana Torres y Carlos Ruiz recibieron una insignia');
    expect(title).not.toHaveTextContent(/Alguien|entregó/);
  });

  it('shows a badge post with its badge and no points line', async () => {
    await renderWithProviders(
      <PostCard
        post={makePost({
          kind: 'badge',
          badge: { id: 1, name: 'Mentor del mes', image_url: '/api/files/badge.png' },
          receivers: [
            { id: 3, full_name: 'Ana Torres', first_name: 'Ana', last_name: 'Torres', points: 0 },
          ],
          types: [],
          values: [],
          amount: 0,
          total_points: 0,
          can_boost: false,
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ana Torres entregó una insignia a Ana Torres',
    );
    expect(screen.getByRole('img', { name: 'Insignia «Mentor del mes»' })).toBeInTheDocument();
    expect(screen.queryByTestId('post-points')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Impulsar' })).toBeNull();
  });

  describe('celebrations', () => {
    const anaReceiver = {
      id: 3,
      full_name: 'Ana Torres',
      first_name: 'Ana',
      last_name: 'Torres',
      points: 0,
    };
    const branding = (org_name: string): Branding => ({
      org_name,
      banner: { main: '#3a71b5', secondary: null },
      languages: ['es', 'en'],
      default_language: 'es',
    });
    const celebration = (change: Partial<Post>) =>
      makePost({
        sender: null,
        receivers: [anaReceiver],
        message: '',
        types: [],
        values: [],
        amount: 0,
        total_points: 0,
        can_boost: false,
        can_edit: false,
        ...change,
      });

    it('wishes a happy birthday with the person’s picture, and no boost', async () => {
      await renderWithProviders(
        <PostCard
          post={celebration({ kind: 'birthday', image_url: '/api/photos/cumple-ana.webp' })}
        />,
      );
      const card = screen.getByRole('article', { name: '¡Feliz cumpleaños, Ana Torres!' });
      const title = within(card).getByRole('heading', { level: 2 });
      expect(title).toHaveTextContent('🎂 ¡Feliz cumpleaños, Ana Torres!');
      expect(within(title).getByRole('link', { name: 'Ana Torres' })).toHaveAttribute(
        'href',
        '/user?id=3',
      );
      expect(
        within(card).getByRole('img', { name: 'Imagen de cumpleaños de Ana Torres' }),
      ).toHaveAttribute('src', '/api/photos/cumple-ana.webp');
      expect(card).not.toHaveTextContent(/Alguien|reconoció/);
      expect(within(card).queryByTestId('post-points')).toBeNull();
      expect(within(card).queryByRole('button', { name: 'Impulsar' })).toBeNull();
      // Likes, reactions and comments as on any post.
      expect(within(card).getByRole('button', { name: 'Me gusta' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: '🎉: 3 reacciones' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: '0 comentarios' })).toBeInTheDocument();
    });

    it('shows a festive banner when the person has no birthday picture, in English too', async () => {
      await renderWithProviders(<PostCard post={celebration({ kind: 'birthday' })} />, {
        lng: 'en',
      });
      const card = screen.getByRole('article', { name: 'Happy birthday, Ana Torres!' });
      expect(within(card).getByTestId('celebration-banner')).toHaveAttribute('aria-hidden');
      expect(within(card).queryByRole('img')).toBeNull();
    });

    it('counts the years of service at the organisation and the points awarded', async () => {
      const { queryClient } = await renderWithProviders(
        <PostCard post={celebration({ kind: 'anniversary', amount: 6, total_points: 50 })} />,
      );
      queryClient.setQueryData(brandingQueryOptions().queryKey, branding('Demo S.A.'));
      const card = await screen.findByRole('article', {
        name: 'Ana Torres cumple 6 años en Demo S.A.',
      });
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
        '🎉 Ana Torres cumple 6 años en Demo S.A.',
      );
      expect(within(card).getByTestId('anniversary-points')).toHaveTextContent('+50 puntos');
      expect(within(card).queryByTestId('post-points')).toBeNull();
      expect(within(card).queryByRole('button', { name: 'Impulsar' })).toBeNull();
    });

    it('says "1 año" for the first anniversary and no points when none were awarded', async () => {
      const { queryClient, unmount } = await renderWithProviders(
        <PostCard post={celebration({ kind: 'anniversary', amount: 1 })} />,
      );
      queryClient.setQueryData(brandingQueryOptions().queryKey, branding('Demo S.A.'));
      const card = await screen.findByRole('article', {
        name: 'Ana Torres cumple 1 año en Demo S.A.',
      });
      expect(within(card).queryByTestId('anniversary-points')).toBeNull();
      unmount();

      const english = await renderWithProviders(
        <PostCard post={celebration({ kind: 'anniversary', amount: 1, total_points: 1 })} />,
        { lng: 'en' },
      );
      english.queryClient.setQueryData(brandingQueryOptions().queryKey, branding('Demo'));
      const englishCard = await screen.findByRole('article', {
        name: 'Ana Torres celebrates 1 year at Demo',
      });
      expect(within(englishCard).getByTestId('anniversary-points')).toHaveTextContent('+1 point');
    });

    it('names the level reached in English ("Gold" for "Oro") and as posted in Spanish', async () => {
      installFakeApi({
        'GET /levels': ok([
          { id: 1, name: 'Plata', name_en: 'Silver', min_points: 500, emoji: '🥈' },
          { id: 2, name: 'Oro', name_en: 'Gold', min_points: 2000, emoji: '🥇' },
        ]),
      });
      const post = celebration({ kind: 'level_up', amount: 2000, message: '🥇 Oro' });
      const english = await renderWithProviders(<PostCard post={post} />, { lng: 'en' });
      const card = screen.getByRole('article');
      expect(await within(card).findByText('🥇 Gold')).toBeInTheDocument();
      expect(card).not.toHaveTextContent('Oro');
      english.unmount();

      await renderWithProviders(<PostCard post={post} />);
      expect(within(screen.getByRole('article')).getByTestId('level-up-level')).toHaveTextContent(
        '🥇 Oro',
      );
    });

    it('shows the message as posted when the level was renamed since', async () => {
      installFakeApi({
        'GET /levels': ok([
          { id: 2, name: 'Dorado', name_en: 'Golden', min_points: 2000, emoji: '🥇' },
        ]),
      });
      await renderWithProviders(
        <PostCard post={celebration({ kind: 'level_up', amount: 2000, message: '🥇 Oro' })} />,
        { lng: 'en' },
      );
      const level = screen.getByTestId('level-up-level');
      expect(level).toHaveTextContent('🥇 Oro');
      // Still "Oro" once the levels arrive: "Dorado" is not the level that was posted.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(level).toHaveTextContent('🥇 Oro');
    });

    it('offers admins only "Archivar", never editing', async () => {
      const user = userEvent.setup();
      signInAs('admin');
      await renderWithProviders(<PostCard post={celebration({ kind: 'birthday' })} />);
      await user.click(screen.getByRole('button', { name: 'Más acciones de la publicación' }));
      expect(screen.getByRole('menuitem', { name: 'Archivar' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Editar mensaje' })).toBeNull();
    });
  });

  describe("the organisation's names in the UI language", () => {
    const worded = () =>
      makePost({
        message: '¡Salvaste la entrega!',
        types: [{ id: 1, name: 'Gracias', name_en: 'Thanks', emoji: '🙏' }],
        sub_type: { id: 3, name: 'Ayuda técnica', name_en: 'Tech help' },
        values: [
          { id: 1, name: 'Colaboración', name_en: 'Teamwork', emoji: '🤝' },
          // No English name: everyone sees the organisation's own.
          { id: 2, name: 'Integridad', emoji: '🛡️' },
        ],
      });

    it('shows the English names of the type, sub type and values in English', async () => {
      await renderWithProviders(<PostCard post={worded()} />, { lng: 'en' });
      const card = screen.getByRole('article');
      expect(within(card).getByText('🙏 Thanks')).toBeInTheDocument();
      expect(within(card).getByText('Tech help')).toBeInTheDocument();
      expect(within(card).getByText('🤝 Teamwork')).toBeInTheDocument();
      expect(within(card).getByText('🛡️ Integridad')).toBeInTheDocument();
      expect(within(card).queryByText(/Gracias|Colaboración|Ayuda técnica/)).toBeNull();
    });

    it("shows the organisation's own names in Spanish", async () => {
      await renderWithProviders(<PostCard post={worded()} />);
      const card = screen.getByRole('article');
      expect(within(card).getByText('🙏 Gracias')).toBeInTheDocument();
      expect(within(card).getByText('Ayuda técnica')).toBeInTheDocument();
      expect(within(card).getByText('🤝 Colaboración')).toBeInTheDocument();
      expect(within(card).queryByText(/Thanks|Teamwork|Tech help/)).toBeNull();
    });

    it("names and describes a badge in English, or in the organisation's words", async () => {
      const badgePost = (badge: NonNullable<Post['badge']>) =>
        makePost({ kind: 'badge', badge, types: [], values: [], amount: 0, total_points: 0 });
      const mentor = {
        id: 1,
        name: 'Mentor del mes',
        description: 'Por guiar a quienes llegan.',
        image_url: '/api/files/badge.png',
      };
      const { unmount } = await renderWithProviders(
        <PostCard
          post={badgePost({
            ...mentor,
            name_en: 'Mentor of the month',
            description_en: 'For guiding newcomers.',
          })}
        />,
        { lng: 'en' },
      );
      expect(screen.getByRole('img', { name: 'Badge “Mentor of the month”' })).toBeInTheDocument();
      expect(screen.getByText('For guiding newcomers.')).toBeInTheDocument();
      unmount();

      // Only the organisation's wording: English readers see it too.
      await renderWithProviders(<PostCard post={badgePost(mentor)} />, { lng: 'en' });
      expect(screen.getByRole('img', { name: 'Badge “Mentor del mes”' })).toBeInTheDocument();
      expect(screen.getByText('Por guiar a quienes llegan.')).toBeInTheDocument();
    });
  });
});
