import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useAppStore } from '@/stores/app-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { NotificationBell } from './notification-bell';

function setUnread(count: number) {
  useAppStore
    .getState()
    .setNotificationCounts({ notificationsCount: count, pendingSurveyCount: 0 });
}

afterEach(() => setUnread(0));

describe('NotificationBell', () => {
  it('shows the unread count and says it in its name', async () => {
    installFakeApi({});
    setUnread(3);
    await renderWithProviders(<NotificationBell />);
    const bell = screen.getByRole('link', { name: 'Notificaciones, 3 sin leer' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('shows no count when everything is read, in English too', async () => {
    installFakeApi({});
    const { unmount } = await renderWithProviders(<NotificationBell />);
    expect(screen.getByRole('link', { name: 'Notificaciones' })).not.toHaveTextContent(/\d/);
    unmount();
    setUnread(1);
    await renderWithProviders(<NotificationBell />, { lng: 'en' });
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('follows the count as it changes', async () => {
    installFakeApi({});
    setUnread(1);
    await renderWithProviders(<NotificationBell />);
    expect(screen.getByRole('link', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
    setUnread(120);
    expect(
      await screen.findByRole('link', { name: 'Notificaciones, 99+ sin leer' }),
    ).toHaveTextContent('99+');
  });
});
