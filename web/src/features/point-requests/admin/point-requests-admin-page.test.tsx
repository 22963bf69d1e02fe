import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { carlos, makePointRequest, page } from '../testing/point-request-fixture';

import { PointRequestsAdminPage } from './point-requests-admin-page';

describe('PointRequestsAdminPage', () => {
  it("lists everyone's pending requests to decide under the section's title", async () => {
    installFakeApi({
      'GET /point_request': page([
        makePointRequest(),
        makePointRequest({ id: 7, requester: carlos, amount: 50 }),
      ]),
    });
    await renderWithProviders(<PointRequestsAdminPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Solicitudes de puntos' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Las solicitudes de puntos para canjear de toda la organización: revisa el motivo y aprueba o rechaza cada una.',
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Solicitudes de puntos' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ana Torres', 'Carlos Ruiz']);
    expect(
      within(table).getByRole('button', { name: 'Rechazar la solicitud de Carlos Ruiz' }),
    ).toBeInTheDocument();
  });
});
