import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { useBannerMessages } from '../stores/banner-messages';

import { NotificationBanners } from './notification-banners';

afterEach(() => {
  act(() => useBannerMessages.setState({ bannerMessages: [] }));
});

describe('NotificationBanners', () => {
  it('shows the first queued message with where it leads, then the next once closed', async () => {
    installFakeApi({});
    const add = useBannerMessages.getState().addBannerMessage;
    act(() => {
      add({ key: 'a', text: 'Luis Herrera te reconoció con 10 puntos', link: '/post/7' });
      add({ key: 'b', text: 'Ana Torres comentó tu publicación', link: null });
    });
    await renderWithProviders(<NotificationBanners />);
    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent('Luis Herrera te reconoció con 10 puntos');
    expect(screen.getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/post/7');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Ana Torres comentó tu publicación'),
    );
    expect(screen.queryByRole('link', { name: 'Ver' })).not.toBeInTheDocument();
    expect(useBannerMessages.getState().bannerMessages.map((m) => m.key)).toEqual(['b']);
  });

  it('shows nothing while the queue is empty', async () => {
    installFakeApi({});
    await renderWithProviders(<NotificationBanners />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
