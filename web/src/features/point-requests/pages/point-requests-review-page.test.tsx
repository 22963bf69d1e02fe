import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makePointRequest, page } from '../testing/point-request-fixture';

import { PointRequestsReviewPage } from './point-requests-review-page';

function signedIn(user_type: User['user_type']) {
  useAppStore.getState().setMe({
    id: 2,
    email: 'leader@demo.local',
    first_name: 'Luis',
    last_name: 'Herrera',
    full_name: 'Luis Herrera',
    user_type,
  } as User);
}

afterEach(() => {
  useAppStore.getState().logout();
});

describe('PointRequestsReviewPage', () => {
  it('gives leaders the requests of the people they lead to decide', async () => {
    signedIn('leader');
    const seen = installFakeApi({ 'GET /point_request': page([makePointRequest()]) });
    await renderWithProviders(<PointRequestsReviewPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Solicitudes de puntos' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Las personas que lideras piden puntos para canjear: revisa el motivo y aprueba o rechaza cada solicitud.',
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Solicitudes de puntos' });
    expect(
      within(table).getByRole('button', { name: 'Aprobar la solicitud de Ana Torres' }),
    ).toBeInTheDocument();
    expect(seen).toEqual(['GET /point_request']);
  });

  it('is open to admins too, in English', async () => {
    signedIn('admin');
    installFakeApi({ 'GET /point_request': page([]) });
    await renderWithProviders(<PointRequestsReviewPage />, { lng: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Point requests' })).toBeInTheDocument();
    expect(await screen.findByText('No pending requests.')).toBeInTheDocument();
  });

  it('tells employees it is not for them, without asking the server', async () => {
    signedIn('employee');
    const seen = installFakeApi({});
    await renderWithProviders(<PointRequestsReviewPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeInTheDocument();
    expect(
      screen.getByText('Solo los líderes y los administradores deciden las solicitudes de puntos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).toBeNull();
    expect(seen).toEqual([]);
  });
});
