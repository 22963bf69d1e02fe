import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { MyProfilePage } from './my-profile-page';
import { MySettingsPage } from './my-settings-page';
import { MyWalletPage } from './my-wallet-page';

const maria = {
  id: 9,
  email: 'maria.lopez@demo.local',
  first_name: 'María',
  last_name: 'López',
  full_name: 'María López',
  user_type: 'employee',
} as User;

beforeEach(() => {
  installFakeApi({});
  useAppStore.getState().setMe(maria);
});

afterEach(() => {
  useAppStore.getState().setServices(null);
  useAppStore.getState().logout();
});

// The whole page with its sections: seconds while the other test workers hold the CPU.
describe('my profile, in three parts', () => {
  it('links the wall, the wallet and the settings, marking the current one', async () => {
    await renderWithProviders(<MyWalletPage />);
    const nav = screen.getByRole('navigation', { name: 'Partes de tu perfil' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Muro' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('tab', { name: 'Billetera' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Ajustes' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
  });

  it('keeps the settings off the wall and the wallet', async () => {
    const { unmount } = await renderWithProviders(<MyProfilePage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Tu nivel' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Foto de perfil' })).toBeNull();
    unmount();
    await renderWithProviders(<MyWalletPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Tus saldos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Foto de perfil' })).toBeNull();
  });

  it('offers the birthday image only while the birthdays module is on', async () => {
    const { unmount } = await renderWithProviders(<MySettingsPage />);
    expect(screen.getByRole('region', { name: 'Foto de perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Imagen de cumpleaños' })).toBeNull();
    unmount();

    useAppStore.getState().setServices({ birthdays: true });
    await renderWithProviders(<MySettingsPage />);
    expect(screen.getByRole('region', { name: 'Imagen de cumpleaños' })).toBeInTheDocument();
  });

  it("places other modules' parts about points right after the points history", async () => {
    await renderWithProviders(
      <MyWalletPage afterPoints={<section aria-label="Solicitar puntos" />} />,
    );
    const history = screen.getByRole('heading', { level: 2, name: 'Historial de puntos' });
    const part = screen.getByRole('region', { name: 'Solicitar puntos' });
    expect(history.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("places other modules' settings after the personal data", async () => {
    await renderWithProviders(
      <MySettingsPage settings={<section aria-label="Notificaciones de prueba" />} />,
    );
    const part = screen.getByRole('region', { name: 'Notificaciones de prueba' });
    const photo = screen.getByRole('region', { name: 'Foto de perfil' });
    expect(photo.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
