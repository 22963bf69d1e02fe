import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { SafetyReport } from '../api/health-safety';

import { ReportPage } from './report-page';

const AT = new Date(2025, 2, 3, 9, 30).getTime();
const ADRIANA = { id: 1, full_name: 'Adriana Gómez', first_name: 'Adriana', last_name: 'Gómez' };

const report = (extra: Partial<SafetyReport> = {}): SafetyReport => ({
  id: 12,
  kind: 'hazard',
  site_id: null,
  site_name: null,
  place: 'Bodega',
  occurred_at: '2025-03-03T09:00',
  description: 'Extintor vencido',
  injury: false,
  injured_count: 0,
  severity: 'none',
  status: 'investigating',
  anonymous: false,
  reporter: null,
  mine: true,
  created_at: AT,
  updated_at: AT,
  injured: [],
  photos: [],
  actions: [],
  root_cause: null,
  events: [],
  follow_up: [],
  signed_off_by: null,
  signed_off_at: null,
  care_offers: null,
  ...extra,
});

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/health_safety/reports/:reportId" element={<ReportPage />} />
    </Routes>,
    { route: '/health_safety/reports/12' },
  );

describe('ReportPage', () => {
  it('shows its reporter the follow-up: the stages and the safety team’s replies', async () => {
    installFakeApi({
      'GET /health_safety/reports/12': ok(
        report({
          follow_up: [
            { id: 1, kind: 'reported', day: '2025-03-03', text: null },
            { id: 2, kind: 'investigating', day: '2025-03-04', text: null },
            { id: 3, kind: 'reply', day: '2025-03-04', text: 'Lo cambiamos mañana.' },
          ],
        }),
      ),
    });
    await render();
    const list = await screen.findByRole('list', { name: 'Seguimiento' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Lo cambiamos mañana.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Mensaje para quien reportó' })).toBeNull();
  });

  it('lets officers write to the reporter of an anonymous report, apart from internal notes', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const anonymous = report({
      anonymous: true,
      mine: false,
      root_cause: '',
      events: [
        { id: 1, at: AT, kind: 'reported', actor: null, detail: '' },
        { id: 2, at: AT, kind: 'reporter_comment', actor: null, detail: 'También falta luz.' },
      ],
    });
    installFakeApi({
      'GET /health_safety/reports/12': ok(anonymous),
      'POST /health_safety/officer/reports/12/replies': (request: TransportRequest) => {
        sent.push(JSON.parse(request.body as string));
        return {
          status: 201,
          body: {
            success: true,
            data: {
              ...anonymous,
              events: [
                ...anonymous.events,
                { id: 3, at: AT, kind: 'reply', actor: ADRIANA, detail: 'Gracias.' },
              ],
            },
          },
        };
      },
    });
    await render();
    expect(
      await screen.findByRole('textbox', { name: 'Nota interna (no la ve quien reportó)' }),
    ).toBeVisible();
    const history = screen.getByRole('region', { name: 'Historial' });
    expect(history).toHaveTextContent('Quien reportó · Información añadida con el código');
    expect(history).toHaveTextContent('También falta luz.');
    const reply = screen.getByRole('textbox', { name: 'Mensaje' });
    expect(
      screen.getByText(/Lo verá con su código de seguimiento: no sabemos quién es/),
    ).toBeVisible();
    await user.type(reply, ' Gracias. ');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Mensaje enviado.')).toBeVisible();
    expect(sent).toEqual([{ text: 'Gracias.' }]);
  });
});
