import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { SafetyOverview, SafetyStats } from '../api/health-safety';

import { HealthSafetyPage } from './health-safety-page';

function signIn(role: 'employee' | 'admin') {
  useAppStore
    .getState()
    .setMe({ id: 7, full_name: 'Ana Torres', email: 'ana@demo.local', user_type: role } as User);
}

const overview = (extra: Partial<SafetyOverview> = {}): SafetyOverview => ({
  officer: false,
  metrics_enabled: false,
  care_offers: [],
  sites: [],
  ...extra,
});

const page = (items: unknown[]) => ({
  status: 200,
  body: {
    success: true,
    data: items,
    meta: { page: 1, perPage: 10, total: items.length, hasMore: false },
  },
});

describe('HealthSafetyPage', { timeout: 30_000 }, () => {
  it('sends an anonymous hazard without a name or photos, and says it was received', async () => {
    signIn('employee');
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const seen = installFakeApi({
      'GET /health_safety': ok(overview()),
      'POST /health_safety/hazards/anonymous': (request: TransportRequest) => {
        sent.push(JSON.parse(request.body as string));
        return { status: 201, body: { success: true, data: { received: true } } };
      },
    });
    await renderWithProviders(<HealthSafetyPage />, { route: '/health_safety' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seguridad y salud' }),
    ).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Todos los reportes' })).toBeNull();
    expect(screen.getByText(/Aplauso no guarda datos clínicos/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Condición insegura/ }));
    await user.click(screen.getByRole('switch', { name: 'Reportar de forma anónima' }));
    expect(screen.queryByText('Adjuntar fotos')).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Hubo personas lesionadas' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Lugar/ }), 'Bodega');
    await user.type(screen.getByRole('textbox', { name: /Qué pasó/ }), 'Extintor vencido');
    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }));

    expect(await screen.findByText(/Recibimos tu reporte anónimo/)).toBeVisible();
    expect(seen).not.toContain('POST /health_safety/reports');
    expect(sent).toEqual([
      expect.objectContaining({ kind: 'hazard', place: 'Bodega', injured_ids: [], photo_keys: [] }),
    ]);
  });

  it('gives officers every report and statistics that hide what falls below k', async () => {
    signIn('employee');
    const user = userEvent.setup();
    const stats: SafetyStats = {
      k: 5,
      total: 9,
      by_kind: [
        { key: 'incident', label: null, count: 7 },
        { key: 'near_miss', label: null, count: 0 },
        { key: 'hazard', label: null, count: null },
      ],
      by_site: [{ key: 'none', label: null, count: 9 }],
      by_month: [{ key: '2024-03', label: null, count: 9 }],
    };
    installFakeApi({
      'GET /health_safety': ok(overview({ officer: true })),
      'GET /health_safety/officer/reports': page([]),
      'GET /health_safety/officer/stats': ok(stats),
    });
    await renderWithProviders(<HealthSafetyPage />, { route: '/health_safety?hsTab=stats' });
    const byKind = await screen.findByRole('table', { name: 'Por tipo' });
    const hazard = within(byKind).getByRole('row', { name: /Condición insegura/ });
    expect(within(hazard).getByText('< 5')).toBeVisible();
    expect(within(byKind).getByRole('row', { name: /Incidente/ })).toHaveTextContent('7');

    await user.click(screen.getByRole('tab', { name: 'Todos los reportes' }));
    expect(await screen.findByText('No hay reportes con este filtro')).toBeVisible();
  });

  it('shows the care offers to a person recently recorded as hurt', async () => {
    signIn('employee');
    installFakeApi({
      'GET /health_safety': ok(
        overview({
          care_offers: [
            {
              source: 'telemedicine',
              id: 1,
              kind: 'telemedicine',
              name: 'Doctor en línea',
              description: 'Consultas por video',
              description_en: null,
              hours: '24/7',
              hours_en: null,
              phone: null,
              whatsapp: null,
              logo_url: null,
              path: '/telemedicine?provider=1',
            },
          ],
        }),
      ),
    });
    await renderWithProviders(<HealthSafetyPage />, { route: '/health_safety' });
    expect(await screen.findByText('Doctor en línea')).toBeVisible();
  });
});
