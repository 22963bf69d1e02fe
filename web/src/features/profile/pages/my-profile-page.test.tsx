import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { MyProfilePage } from './my-profile-page';

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
describe('MyProfilePage', { timeout: 20_000 }, () => {
  it('offers the birthday image only while the birthdays module is on', async () => {
    const { unmount } = await renderWithProviders(<MyProfilePage />);
    expect(screen.getByRole('region', { name: 'Foto de perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Imagen de cumpleaños' })).toBeNull();
    unmount();

    useAppStore.getState().setServices({ birthdays: true });
    await renderWithProviders(<MyProfilePage />);
    expect(screen.getByRole('region', { name: 'Imagen de cumpleaños' })).toBeInTheDocument();
  });

  it("places other modules' parts about points right after the points history", async () => {
    await renderWithProviders(
      <MyProfilePage afterPoints={<section aria-label="Solicitar puntos" />} />,
    );
    const history = screen.getByRole('heading', { level: 2, name: 'Historial de puntos' });
    const part = screen.getByRole('region', { name: 'Solicitar puntos' });
    const photo = screen.getByRole('region', { name: 'Foto de perfil' });
    expect(history.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(part.compareDocumentPosition(photo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
