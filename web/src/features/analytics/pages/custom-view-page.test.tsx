import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AnalyticsView, AnalyticsViewResult, DigestChoice } from '../api/custom-views';
import { customMetrics, makeOptions, makeResult, makeView } from '../testing/custom-fixture';

import { CustomViewPage } from './custom-view-page';

function signIn(role: 'employee' | 'leader' | 'admin') {
  useAppStore
    .getState()
    .setMe({ id: 4, full_name: 'Luis Líder', email: 'l@demo.local', user_type: role } as User);
}

function server(view: AnalyticsView, result: AnalyticsViewResult = makeResult()) {
  const asked: { data: (string | null)[]; digests: DigestChoice[] } = { data: [], digests: [] };
  installFakeApi({
    'GET /custom_analytics/7': ok(view),
    'GET /custom_analytics/options': ok(makeOptions()),
    'GET /analytics/metrics': ok(customMetrics),
    'GET /custom_analytics/7/data': (request: TransportRequest) => {
      asked.data.push(new URL(request.url, 'http://x').searchParams.get('from'));
      return ok(result);
    },
    'PUT /custom_analytics/7/subscription': (request: TransportRequest) => {
      const choice = JSON.parse(request.body as string) as DigestChoice;
      asked.digests.push(choice);
      return ok({
        ...view,
        subscription:
          choice.frequency === 'none'
            ? null
            : {
                frequency: choice.frequency,
                only_significant: choice.only_significant,
                next_on: '2026-12-07',
              },
      });
    },
  });
  return asked;
}

function renderPage(route = '/charts/custom/7') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/charts/custom/:viewId" element={<CustomViewPage />} />
      </Routes>
      <ToastHost />
    </>,
    { route },
  );
}

describe('CustomViewPage', () => {
  it('shows the total, each group with its interval and significance, and the hidden groups', async () => {
    signIn('admin');
    const asked = server(makeView());
    await renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Participación por área' }),
    ).toBeVisible();
    expect(screen.getByText('Creado por Ana Admin')).toBeVisible();
    // The total as a dashboard tile: 40 % against 30 %, beyond chance.
    const tile = await screen.findByRole('group', { name: 'Participación' });
    expect(within(tile).getByTestId('kpi-value')).toHaveTextContent('40 %');
    // Each group: its value, the previous one, its interval and whether it changed beyond chance.
    const bars = screen.getByRole('list', { name: 'Participación por área por Departamento' });
    const rows = within(bars).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ventas');
    expect(rows[0]).toHaveTextContent('50 % (antes 25 %)');
    expect(rows[0]).toHaveTextContent('cambio significativo');
    expect(rows[1]).toHaveTextContent('sin cambio significativo (puede ser azar)');
    expect(screen.getByTestId('hidden-groups')).toHaveTextContent(
      '2 grupos con menos de 5 personas no se muestran (8 personas), para proteger la privacidad.',
    );
    // An admin sees the whole organisation: no team note. The view's own period: no from/to.
    expect(screen.queryByTestId('scope-note')).toBeNull();
    expect(asked.data).toEqual([null]);
    // "Ver como tabla" adds the total row.
    await userEvent.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeVisible();
    expect(within(table).getByText('Sin cambio significativo')).toBeVisible();
  });

  it("tells a leader the figures are only their team's and hides edit for another's view", async () => {
    signIn('leader');
    server(
      makeView({ can_edit: false, chart: 'table' }),
      makeResult({ scope: 'team', hidden_groups: 0, hidden_members: 0 }),
    );
    await renderPage();
    expect(await screen.findByTestId('scope-note')).toHaveTextContent(
      'Solo tu equipo: 30 personas.',
    );
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Borrar' })).toBeNull();
    expect(screen.queryByTestId('hidden-groups')).toBeNull();
    // A table view shows its table at once.
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('says that groups overlap when the view is by organisation group', async () => {
    signIn('admin');
    server(
      makeView({ dimension: 'group', chart: 'table' }),
      makeResult({
        dimension: 'group',
        hidden_groups: 0,
        hidden_members: 0,
        groups: [
          { ...makeResult().groups[0]!, key: '3', name: 'Mentores' },
          { ...makeResult().groups[0]!, key: 'none', name: null },
        ],
      }),
    );
    await renderPage();
    expect(await screen.findByTestId('overlapping-groups')).toHaveTextContent(
      'Cada persona cuenta en cada uno de sus grupos o programas',
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Grupo' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Mentores' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Sin grupo' })).toBeVisible();
  });

  it('names the contract types, and the people without one as not recorded', async () => {
    signIn('admin');
    server(
      makeView({ dimension: 'contract_type', chart: 'table' }),
      makeResult({
        dimension: 'contract_type',
        hidden_groups: 0,
        hidden_members: 0,
        groups: [
          { ...makeResult().groups[0]!, key: 'indefinite', name: null },
          { ...makeResult().groups[1]!, key: 'unknown', name: null },
        ],
      }),
    );
    await renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Tipo de contrato' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Indefinido' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Sin dato' })).toBeVisible();
  });

  it('asks for another period when the address names one', async () => {
    signIn('admin');
    const asked = server(makeView());
    await renderPage(
      '/charts/custom/7?chartsPeriod=custom&chartsFrom=2026-01-01&chartsTo=2026-01-31',
    );
    await screen.findByRole('heading', { level: 1, name: 'Participación por área' });
    await waitFor(() => expect(asked.data).toEqual(['2026-01-01']));
  });

  it('subscribes to the weekly digest, only on significant changes, and shows the next day', async () => {
    signIn('admin');
    const asked = server(makeView());
    const user = userEvent.setup();
    await renderPage();
    const digest = await screen.findByRole('region', { name: 'Resumen por correo' });
    expect(within(digest).getByTestId('digest-next')).toHaveTextContent(
      'No recibes un resumen de este análisis.',
    );
    const only = within(digest).getByRole('switch', {
      name: 'Solo cuando haya un cambio significativo',
    });
    expect(only).toBeDisabled();
    await user.click(within(digest).getByRole('button', { name: 'Semanal' }));
    await waitFor(() =>
      expect(within(digest).getByTestId('digest-next')).toHaveTextContent(
        'Próximo resumen: 07/12/2026.',
      ),
    );
    expect(within(digest).getByRole('button', { name: 'Semanal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(only);
    await waitFor(() => expect(asked.digests).toHaveLength(2));
    expect(asked.digests).toEqual([
      { frequency: 'weekly', only_significant: false },
      { frequency: 'weekly', only_significant: true },
    ]);
  });

  it('says not found for a view one may not open', async () => {
    signIn('leader');
    installFakeApi({ 'GET /custom_analytics/7': fail(404, 'view_not_found') });
    await renderPage();
    expect(await screen.findByText('Página no encontrada')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Resumen por correo' })).toBeNull();
  });
});
