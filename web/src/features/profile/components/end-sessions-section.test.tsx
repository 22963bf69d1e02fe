import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { EndSessionsSection } from './end-sessions-section';

const page = (
  <Routes>
    <Route path="/" element={<EndSessionsSection />} />
    <Route path="/logout" element={<p>Cerrando sesión</p>} />
  </Routes>
);

describe('EndSessionsSection', () => {
  it('asks first, ends every session, then logs this browser out', async () => {
    const seen = installFakeApi({
      'POST /user/logout_all': { status: 200, body: { success: true, data: { ended: true } } },
    });
    await renderWithProviders(page);
    await userEvent.click(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Cerrar sesión en todos los dispositivos?',
    });
    expect(seen).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar todas' }));
    expect(await screen.findByText('Cerrando sesión')).toBeInTheDocument();
    expect(seen).toEqual(['POST /user/logout_all']);
  });

  it('keeps the person here and shows the failure when the call fails', async () => {
    installFakeApi({
      'POST /user/logout_all': {
        status: 503,
        body: { success: false, error: 'Servicio no disponible', code: 'unavailable' },
      },
    });
    await renderWithProviders(page, { lng: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out on every device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out on every device?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Cerrando sesión')).not.toBeInTheDocument();
  });
});
