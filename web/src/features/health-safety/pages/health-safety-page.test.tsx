import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { SafetyOverview, SafetyReceiptView, SafetyStats } from '../api/health-safety';

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

const receiptView = (extra: Partial<SafetyReceiptView> = {}): SafetyReceiptView => ({
  kind: 'hazard',
  place: 'Bodega',
  site_name: null,
  occurred_at: '2025-03-03T09:30',
  description: 'Extintor vencido',
  status: 'investigating',
  follow_up: [
    { id: 1, kind: 'reported', day: '2025-03-03', text: null },
    { id: 2, kind: 'investigating', day: '2025-03-04', text: null },
    { id: 3, kind: 'reply', day: '2025-03-04', text: 'Gracias: lo cambiamos mañana.' },
  ],
  can_comment: true,
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe('HealthSafetyPage', () => {
  it('sends an anonymous hazard without a name or photos, and shows its code once', async () => {
    signIn('employee');
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const seen = installFakeApi({
      'GET /health_safety': ok(overview()),
      'POST /health_safety/hazards/anonymous': (request: TransportRequest) => {
        sent.push(JSON.parse(request.body as string));
        return {
          status: 201,
          body: { success: true, data: { received: true, receipt: 'ABCD EFGH 2345 6789' } },
        };
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
    // The code, once, with copy, download and the warning; the form is gone until then.
    expect(screen.getByTestId('hs-receipt-code')).toHaveTextContent('ABCD EFGH 2345 6789');
    expect(screen.getByText('Guárdalo ahora: no podremos mostrártelo de nuevo')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar reporte' })).toBeNull();
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText,
    } as unknown as Clipboard);
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith('ABCD EFGH 2345 6789');
    // jsdom has no object URLs; the file's contents are lib/receipt.test.ts's.
    if (!('revokeObjectURL' in URL)) {
      Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
    }
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:code';
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Descargar como texto' }));
    expect(downloads).toEqual(['codigo-seguimiento.txt']);
    expect(await files[0]!.text()).toContain('ABCD EFGH 2345 6789');
    await user.click(screen.getByRole('button', { name: 'Ya guardé mi código' }));
    expect(screen.queryByTestId('hs-receipt-code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar reporte' })).toBeVisible();
  });

  it('follows an anonymous report with its code alone and adds information to it', async () => {
    signIn('employee');
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const added: unknown[] = [];
    installFakeApi({
      'GET /health_safety': ok(overview()),
      'POST /health_safety/receipts': (request: TransportRequest) => {
        const body = JSON.parse(request.body as string) as { code: string };
        asked.push(body);
        return body.code === 'ABCD EFGH 2345 6789'
          ? { status: 200, body: { success: true, data: receiptView() } }
          : {
              status: 404,
              body: { success: false, code: 'receipt_not_found', error: 'No encontramos.' },
            };
      },
      'POST /health_safety/receipts/comments': (request: TransportRequest) => {
        added.push(JSON.parse(request.body as string));
        return {
          status: 201,
          body: {
            success: true,
            data: receiptView({
              follow_up: [
                ...receiptView().follow_up,
                { id: 4, kind: 'reporter_comment', day: '2025-03-05', text: 'Sigue igual.' },
              ],
            }),
          },
        };
      },
    });
    await renderWithProviders(<HealthSafetyPage />, { route: '/health_safety?hsTab=follow' });
    const code = await screen.findByRole('textbox', { name: /Código de seguimiento/ });
    // A malformed code is not sent.
    await user.type(code, 'ABCD');
    await user.click(screen.getByRole('button', { name: 'Ver reporte' }));
    expect(await screen.findByText(/El código tiene 16 caracteres/)).toBeVisible();
    expect(asked).toHaveLength(0);
    // A wrong one: the server's 404, worded by the module.
    await user.clear(code);
    await user.type(code, 'zzzz-zzzz-zzzz-zzzz');
    await user.click(screen.getByRole('button', { name: 'Ver reporte' }));
    expect(await screen.findByText(/No encontramos ningún reporte con ese código/)).toBeVisible();
    // The right one, typed in lower case with dashes.
    await user.clear(code);
    await user.type(code, 'abcd-efgh-2345-6789');
    await user.click(screen.getByRole('button', { name: 'Ver reporte' }));
    expect(
      await screen.findByText('En investigación', { selector: '.MuiChip-label' }),
    ).toBeVisible();
    expect(asked).toEqual([{ code: 'ZZZZ ZZZZ ZZZZ ZZZZ' }, { code: 'ABCD EFGH 2345 6789' }]);
    const timeline = screen.getByRole('list', { name: 'Seguimiento' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
    expect(within(timeline).getByText('Mensaje del equipo de seguridad')).toBeVisible();
    expect(within(timeline).getByText('Gracias: lo cambiamos mañana.')).toBeVisible();
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('03/03/2025');

    await user.type(screen.getByRole('textbox', { name: /Qué quieres añadir/ }), ' Sigue igual. ');
    await user.click(screen.getByRole('button', { name: 'Enviar información' }));
    expect(
      await screen.findByText('Enviamos tu información al equipo de seguridad.'),
    ).toBeVisible();
    expect(added).toEqual([{ code: 'ABCD EFGH 2345 6789', text: 'Sigue igual.' }]);
    expect(within(timeline).getByText('Información que añadiste')).toBeVisible();

    // Another code: the screen forgets this one.
    await user.click(screen.getByRole('button', { name: 'Usar otro código' }));
    expect(screen.getByRole('textbox', { name: /Código de seguimiento/ })).toHaveValue('');
  });

  it('says a closed report takes no more information', async () => {
    signIn('employee');
    const user = userEvent.setup();
    installFakeApi({
      'GET /health_safety': ok(overview()),
      'POST /health_safety/receipts': ok(receiptView({ status: 'closed', can_comment: false })),
    });
    await renderWithProviders(<HealthSafetyPage />, { route: '/health_safety?hsTab=follow' });
    await user.type(
      await screen.findByRole('textbox', { name: /Código de seguimiento/ }),
      'ABCDEFGH23456789',
    );
    await user.click(screen.getByRole('button', { name: 'Ver reporte' }));
    expect(await screen.findByText(/El reporte está cerrado/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar información' })).toBeNull();
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
